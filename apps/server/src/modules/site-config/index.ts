import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteConfigRoutes } from './routes.ts';
import { createSiteConfigRepository } from './site-config-repository.ts';
import { createSiteConfigService, type SiteConfigService } from './site-config-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-language site configuration; SSR embeds `getSiteConfig(lang)` in the page. */
    siteConfig: SiteConfigService;
  }
}

/** Site configuration: its table, a cached service for other plugins, and its HTTP route. */
async function siteConfigModule(app: FastifyInstance): Promise<void> {
  const service = createSiteConfigService({
    repository: createSiteConfigRepository(app.db),
    pubsub: app.pubsub,
  });
  const stopFollowingChanges = await service.followChanges();
  app.addHook('onClose', () => stopFollowingChanges());
  app.decorate('siteConfig', service);
  await app.register(siteConfigRoutes, { service });
}

export default fp(siteConfigModule, { name: 'site-config', dependencies: ['database', 'pubsub'] });
