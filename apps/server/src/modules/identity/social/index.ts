import type { SocialProviderId } from '@parlay/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../../env.ts';
import { createGoogleOneTapVerifier } from './google-one-tap-verifier.ts';
import { createOidcProviderClient, type OidcProviderClient } from './oidc-client.ts';
import { createOidcSignInService } from './oidc-sign-in-service.ts';
import { createGoogleOneTapService } from './one-tap-service.ts';
import { createPendingSocialSource } from './pending-social-source.ts';
import { socialRoutes } from './routes.ts';
import { createSocialBindService } from './social-bind-service.ts';
import { socialCookies } from './social-cookies.ts';
import { createSocialIdentitiesRepository } from './social-identities-repository.ts';

/**
 * Social sign-in: OpenID Connect providers of OIDC_PROVIDERS (authorization code flow with PKCE),
 * Google One Tap, the pending identity for soc_reg registration, and binding an identity to an
 * existing account (docs/identity-api.md "Social").
 */
async function socialModule(app: FastifyInstance, { env }: { env: Env }): Promise<void> {
  const clients = new Map<SocialProviderId, OidcProviderClient>(
    env.OIDC.map((settings) => [settings.id, createOidcProviderClient(settings)]),
  );
  const googleClient = clients.get('google');
  const repository = createSocialIdentitiesRepository(app.db);
  const cookies = socialCookies({ secure: env.NODE_ENV === 'production' });

  app.identity.usePendingSocialSource(createPendingSocialSource({ cookies, repository }));

  await app.register(socialRoutes, {
    cookies,
    oidc: createOidcSignInService({
      clients,
      repository,
      identity: app.identity,
      cookies,
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
      identity: app.identity,
      cookies,
      async registrationAllowed(language) {
        const config =
          (await app.siteConfig.getSiteConfig(language)) ?? (await app.siteConfig.getSiteConfig('en'));
        return config?.isRegistrationAllowed === true && !config.isVipDomain;
      },
      logger: app.log,
    }),
    bind: createSocialBindService({
      repository,
      identity: app.identity,
      authThrottle: app.authThrottle,
      cookies,
    }),
  });
}

export default fp(socialModule, {
  name: 'social-sign-in',
  dependencies: ['database', 'site-config', 'identity', 'auth-throttle', 'request-context'],
});
