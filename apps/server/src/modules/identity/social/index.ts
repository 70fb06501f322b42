import type { SocialProviderId } from '@parlay/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../../env.ts';
import type { AuthThrottle } from '../../auth-throttle/index.ts';
import type { PendingSocialSource, UsersPort } from '../identity-api.ts';
import type { SignInAnswers } from '../sign-in/sign-in-answers.ts';
import type { SignInCompletion } from '../sign-in/sign-in-completion.ts';
import { createGoogleOneTapVerifier } from './google-one-tap-verifier.ts';
import { createOidcProviderClient, type OidcProviderClient } from './oidc-client.ts';
import { createOidcSignInService } from './oidc-sign-in-service.ts';
import { createGoogleOneTapService } from './one-tap-service.ts';
import { createPendingSocialSource } from './pending-social-source.ts';
import { registerSocialRoutes } from './routes.ts';
import { createSocialBindService } from './social-bind-service.ts';
import { socialCookies } from './social-cookies.ts';
import { createSocialIdentitiesRepository } from './social-identities-repository.ts';

/** What social sign-in takes from the rest of identity (index.ts beside the parent folder). */
export interface SocialModuleOptions {
  env: Env;
  users: UsersPort;
  completion: SignInCompletion;
  answers: SignInAnswers;
  authThrottle: AuthThrottle;
  /** Whether new players may register in this language (site configuration). */
  registrationAllowed(language: string): Promise<boolean>;
  /** Hands registration (soc_reg) and the rights call the pending identities. */
  providePendingSocialSource(source: PendingSocialSource): void;
}

/**
 * Social sign-in: OpenID Connect providers of OIDC_PROVIDERS (authorization code flow with PKCE),
 * Google One Tap, the pending identity for soc_reg registration, and binding an identity to an
 * existing account (docs/identity-api.md "Social").
 */
async function socialModule(app: FastifyInstance, options: SocialModuleOptions): Promise<void> {
  const { env, users, completion, authThrottle } = options;
  const clients = new Map<SocialProviderId, OidcProviderClient>(
    env.OIDC.map((settings) => [settings.id, createOidcProviderClient(settings)]),
  );
  const googleClient = clients.get('google');
  const repository = createSocialIdentitiesRepository(app.db);
  const cookies = socialCookies({ secure: env.NODE_ENV === 'production' });

  options.providePendingSocialSource(
    createPendingSocialSource({ cookies, repository, providerIds: () => [...clients.keys()] }),
  );

  await registerSocialRoutes(app, {
    cookies,
    answers: options.answers,
    oidc: createOidcSignInService({
      clients,
      repository,
      completion,
      logger: app.log,
      publicOrigin: () => app.publicOrigin(),
    }),
    oneTap: createGoogleOneTapService({
      google:
        googleClient === undefined
          ? undefined
          : {
              clientId: googleClient.clientId,
              verifier: createGoogleOneTapVerifier({
                clientId: googleClient.clientId,
                issuerKeys: () => googleClient.issuerKeys(),
              }),
            },
      repository,
      users,
      completion,
      registrationAllowed: options.registrationAllowed,
      logger: app.log,
    }),
    bind: createSocialBindService({ repository, users, completion, authThrottle }),
  });
}

export default fp(socialModule, { name: 'social-sign-in', dependencies: ['database', 'request-context'] });
