import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerSeoRoutes } from './routes.ts';
import { createSeoService, type SeoService } from './seo-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * SEO page data for the server-rendered head, robots.txt and sitemap.xml:
     * `app.seo.pageData({ route: 'live', lang: 'en', path: '/en/live' })`, links on `app.publicOrigin()`.
     */
    seo: SeoService;
  }
}

/**
 * SEO: serves the page-data API, robots.txt and sitemap.xml from the page data of every route and
 * language (the seed gives each one its default at start: seo-seed.ts).
 */
async function seoModule(app: FastifyInstance): Promise<void> {
  const service = createSeoService({
    db: app.db,
    pubsub: app.pubsub,
    siteConfig: app.siteConfig,
    publicOrigin: () => app.publicOrigin(),
  });
  const stopFollowingChanges = await service.followChanges();
  app.addHook('onClose', () => stopFollowingChanges());
  app.decorate('seo', service);
  registerSeoRoutes(app, service);
}

export default fp(seoModule, {
  name: 'seo',
  dependencies: ['database', 'pubsub', 'site-config', 'request-context', 'seed'],
});
