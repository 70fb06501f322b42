import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ExternalPluginOptions } from './options.ts';

/** A Host header we are willing to echo into the policy (anything else is left out). */
const safeHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Security headers with a Content-Security-Policy. Scripts and style elements need the per-request
 * nonces helmet adds to script-src and style-src: server-rendered pages read them from
 * `reply.cspNonce.script` / `reply.cspNonce.style`.
 */
async function securityHeaders(app: FastifyInstance, { env }: ExternalPluginOptions): Promise<void> {
  const production = env.NODE_ENV === 'production';
  // 'self' does not cover WebSocket URLs in every browser: name this host's ws(s) origin for /ws.
  const sameHostWebSocket = (request: IncomingMessage): string => {
    const host = request.headers.host;
    if (host === undefined || !safeHost.test(host)) return "'self'";
    return production ? `wss://${host}` : `ws://${host} wss://${host}`;
  };

  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        // Server-rendered React markup carries style="" attributes; nonces cannot cover attributes.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", sameHostWebSocket],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
