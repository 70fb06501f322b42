import type { SiteConfig } from '@parlay/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { deriveKey } from '../../security/crypto.ts';
import { findGeoCountryById } from '../site-config/index.ts';
import { createAccessTokens } from './account/access-tokens.ts';
import { createAccountService } from './account/account-service.ts';
import { registerAccountRoutes } from './account/routes.ts';
import { createTwoFactorService } from './account/two-factor-service.ts';
import { createCodesRepository } from './codes-repository.ts';
import { registerDebuggerRoutes } from './debugger-routes.ts';
import { createIdentityExpiryJob } from './expiry-job.ts';
import type { IdentityApi, PendingSocialSource } from './identity-api.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { createRecoveryCookie } from './recovery/recovery-cookie.ts';
import { createRecoveryService, recoveryCodeTtlSeconds } from './recovery/recovery-service.ts';
import { registerRecoveryRoutes } from './recovery/routes.ts';
import { createEmailLinksService } from './registration/email-links-service.ts';
import { createFastCredentialsCookie } from './registration/fast-credentials-cookie.ts';
import { createRegistrationService } from './registration/registration-service.ts';
import { registerRegistrationRoutes } from './registration/routes.ts';
import { createRequestSessions } from './session/request-sessions.ts';
import { registerSessionRoutes } from './session/routes.ts';
import { createSessionCookies } from './session/session-cookies.ts';
import { createSessionsRepository } from './session/sessions-repository.ts';
import { createSessionsService } from './session/sessions-service.ts';
import { createTokenUserGuard } from './session/token-user.ts';
import { createPendingCookie } from './sign-in/pending-cookie.ts';
import { registerSignInRoutes } from './sign-in/routes.ts';
import { createSignInAnswers } from './sign-in/sign-in-answers.ts';
import { createSignInCompletion, type SignInGate } from './sign-in/sign-in-completion.ts';
import { createSignInService } from './sign-in/sign-in-service.ts';
import { createLinkTokens } from './signed-tokens.ts';
import socialModule from './social/index.ts';
import tokenLinkModule from './token-link/index.ts';
import transferModule from './transfer/index.ts';
import { createUsersRepository } from './users-repository.ts';
import { createUsersService } from './users-service.ts';

// The `app.identity` type (identity-api.ts).
export type * from './identity-api.ts';
// What the demo provider registers for social sign-in (modules/demo-identity-provider).
export type { DemoOidcRegistration } from './social/oidc-settings.ts';

export interface IdentityModuleOptions {
  env: Env;
  /** The clock (tests move it to expire codes and tokens). */
  now?: () => number;
}

/**
 * Identity: users, sessions (storage, cookies, CSRF), sign-in (password, phone, SMS code, two-step,
 * social, link), registration, password recovery, user tokens, account transfer and the message
 * outbox. Decorates `app.identity` (identity-api.ts) and provides the `signedInUser`, `tokenUser`
 * and `csrf` endpoint guards. Needs site configuration, auth-throttle and the domain events.
 */
