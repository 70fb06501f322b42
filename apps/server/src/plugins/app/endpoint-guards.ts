import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The player a `requires.session` endpoint runs for. */
export interface SignedInUser {
  readonly userId: number;
  /** The session's id (SHA-256 hex of the cookie token, never the token). */
  readonly sessionId: string;
}

/**
 * The checks behind an endpoint declaration's `requires`, each supplied by the module that owns it
 * (the session, the user token and CSRF by identity, the fingerprint by fingerprint), so the route layer enforces a
 * requirement without knowing its owner. A requirement whose owner is not loaded fails closed.
 */
export interface EndpointGuardProviders {
  /** The signed-in player, or a 401 (and a 451 for changed terms unless `allowPendingTerms`). */
  signedInUser(request: FastifyRequest, allowPendingTerms: boolean): Promise<SignedInUser>;
  /**
   * The player of the request's user token (`X-Auth` or `Authorization: Bearer`) while its session
   * is alive, or a 401: for `requires.userToken`, whatever cookie the request carries.
   */
  tokenUser(request: FastifyRequest): Promise<SignedInUser>;
  /** Resolves when the request carries a valid fingerprint, else throws 400 FINGERPRINT_REQUIRED. */
  fingerprint(request: FastifyRequest): Promise<void>;
  /**
   * Resolves when an unsafe call of a CSRF-guarded endpoint carries the anti-CSRF headers (the
   * session's token when it has a session), else throws 403 CSRF_FAILED. Runs before the body is read.
   */
  csrf(request: FastifyRequest): Promise<void>;
}

export interface EndpointGuards {
  provide(providers: Partial<EndpointGuardProviders>): void;
  get<Name extends keyof EndpointGuardProviders>(name: Name): EndpointGuardProviders[Name];
}

declare module 'fastify' {
  interface FastifyInstance {
    endpointGuards: EndpointGuards;
  }
}

async function endpointGuardsPlugin(app: FastifyInstance): Promise<void> {
  const providers: Partial<EndpointGuardProviders> = {};
  app.decorate('endpointGuards', {
    provide(given) {
      Object.assign(providers, given);
    },
    get(name) {
      const provider = providers[name];
      if (provider === undefined) throw new Error(`no module provides the endpoint guard "${name}"`);
      return provider;
    },
  });
}

export default fp(endpointGuardsPlugin, { name: 'endpoint-guards' });
