import { seoEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { validationError } from '../../http/http-error.ts';
import type { SeoService } from './seo-service.ts';

/** Page data changes with an operator's edit; ten minutes in caches is fine. */
const pageDataCacheControl = 'public, max-age=600';
/** Crawlers fetch robots.txt and the sitemap now and then; an hour keeps them fresh enough. */
const crawlerFilesCacheControl = 'public, max-age=3600';

export function registerSeoRoutes(app: FastifyInstance, service: SeoService): void {
  addEndpoint(app, seoEndpoints.getPageData, async ({ query }, { reply }) => {
    const { route, lang, path } = query;
    const result = await service.findPageData({ route, lang, path });
    switch (result.kind) {
      case 'unknown-route':
        throw validationError({ route: 'main_unknown_route' });
      case 'unknown-language':
        throw validationError({ lang: 'main_unknown_language' });
      case 'path-required':
        throw validationError({ path: 'main_validation_required' });
      default:
        reply.header('cache-control', pageDataCacheControl);
        return result.data;
    }
  });

  addEndpoint(app, seoEndpoints.getRobotsTxt, async (_input, { reply }) => {
    reply.header('cache-control', crawlerFilesCacheControl);
    return service.robotsTxt();
  });

  addEndpoint(app, seoEndpoints.getSitemap, async (_input, { reply }) => {
    reply.header('cache-control', crawlerFilesCacheControl);
    return service.sitemapXml();
  });
}
