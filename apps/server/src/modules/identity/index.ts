import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { findGeoCountryById } from '../site-config/countries.ts';
import { createAccessTokens } from './access-tokens.ts';
import { createAccountService } from './account-service.ts';
import { createCodesRepository } from './codes-repository.ts';
import { debuggerRoutes } from './debugger-routes.ts';
import { createIdentityExpiryJob } from './expiry-job.ts';
import { createFastCredentialsCookie } from './fast-credentials-cookie.ts';
import { createIdentityCore } from './identity-core.ts';
import { openMainAccount } from './main-account.ts';
import { createPendingCookie } from './pending-cookie.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { createRecoveryService } from './recovery-service.ts';
import { registrationRoutes } from './registration-routes.ts';
import { createRegistrationService } from './registration-service.ts';
import { deriveKey } from './secrets.ts';
import { sessionRoutes } from './session-routes.ts';
import { createSessionsRepository } from './sessions-repository.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { createSignInService } from './sign-in-service.ts';
import { createLinkTokens } from './signed-tokens.ts';
import socialModule from './social/index.ts';
import tokenLinkModule from './token-link/index.ts';
import transferModule from './transfer/index.ts';
import { createTwoFactorService } from './two-factor-service.ts';

// The `app.identity` and `request.userSession` types (identity-api.ts).
export type * from './identity-api.ts';

export interface IdentityModuleOptions {
  env: Env;
  /** The clock (tests move it to expire codes and tokens). */
  now?: () => number;
}

/**
 * Identity: users, sign-in (password, phone, SMS code, two-step), registration, password
 * recovery, user tokens and the message outbox. Decorates `app.identity` (identity-api.ts). Needs the session plugin, site configuration, fingerprint and
 * auth-throttle.
 */
async function identityModule(
  app: FastifyInstance,
  { env, now = Date.now }: IdentityModuleOptions,
): Promise<void> {
  const secret = env.COOKIE_SECRET;
  const pendingCookie = createPendingCookie(app.sessions.baseCookieOptions, now);
  const core = createIdentityCore({ app, sessions: app.sessions, pendingCookie, openMainAccount, now });
  const linkTokens = createLinkTokens(deriveKey(secret, 'link-tokens'), now);
  const fastCredentials = createFastCredentialsCookie(
    deriveKey(secret, 'fast-credentials'),
    app.sessions.baseCookieOptions,
    now,
  );
  const account = createAccountService({
    core,
    accessTokens: createAccessTokens(deriveKey(secret, 'user-token'), now),
    linkTokens,
    codesRepository: createCodesRepository(app.db),
    fastCredentials,
    ggruKey: deriveKey(secret, 'ggru'),
    countryCodeOf: (countryId) => findGeoCountryById(countryId)?.countryCode ?? null,
    publicOrigin: () => app.publicOrigin(),
    now,
  });

  app.decorate('identity', core);
  app.scheduledJobs.add(
    createIdentityExpiryJob({
      sessions: createSessionsRepository(app.db),
      codes: createCodesRepository(app.db),
    }),
  );
  await app.register(sessionRoutes, { core, account });
  await app.register(signInRoutes, {
    signIn: createSignInService(app, core),
    twoFactor: createTwoFactorService(core, now),
  });
  await app.register(registrationRoutes, {
    registration: createRegistrationService({ app, core, linkTokens, fastCredentials, now }),
    account,
  });
  await app.register(recoveryRoutes, {
    recovery: createRecoveryService(app, core, app.sessions.baseCookieOptions),
  });
  // Lists every code sent: only where DEBUGGER_ENABLED says so (by default not in production).
  if (env.DEBUGGER_ENABLED) await app.register(debuggerRoutes);
  // Sign-in by social identity, by signed link, and account transfer: built on app.identity.
  for (const extension of [socialModule, tokenLinkModule, transferModule])
    await app.register(extension, { env });
}

export default fp(identityModule, {
  name: 'identity',
  dependencies: [
    'session',
    'site-config',
    'fingerprint',
    'auth-throttle',
    'scheduled-jobs',
    'request-context',
  ],
});
