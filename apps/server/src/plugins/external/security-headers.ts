import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { randomHex } from '../../security/crypto.ts';
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
 * The headers helmet sets with these options, collected once: they are the same on every response,
 * so each response gets them from this record instead of running helmet's middleware again.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    // Helmet removes X-Powered-By, which Fastify never sets.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The Content-Security-Policy, made of text fixed at start around what varies per response: the
 * request's host for WebSockets and, when the response asks for them, its nonces.
 */
function policyWriter(production: boolean) {
  // 'self' does not cover WebSocket URLs in every browser: name this host's ws(s) origin for /ws.
  const webSocketSources = (host: string | undefined): string => {
    if (host === undefined || !safeHost.test(host)) return '';
    return production ? ` wss://${host}` : ` ws://${host} wss://${host}`;
  };
  const beforeScriptNonce = [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "script-src 'self'",
  ].join(';');
  const beforeStyleNonce = `;script-src-attr 'none';style-src 'self'`;
  const beforeHost = [
    '',
    // Server-rendered React markup carries style="" attributes; nonces cannot cover attributes.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
  ].join(';');
  const rest = [
    '',
    "manifest-src 'self'",
    "worker-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join(';');
  const write = (host: string | undefined, nonce: CspNonces | undefined): string =>
    `${beforeScriptNonce}${nonce ? ` 'nonce-${nonce.script}'` : ''}${beforeStyleNonce}${
      nonce ? ` 'nonce-${nonce.style}'` : ''
    }${beforeHost}${webSocketSources(host)}${rest}`;
  // Without nonces the policy depends on the host alone, nearly always the same one: the last is kept.
  let lastHost: string | undefined;
  let lastPolicy = write(undefined, undefined);
  return (host: string | undefined, nonce: CspNonces | undefined): string => {
    if (nonce) return write(host, nonce);
    if (host !== lastHost) {
      lastPolicy = write(host, undefined);
      lastHost = host;
    }
    return lastPolicy;
  };
}

/**
 * Security headers with a Content-Security-Policy. The headers that never change are prepared once
 * (helmet's, collected at start); the policy names the request's host for WebSockets and, when the
 * response asks for them (`reply.cspNonce`: a server-rendered page's scripts and style elements),
 * the response's own nonces in script-src and style-src.
 */
async function securityHeaders(app: FastifyInstance, { env }: ExternalPluginOptions): Promise<void> {
  const production = env.NODE_ENV === 'production';
  const fixedHeaders = {
    ...helmetHeaders({
      contentSecurityPolicy: false,
      hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The same as frame-ancestors 'none', for browsers that only know the older header.
      frameguard: { action: 'deny' },
    }),
    'permissions-policy': permissionsPolicy,
  };
  const policy = policyWriter(production);

  app.decorateReply('cspNonce', {
    getter(this: WithNonces): CspNonces {
      let drawn = this[nonces];
      if (drawn === undefined) {
        drawn = { script: randomHex(16), style: randomHex(16) };
        this[nonces] = drawn;
        this.header('content-security-policy', policy(this.request.headers.host, drawn));
      }
      return drawn;
    },
  });

  const applyHeaders = (request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(fixedHeaders);
    reply.header('content-security-policy', policy(request.headers.host, undefined));
  };
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request, reply);
    done();
  });
  app.decorate('applySecurityHeaders', async (request: FastifyRequest, reply: FastifyReply) =>
    applyHeaders(request, reply),
  );
}

export default fp(securityHeaders, { name: 'security-headers' });
