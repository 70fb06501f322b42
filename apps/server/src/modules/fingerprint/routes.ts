import { errorEnvelopeSchema, fingerprintBodySchema, fingerprintTokenResponseSchema } from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FingerprintScript } from './fingerprint-script.ts';
import type { FingerprintService } from './fingerprint-service.ts';

/**
 * fp.js changes only with a deployment, but its URL carries no version: an hour of caching, then a
 * cheap revalidation by ETag.
 */
const scriptCacheControl = 'public, max-age=3600';

export const fingerprintRoutes: FastifyPluginAsyncZod<{
  service: FingerprintService;
  script: FingerprintScript;
}> = async (app, { service, script }) => {
  app.get(
    '/web-api/fingerprint/fp.js',
    {
      schema: {
        tags: ['fingerprint'],
        summary: 'The fingerprint script: defines window.parlayFingerprint.get()',
        // The body is JavaScript, not JSON: no response schema to serialise it with.
        description: 'text/javascript; cacheable for an hour, revalidated by ETag (304).',
      },
    },
    async (request, reply) => {
      reply
        .header('cache-control', scriptCacheControl)
        .header('etag', script.etag)
        .type('text/javascript; charset=utf-8');
      if (request.headers['if-none-match'] === script.etag) return reply.code(304).send();
      return script.source;
    },
  );

  app.post(
    '/web-api/fingerprint',
    {
      schema: {
        tags: ['fingerprint'],
        summary: "Exchanges the browser's components hash for a signed fingerprint token (24 h)",
        body: fingerprintBodySchema,
        response: {
          200: fingerprintTokenResponseSchema,
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          500: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.issue(request.body.componentsData);
    },
  );
};
