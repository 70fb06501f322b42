import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { ExternalPluginOptions } from './options.ts';

/** The CSP nonces of one response. */
export interface CspNonces {
  script: string;
  style: string;
}

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonces, drawn when first asked for and then named in its policy. */
    readonly cspNonce: CspNonces;
  }
  interface FastifyInstance {
    /**
     * Sets this plugin's headers on a reply that no hook saw: answers to requests refused before
     * routing (a malformed URL), which skip every hook.
     */
    applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * Powerful browser features the site never uses, denied to it and to anything it embeds, so an
 * injected script cannot ask for them. (Fullscreen and FedCM sign-in, which Google One Tap uses, stay
 * at their defaults.)
 */
const permissionsPolicy = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A Host header we are willing to echo into the policy (anything else is left out). */
const safeHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const nonces = Symbol('cspNonces');
type WithNonces = FastifyReply & { [nonces]?: CspNonces };

/**
 * Security headers with a Content-Security-Policy. The headers that never change are prepared once
 * (helmet); the policy is written per response, as it names the request's host for WebSockets and,
 * when the response asks for them (`reply.cspNonce`: a server-rendered page's scripts and style
 * elements), the response's own nonces in script-src and style-src.
 */
async function securityHeaders(app: FastifyInstance, { env }: ExternalPluginOptions): Promise<void> {
  const production = env.NODE_ENV === 'production';
  const fixedHeaders = helmet({
    contentSecurityPolicy: false,
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });

  // 'self' does not cover WebSocket URLs in every browser: name this host's ws(s) origin for /ws.
  const webSocketSources = (host: string | undefined): string => {
    if (host === undefined || !safeHost.test(host)) return '';
    return production ? ` wss://${host}` : ` ws://${host} wss://${host}`;
  };
  const policy = (host: string | undefined, nonce: CspNonces | undefined): string =>
    [
      "default-src 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      `script-src 'self'${nonce ? ` 'nonce-${nonce.script}'` : ''}`,
      "script-src-attr 'none'",
      `style-src 'self'${nonce ? ` 'nonce-${nonce.style}'` : ''}`,
      // Server-rendered React markup carries style="" attributes; nonces cannot cover attributes.
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      `connect-src 'self'${webSocketSources(host)}`,
      "manifest-src 'self'",
      "worker-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      ...(production ? ['upgrade-insecure-requests'] : []),
    ].join(';');

  app.decorateReply('cspNonce', {
    getter(this: WithNonces): CspNonces {
      let drawn = this[nonces];
      if (drawn === undefined) {
        const bytes = randomBytes(32);
        drawn = { script: bytes.toString('hex', 0, 16), style: bytes.toString('hex', 16) };
        this[nonces] = drawn;
        this.header('content-security-policy', policy(this.request.headers.host, drawn));
      }
      return drawn;
    },
  });

  const applyHeaders = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ): void => {
    reply.header('content-security-policy', policy(request.headers.host, undefined));
    reply.header('permissions-policy', permissionsPolicy);
    fixedHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  };
  app.addHook('onRequest', applyHeaders);
  app.decorate('applySecurityHeaders', promisify(applyHeaders));
}

export default fp(securityHeaders, { name: 'security-headers' });
