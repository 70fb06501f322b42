import { apiErrorSchema, redirectLightBodySchema, redirectLightResponseSchema } from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RedirectsService } from './redirects-service.ts';

export const redirectsRoutes: FastifyPluginAsyncZod<{ service: RedirectsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/redirects-api/api/v1/redirect-light',
    {
      schema: {
        tags: ['redirects'],
        summary: 'Where a site URL should go: the redirect rules applied to it, and its breadcrumbs',
        body: redirectLightBodySchema,
        response: {
          200: redirectLightResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (request) => ({ data: await service.resolve(request.body.url) }),
  );
};
