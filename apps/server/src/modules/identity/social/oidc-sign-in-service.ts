import {
  errorCodes,
  type SocialProviderId,
  type SocialProvidersResponse,
  type SocialStartQuery,
  socialProviderNames,
} from '@parlay/contract';
import { HttpError } from '../../../http/http-error.ts';
import type { SignInCompletion, SignInOutcome } from '../sign-in/sign-in-completion.ts';
import { OidcCallbackError, type OidcIdentity, type OidcProviderClient } from './oidc-client.ts';
import type { OauthFlow, PendingIdentity } from './social-cookies.ts';
import { providerNotConfiguredError, providerUnavailableError } from './social-errors.ts';
import type { SocialIdentitiesRepository } from './social-identities-repository.ts';
import {
  socialLanguage,
  socialRegistrationPath,
  socialReturnPath,
  withAuthOutcome,
} from './social-redirects.ts';

/** The round trip begun: where the browser goes, and what its callback must match (the flow cookie). */
export interface OidcStart {
  location: string;
  flow: OauthFlow;
}

/**
 * Where the callback sends the browser, and what comes with it: a sign-in to apply (a linked
 * identity), an identity to keep pending (none linked yet: the soc_reg form), or neither (refused,
 * tampered, expired).
 */
export type OidcCallback =
  | { kind: 'failed'; location: string }
  | { kind: 'pending'; location: string; identity: PendingIdentity }
  | { kind: 'signed-in'; location: string; outcome: SignInOutcome };

export interface OidcSignInService {
  providers(): SocialProvidersResponse;
  /** The provider's authorization URL; the callback comes back to the site's public origin. */
  start(
    provider: string,
    query: SocialStartQuery,
    browser: { cookieLanguage: string | undefined },
  ): Promise<OidcStart>;
  /** Finishes the round trip of this browser's `flow` with the provider's raw callback query. */
  callback(
    provider: string,
    browser: { flow: OauthFlow | undefined; query: URLSearchParams; cookieLanguage: string | undefined },
  ): Promise<OidcCallback>;
}

export interface OidcSignInServiceDeps {
  clients: ReadonlyMap<SocialProviderId, OidcProviderClient>;
  repository: SocialIdentitiesRepository;
  completion: Pick<SignInCompletion, 'complete'>;
  logger: { warn(details: object, message: string): void };
  /** The site's origin: the redirect URI registered at every provider is on it. */
  publicOrigin: () => string;
}

export function createOidcSignInService(deps: OidcSignInServiceDeps): OidcSignInService {
  const { clients, repository, completion, logger, publicOrigin } = deps;

  const clientOf = (provider: string): OidcProviderClient => {
    const client = clients.get(provider as SocialProviderId);
    if (client === undefined) throw providerNotConfiguredError();
    return client;
  };

  return {
    providers() {
      return { providers: [...clients.keys()].map((id) => ({ id, name: socialProviderNames[id] })) };
    },

    async start(provider, query, { cookieLanguage }) {
      const client = clientOf(provider);
      let started: Awaited<ReturnType<OidcProviderClient['start']>>;
      try {
        // Throws, like the demo provider's discovery, while the origin is unknown (not listening yet).
        started = await client.start(`${publicOrigin()}/social-api/oauth/${client.id}/callback`);
      } catch (error) {
        logger.warn({ err: error, provider: client.id }, 'OpenID Connect discovery failed');
        throw providerUnavailableError();
      }
      const lang = socialLanguage(query.lang, cookieLanguage);
      return {
        location: started.authorizationUrl.href,
        flow: {
          provider: client.id,
          ...started.checks,
          returnUrl: socialReturnPath(query.return_url, lang),
          lang,
        },
      };
    },

    async callback(provider, { flow, query, cookieLanguage }) {
      const client = clientOf(provider);
      const lang = socialLanguage(flow?.lang, cookieLanguage);
      // Checked again on the way back: a flow cookie signed before a stricter check must not redirect out.
      const returnUrl = socialReturnPath(flow?.returnUrl, lang);
      const failed = (value: 'denied' | 'failed' | 'excluded') => ({
        kind: 'failed' as const,
        location: withAuthOutcome(returnUrl, {
          name: 'social_error',
          value,
        }),
      });
      // No flow of this provider in this browser: a forged, replayed or expired callback.
      if (flow === undefined || flow.provider !== client.id) return failed('failed');

      let person: OidcIdentity;
      try {
        person = await client.finish(query, flow);
      } catch (error) {
        if (!(error instanceof OidcCallbackError)) throw error;
        logger.warn({ err: error, provider: client.id }, 'social sign-in callback refused');
        return failed(error.reason === 'denied' ? 'denied' : 'failed');
      }

      const userId = await repository.findUserId({ provider: client.id, subject: person.subject });
      if (userId === undefined)
        return {
          kind: 'pending',
          location: socialRegistrationPath(lang),
          identity: { provider: client.id, ...person },
        };
      let outcome: SignInOutcome;
      try {
        outcome = await completion.complete(userId, false);
      } catch (error) {
        // A self-excluded player's browser lands on the site with a notice, not on a JSON answer.
        if (error instanceof HttpError && error.code === errorCodes.SELF_EXCLUDED) return failed('excluded');
        throw error;
      }
      return {
        kind: 'signed-in',
        outcome,
        location:
          outcome.status === 'signed_in'
            ? returnUrl
            : withAuthOutcome(returnUrl, { name: 'auth', value: 'two-step' }),
      };
    },
  };
}