async function identityModule(
  app: FastifyInstance,
  { env, now = Date.now }: IdentityModuleOptions,
): Promise<void> {
  const secret = env.COOKIE_SECRET;
  const { authThrottle } = app;
  const publicOrigin = () => app.publicOrigin();
  const configFor = (language: string): Promise<SiteConfig | undefined> =>
    app.siteConfig.getSiteConfigOrEnglish(language);

  const repository = createUsersRepository(app.db);
  const codesRepository = createCodesRepository(app.db);
  const sessionsRepository = createSessionsRepository(app.db);
  const sessions = createSessionsService({ repository: sessionsRepository, now });
  const sessionCookies = createSessionCookies(env.NODE_ENV === 'production');
  const requestSessions = createRequestSessions({ sessions, cookies: sessionCookies, configFor });
  const users = createUsersService({ repository, events: app.events, now });
  const codes = createOneTimeCodes(codesRepository, now);
  const messages = createOutboxSender(app.db);
  const linkTokens = createLinkTokens(deriveKey(secret, 'link-tokens'), now);
  const pendingCookie = createPendingCookie(sessionCookies.baseOptions, now);
  const fastCredentials = createFastCredentialsCookie(
    deriveKey(secret, 'fast-credentials'),
    sessionCookies.baseOptions,
    now,
  );
  let signInGate: SignInGate | undefined;
  const completion = createSignInCompletion({ repository, authThrottle, gate: () => signInGate, now });
  const answers = createSignInAnswers({ sessions: requestSessions, pendingCookie });
  const accessTokens = createAccessTokens(deriveKey(secret, 'user-token'), now);
  // Social sign-in, registered below, plugs its pending identities in (soc_reg, rights).
  let pendingSocial: PendingSocialSource | undefined;

  const identity: IdentityApi = {
    readSession: requestSessions.read,
    revokeAllSessions: (userId) => sessions.revokeAllOfUser(userId),
    async sessionStartedAt(sessionId) {
      const session = await sessionsRepository.findActive(sessionId, new Date(now()));
      return session === undefined ? null : session.createdAt.getTime();
    },
    setSignInGate(gate) {
      signInGate = gate;
    },
    users,
    codes,
    messages,
  };
  app.decorate('identity', identity);
  // A self-exclusion or timeout ends every session of the player at once and stops the newsletter
  // (issue 13; LCCP: no marketing to an excluded player; they may subscribe again later). Sign-in
  // is refused while it lasts (the gate), so a repeat delivery finds no new session to end and
  // changes nothing: one past its end is skipped, which makes the consumer act once per
  // exclusion without a table of handled ids.
  const unsubscribeExclusion = await app.events.on('limits.exclusion_started', async (event) => {
    if (event.endsAt <= now()) return;
    await sessions.revokeAllOfUser(event.userId);
    await repository.update(event.userId, { newsletter: false });
  });
  app.addHook('onClose', async () => {
    await unsubscribeExclusion();
  });
  app.endpointGuards.provide(requestSessions.guards);
  app.endpointGuards.provide(createTokenUserGuard({ accessTokens, sessions: sessionsRepository, now }));
  app.scheduledJobs.add(createIdentityExpiryJob({ sessions: sessionsRepository, codes: codesRepository }));

  registerSessionRoutes(app, requestSessions);
  registerAccountRoutes(app, {
    sessions: requestSessions,
    cookieOptions: sessionCookies.baseOptions,
    twoFactor: createTwoFactorService(repository, now),
    account: createAccountService({
      repository,
      accessTokens,
      ggruKey: deriveKey(secret, 'ggru'),
      countryCodeOf: (countryId) => findGeoCountryById(countryId)?.countryCode ?? null,
      socialProviderIds: () => pendingSocial?.providerIds() ?? [],
      now,
    }),
  });
  registerSignInRoutes(app, {
    signIn: createSignInService({ repository, completion, authThrottle, codes, messages }),
    completion,
    answers,
    pendingCookie,
  });
  registerRegistrationRoutes(app, {
    sessions: requestSessions,
    fastCredentials,
    pendingSocial: () => pendingSocial,
    registration: createRegistrationService({
      users,
      repository,
      codes,
      messages,
      authThrottle,
      linkTokens,
      configFor,
      async linkSocialIdentity(pending, userId) {
        if (pendingSocial === undefined) throw new Error('social sign-in is not loaded');
        await pendingSocial.link(pending, userId);
      },
      publicOrigin,
      now,
    }),
    emailLinks: createEmailLinksService({
      repository,
      linkTokens,
      codesRepository,
      codes,
      messages,
      publicOrigin,
      now,
    }),
  });
  registerRecoveryRoutes(app, {
    recoveryCookie: createRecoveryCookie(
      deriveKey(secret, 'recovery-cookie'),
      sessionCookies.baseOptions,
      recoveryCodeTtlSeconds,
      now,
    ),
    recovery: createRecoveryService({
      repository,
      users,
      codes,
      messages,
      authThrottle,
      revokeAllSessions: identity.revokeAllSessions,
      publicOrigin,
      unknownRecipientKey: deriveKey(secret, 'recovery-unknown-recipient'),
    }),
  });
  // Lists every code sent: only where DEBUGGER_ENABLED says so (by default not in production).
  if (env.DEBUGGER_ENABLED) registerDebuggerRoutes(app, app.db);

  // Sign-in by social identity, by signed link, and account transfer, on what is built above.
  await app.register(socialModule, {
    env,
    users,
    completion,
    answers,
    authThrottle,
    async registrationAllowed(language) {
      const config = await configFor(language);
      return config?.isRegistrationAllowed === true && !config.isVipDomain;
    },
    providePendingSocialSource(source) {
      pendingSocial = source;
    },
  });
  await app.register(tokenLinkModule, {
    env,
    users,
    messages,
    completion,
    answers,
    authThrottle,
    publicOrigin,
  });
  await app.register(transferModule, { identity, authThrottle });
}

export default fp(identityModule, {
  name: 'identity',
  dependencies: [
    'database',
    'cookies',
    'site-config',
    'auth-throttle',
    'scheduled-jobs',
    'request-context',
    'endpoint-guards',
    'domain-events',
    'after-answer',
  ],
});
