import {
  type SocialProviderId,
  type SocialProvidersResponse,
  type SocialStartQuery,
  socialProviderNames,
} from '@parlay/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityApi } from '../identity-api.ts';
import { OidcCallbackError, type OidcIdentity, type OidcProviderClient } from './oidc-client.ts';
import type { SocialCookies } from './social-cookies.ts';
import { providerNotConfiguredError, providerUnavailableError } from './social-errors.ts';
import type { SocialIdentitiesRepository } from './social-identities-repository.ts';
import {
  safeReturnPath,
  socialLanguage,
  socialRegistrationPath,
  withAuthOutcome,
} from './social-redirects.ts';

export interface OidcSignInService {
  providers(): SocialProvidersResponse;
  /** The provider's authorization URL; the round trip's checks go into the flow cookie. */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: string,
    query: SocialStartQuery,
  ): Promise<string>;
  /**
   * Finishes the round trip and answers where the browser goes: the return path signed in (a
   * linked identity), the soc_reg form (an identity no player has yet), or the return path with
   * `social_error` (refused, tampered, expired).
   */
  callback(request: FastifyRequest, reply: FastifyReply, provider: string): Promise<string>;
}

export interface OidcSignInServiceDeps {
  clients: ReadonlyMap<SocialProviderId, OidcProviderClient>;
  repository: SocialIdentitiesRepository;
  identity: Pick<IdentityApi, 'completeSignIn'>;
  cookies: SocialCookies;
  logger: { warn(details: object, message: string): void };
  /** The site's origin: the redirect URI registered at every provider is on it. */
  publicOrigin: () => string;
}

export function createOidcSignInService(deps: OidcSignInServiceDeps): OidcSignInService {
  const { clients, repository, identity, cookies, logger, publicOrigin } = deps;

  const clientOf = (provider: string): OidcProviderClient => {
    const client = clients.get(provider as SocialProviderId);
    if (client === undefined) throw providerNotConfiguredError();
    return client;
  };

  return {
    providers() {
      return { providers: [...clients.keys()].map((id) => ({ id, name: socialProviderNames[id] })) };
    },

    async start(request, reply, provider, query) {
      const client = clientOf(provider);
      let started: Awaited<ReturnType<OidcProviderClient['start']>>;
      try {
        // Throws, like the demo provider's discovery, while the origin is unknown (not listening yet).
        started = await client.start(`${publicOrigin()}/social-api/oauth/${client.id}/callback`);
      } catch (error) {
        logger.warn({ err: error, provider: client.id }, 'OpenID Connect discovery failed');
        throw providerUnavailableError();
      }
      const lang = socialLanguage(request, query.lang);
      cookies.flow.write(reply, {
        provider: client.id,
        ...started.checks,
        returnUrl: safeReturnPath(query.return_url, lang),
        lang,
      });
      return started.authorizationUrl.href;
    },

    async callback(request, reply, provider) {
      const client = clientOf(provider);
      const flow = cookies.flow.read(request);
      cookies.flow.clear(reply);
      const lang = socialLanguage(request, flow?.lang);
      const failed = (value: 'denied' | 'failed') =>
        withAuthOutcome(flow?.returnUrl ?? safeReturnPath(undefined, lang), { name: 'social_error', value });
      // No flow of this provider in this browser: a forged, replayed or expired callback.
      if (flow === undefined || flow.provider !== client.id) return failed('failed');

      // The raw query, as the provider sent it, for openid-client to check (state, code, iss).
      const queryStart = request.url.indexOf('?');
      const query = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
      let person: OidcIdentity;
      try {
        person = await client.finish(query, flow);
      } catch (error) {
        if (!(error instanceof OidcCallbackError)) throw error;
        logger.warn({ err: error, provider: client.id }, 'social sign-in callback refused');
        return failed(error.reason === 'denied' ? 'denied' : 'failed');
      }

      const userId = await repository.findUserId({ provider: client.id, subject: person.subject });
      if (userId === undefined) {
        cookies.pending.write(reply, { provider: client.id, ...person });
        return socialRegistrationPath(lang);
      }
      cookies.pending.clear(reply);
      const result = await identity.completeSignIn(request, reply, userId, { save: false });
      return result.status === 'signed_in'
        ? flow.returnUrl
        : withAuthOutcome(flow.returnUrl, { name: 'auth', value: 'two-step' });
    },
  };
}
