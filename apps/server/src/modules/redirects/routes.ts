import { errorEnvelopeSchema, redirectLightBodySchema, redirectLightResponseSchema } from '@parlay/contract';
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
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          500: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({ data: await service.resolve(request.body.url) }),
  );
};
