import {
  blockCheckBodySchema,
  blockCheckResponseSchema,
  blockLightQuerySchema,
  errorEnvelopeSchema,
} from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlocksService } from './blocks-service.ts';

/** The answer depends on the visitor's address and headers: no shared cache may keep it. */
const blockCacheControl = 'private, no-store';

export const blocksRoutes: FastifyPluginAsyncZod<{ service: BlocksService }> = async (app, { service }) => {
  app.get(
    '/blocks-api/api/v1/block/light',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Whether the visitor is blocked, before the page is known (country and sign-in state)',
        querystring: blockLightQuerySchema,
        response: { 200: blockCheckResponseSchema, 400: errorEnvelopeSchema, 500: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await service.check({
        visitorCountry: async () => (await request.visitorCountry()).code,
        auth: request.query.auth ?? false,
      });
      reply.header('cache-control', blockCacheControl);
      return { data };
    },
  );

  app.post(
    '/blocks-api/api/v2/block',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Whether the visitor is blocked on a page (country, sign-in state and URL)',
        body: blockCheckBodySchema,
        response: {
          200: blockCheckResponseSchema,
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          500: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.check({
        visitorCountry: async () => (await request.visitorCountry()).code,
        auth: request.body.auth,
        url: request.body.url,
      });
      reply.header('cache-control', blockCacheControl);
      return { data };
    },
  );
};
