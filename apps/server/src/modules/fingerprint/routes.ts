import { fingerprintEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { matchesIfNoneMatch } from '../../http/etag.ts';
import type { FingerprintScript } from './fingerprint-script.ts';
import type { FingerprintService } from './fingerprint-service.ts';

/**
 * fp.js changes only with a deployment, but its URL carries no version: an hour of caching, then a
 * cheap revalidation by ETag.
 */
const scriptCacheControl = 'public, max-age=3600';

export function registerFingerprintRoutes(
  app: FastifyInstance,
  service: FingerprintService,
  script: FingerprintScript,
): void {
  addEndpoint(app, fingerprintEndpoints.script, (_input, { request, reply }) => {
    reply.header('cache-control', scriptCacheControl).header('etag', script.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], script.etag)) return reply.code(304).send();
    return script.source;
  });
  addEndpoint(app, fingerprintEndpoints.issueToken, ({ body }, { request }) =>
    service.issue(body.componentsData, request.ip),
  );
}
