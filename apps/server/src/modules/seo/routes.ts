import { errorEnvelopeSchema, seoPageDataSchema, seoPageQuerySchema } from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../http/http-error.ts';
import type { SeoService } from './seo-service.ts';

/** Page data changes with an operator's edit; ten minutes in caches is fine. */
const pageDataCacheControl = 'public, max-age=600';
/** Crawlers fetch robots.txt and the sitemap now and then; an hour keeps them fresh enough. */
const crawlerFilesCacheControl = 'public, max-age=3600';

export const seoRoutes: FastifyPluginAsyncZod<{ service: SeoService }> = async (app, { service }) => {
  app.get(
    '/bff-api/seo/page',
    {
      schema: {
        tags: ['seo'],
        summary: 'SEO data of a page: title, description, robots, metas, canonical and alternate links',
        description:
          "Links are absolute on the site's origin (PUBLIC_URL). `path` is the page as served (`/en/live`); it may be left out for routes without required params.",
        querystring: seoPageQuerySchema,
        response: { 200: seoPageDataSchema, 400: errorEnvelopeSchema, 500: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { route, lang, path } = request.query;
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
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = await service.robotsTxt();
    return reply
      .header('cache-control', crawlerFilesCacheControl)
      .type('text/plain; charset=utf-8')
      .send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const body = await service.sitemapXml();
    return reply
      .header('cache-control', crawlerFilesCacheControl)
      .type('application/xml; charset=utf-8')
      .send(body);
  });
};
