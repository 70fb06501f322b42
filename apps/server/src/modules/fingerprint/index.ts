import { fingerprintTokenHeader } from '@parlay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { buildFingerprintScript } from './fingerprint-script.ts';
import { createFingerprintService, type FingerprintService } from './fingerprint-service.ts';
import { registerFingerprintRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Browser fingerprint tokens: issued by `POST /web-api/fingerprint`, checked by `verify`. */
    fingerprint: FingerprintService;
  }
}

/** The `X-Fingerprint` token of a request, if it carries one. */
export function fingerprintTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[fingerprintTokenHeader];
  return typeof header === 'string' ? header : undefined;
}

/**
 * Fingerprint: the fp.js script, the token endpoint, and the `fingerprint` endpoint guard behind
 * `requires.fingerprint` (400 FINGERPRINT_REQUIRED without a valid `X-Fingerprint` token).
 */
async function fingerprintModule(app: FastifyInstance, { env }: { env: Env }): Promise<void> {
  const service = createFingerprintService({ cookieSecret: env.COOKIE_SECRET });
  app.decorate('fingerprint', service);
  app.endpointGuards.provide({
    async fingerprint(request) {
      service.verify(fingerprintTokenOf(request), request.ip);
    },
  });
  registerFingerprintRoutes(app, service, await buildFingerprintScript());
}

export default fp(fingerprintModule, { name: 'fingerprint', dependencies: ['endpoint-guards'] });
