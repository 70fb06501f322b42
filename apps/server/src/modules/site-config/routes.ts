import { apiErrorSchema, siteConfigQuerySchema, siteConfigSchema } from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../http/http-error.ts';
import type { SiteConfigService } from './site-config-service.ts';

/** Within the 600-900 s the specification allows for configuration in browser and CDN caches. */
const configCacheControl = 'public, max-age=600';

export const siteConfigRoutes: FastifyPluginAsyncZod<{ service: SiteConfigService }> = async (
  app,
  { service },
) => {
  app.get(
    '/bff-api/config/all.json',
    {
      schema: {
        tags: ['site-config'],
        summary: 'The whole site configuration for a language (used when the page was not server-rendered)',
        querystring: siteConfigQuerySchema,
        response: { 200: siteConfigSchema, 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const config = await service.getSiteConfig(request.query.lang);
      if (config === undefined) throw validationError({ lang: 'main_unknown_language' });
      reply.header('cache-control', configCacheControl);
      return config;
    },
  );
};
