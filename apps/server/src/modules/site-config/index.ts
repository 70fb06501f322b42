import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerSiteConfigRoutes } from './routes.ts';
import { createSiteConfigService, type SiteConfigService } from './site-config-service.ts';

export { findGeoCountryById } from './countries.ts';
export type { SiteConfigService } from './site-config-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Per-language site configuration. SSR embeds
     * `getSiteConfig(lang, { geoCountry: (await request.visitorCountry()).code })` in the page.
     */
    siteConfig: SiteConfigService;
  }
}

/**
 * Site configuration: a cached service to other plugins and the config HTTP routes (stored
 * languages follow the seed file's versions through the seed at start: site-config-seed.ts).
 */
export interface SiteConfigModuleOptions {
  /** A Google client is configured, so One Tap can be offered (else visitors' configuration says off). */
  googleOneTap: boolean;
}

async function siteConfigModule(app: FastifyInstance, options: SiteConfigModuleOptions): Promise<void> {
  const service = createSiteConfigService({
    db: app.db,
    pubsub: app.pubsub,
    googleOneTap: options.googleOneTap,
  });
  const stopFollowingChanges = await service.followChanges();
  app.addHook('onClose', () => stopFollowingChanges());
  app.decorate('siteConfig', service);
  registerSiteConfigRoutes(app, service);
}

export default fp(siteConfigModule, {
  name: 'site-config',
  dependencies: ['database', 'pubsub', 'request-context', 'seed'],
});
