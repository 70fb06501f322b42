import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { buildFingerprintScript } from './fingerprint-script.ts';
import { createFingerprintService, type FingerprintService } from './fingerprint-service.ts';
import { fingerprintRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Browser fingerprint tokens. Sign-in and registration handlers call
     * `await app.fingerprint.require(request)` first (400 FINGERPRINT_REQUIRED without a valid token).
     */
    fingerprint: FingerprintService;
  }
}

/** Fingerprint: the fp.js script, the token endpoint, and the `require` check for other modules. */
async function fingerprintModule(app: FastifyInstance, { env }: { env: Env }): Promise<void> {
  const service = createFingerprintService({ cookieSecret: env.COOKIE_SECRET });
  app.decorate('fingerprint', service);
  await app.register(fingerprintRoutes, { service, script: await buildFingerprintScript() });
}

export default fp(fingerprintModule, { name: 'fingerprint' });
