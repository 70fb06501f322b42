import type { SiteConfig } from '@parlay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorizedError, validationError } from '../../http/http-error.ts';
import type { SessionManager } from '../../plugins/app/session.ts';
import { createCodesRepository } from './codes-repository.ts';
import type {
  IdentityApi,
  IdentityUser,
  NewUserInput,
  PendingSocialSource,
  SessionView,
  SignedIn,
  SignInResult,
  UsersPort,
} from './identity-api.ts';
import { invalidCode, termsNotConfirmed, twoStepNotPending } from './identity-errors.ts';
import type { OpenMainAccount } from './main-account.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { PendingCookie } from './pending-cookie.ts';
import { requestLanguage } from './request-language.ts';
import { randomDigits } from './secrets.ts';
import type { ActiveSession } from './sessions-repository.ts';
import { currentTermsVersion } from './terms.ts';
import { verifyTotp } from './totp.ts';
import { createUsersRepository, toIdentityUser, type UsersRepository } from './users-repository.ts';

export interface IdentityCore extends IdentityApi {
  repository: UsersRepository;
  pendingCookie: PendingCookie;
  /** Like `requireUser`, but lets a player whose terms changed through (check, config, confirm-terms). */
  requireUserAllowingTerms(request: FastifyRequest): Promise<SessionView>;
  /** The site configuration of the request's language (English if that language has none). */
  configFor(request: FastifyRequest): Promise<SiteConfig | undefined>;
  pendingSocialSource(): PendingSocialSource | undefined;
  /** Ends the request's session and clears its cookies. */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface IdentityCoreDeps {
  app: FastifyInstance;
  sessions: SessionManager;
  pendingCookie: PendingCookie;
  openMainAccount: OpenMainAccount;
  now?: () => number;
}

/** Tries before giving up on a free generated login (a 9-digit space: collisions are rare). */
const loginAttempts = 8;

/** The identity module's core: users, sessions as views, sign-in completion, codes and messages. */
export function createIdentityCore({
  app,
  sessions,
  pendingCookie,
  openMainAccount,
  now = Date.now,
}: IdentityCoreDeps): IdentityCore {
  const repository = createUsersRepository(app.db);
  const codes = createOneTimeCodes(createCodesRepository(app.db), now);
  const messages = createOutboxSender(app.db);
  let pendingSocial: PendingSocialSource | undefined;

  async function configFor(request: FastifyRequest): Promise<SiteConfig | undefined> {
    const lang = requestLanguage(request);
    return (await app.siteConfig.getSiteConfig(lang)) ?? (await app.siteConfig.getSiteConfig('en'));
  }

  async function toView(request: FastifyRequest, session: ActiveSession): Promise<SessionView> {
    const config = await configFor(request);
    const confirmationOn = config?.isAvailableConfirmTerms ?? false;
    return {
      sessionId: session.id,
      userId: session.userId,
      login: session.login,
      banLevel: session.banLevel,
      banVersion: session.banVersion,
      termsChanged: confirmationOn && session.termsVersionConfirmed < currentTermsVersion,
      csrfToken: session.csrfToken,
      autoLogoffMinutes: config?.autoLogoff.enabled ? config.autoLogoff.minutes : null,
    };
  }

  const views = new WeakMap<FastifyRequest, Promise<SessionView | null>>();

  async function readSession(request: FastifyRequest): Promise<SessionView | null> {
    let view = views.get(request);
    if (view === undefined) {
      view = sessions.read(request).then((session) => (session === null ? null : toView(request, session)));
      views.set(request, view);
    }
    return view;
  }

  async function requireUserAllowingTerms(request: FastifyRequest): Promise<SessionView> {
    const view = await readSession(request);
    if (view === null) throw unauthorizedError();
    return view;
  }

  async function create(input: NewUserInput): Promise<IdentityUser> {
    const passwordHash = await hashPassword(input.password);
    const email = input.email?.trim().toLowerCase() ?? null;
    if (email !== null && (await repository.findByEmail(email)) !== undefined) {
      throw validationError({ email: 'auth_error_email_taken' });
    }
    if (
      input.phoneCode &&
      input.phoneNumber &&
      (await repository.findByPhone(input.phoneCode, input.phoneNumber))
    ) {
      throw validationError({ phone_number: 'auth_error_phone_taken' });
    }
    for (let attempt = 0; attempt < loginAttempts; attempt += 1) {
      const login = input.login ?? `${1 + (Number(randomDigits(1)) % 9)}${randomDigits(8)}`;
      const row = await repository.insert({
        login,
        email,
        phoneCode: input.phoneCode ?? null,
        phoneNumber: input.phoneNumber ?? null,
        passwordHash,
        countryId: input.countryId,
        currency: input.currency,
        registrationType: input.registrationType,
        activationType: input.activationType ?? 0,
        bonusChoice: input.bonusChoice ?? 0,
        referral: input.referral ?? {},
        name: input.name ?? null,
        surname: input.surname ?? null,
        birthday: input.birthday ?? null,
        emailConfirmedAt: input.emailConfirmed ? new Date(now()) : null,
        // Registering means accepting the terms in force.
        termsVersionConfirmed: currentTermsVersion,
      });
      if (row !== undefined) {
        await openMainAccount(row.id, row.currency);
        return toIdentityUser(row);
      }
      // A conflict: either the generated login was taken (try another) or a chosen one/email/phone
      // was taken meanwhile (a race with another registration).
      if (input.login !== undefined) throw validationError({ login: 'auth_error_login_taken' });
    }
    throw validationError({ email: 'auth_error_email_taken', phone_number: 'auth_error_phone_taken' });
  }

  const users: UsersPort = {
    findById: async (id) => mapped(await repository.findById(id)),
    findByLogin: async (login) => mapped(await repository.findByLogin(login)),
    findByEmail: async (email) => mapped(await repository.findByEmail(email)),
    findByPhone: async (code, number) => mapped(await repository.findByPhone(code, number)),
    create,
    async setPassword(userId, password) {
      await repository.update(userId, {
        passwordHash: await hashPassword(password),
        passwordChangedAt: new Date(now()),
        isChangedPassword: true,
      });
    },
    async verifyPassword(userId, password) {
      const row = userId === undefined ? undefined : await repository.findById(userId);
      return verifyPassword(row?.passwordHash, password);
    },
  };

  async function completeSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    options: { save: boolean },
  ): Promise<SignInResult> {
    const user = await repository.findById(userId);
    if (user === undefined) throw unauthorizedError();
    if (user.enableTwoFactorAuth && user.totpSecret !== null) {
      pendingCookie.set(reply, { kind: 'two_step', userId, save: options.save });
      return { status: 'two_step_required' };
    }
    await sessions.open(request, reply, userId, options.save);
    views.delete(request);
    return { status: 'signed_in', user_id: userId };
  }

  async function completeTwoStep(
    request: FastifyRequest,
    reply: FastifyReply,
    code: string,
    options: { save?: boolean; userId?: number } = {},
  ): Promise<SignedIn> {
    const pending = pendingCookie.read(request, 'two_step');
    if (pending === undefined || (options.userId !== undefined && pending.userId !== options.userId))
      throw twoStepNotPending();
    const subject = { scope: 'sign-in' as const, account: `user:${pending.userId}` };
    await app.authThrottle.guard(request, subject);
    const user = await repository.findById(pending.userId);
    if (user === undefined || user.totpSecret === null || !user.enableTwoFactorAuth)
      throw twoStepNotPending();
    const step = await verifyTotp(user.totpSecret, code, user.totpLastStep, now());
    // Claiming the step in the database makes a code work once even across instances.
    if (step === undefined || !(await repository.claimTotpStep(user.id, step))) {
      await app.authThrottle.recordFailure(request, subject);
      throw invalidCode();
    }
    await app.authThrottle.recordSuccess(request, subject);
    pendingCookie.clear(reply);
    await sessions.open(request, reply, user.id, options.save === true || pending.save);
    views.delete(request);
    return { status: 'signed_in', user_id: user.id };
  }

  return {
    repository,
    pendingCookie,
    users,
    codes,
    messages,
    readSession,
    requireUserAllowingTerms,
    async requireUser(request) {
      const view = await requireUserAllowingTerms(request);
      if (view.termsChanged) throw termsNotConfirmed();
      return view;
    },
    completeSignIn,
    completeTwoStep,
    revokeAllSessions: (userId) => sessions.revokeAllOfUser(userId),
    usePendingSocialSource(source) {
      pendingSocial = source;
    },
    pendingSocialSource: () => pendingSocial,
    async signOut(request, reply) {
      await sessions.close(request, reply);
      views.set(request, Promise.resolve(null));
    },
    configFor,
  };
}

function mapped(row: Parameters<typeof toIdentityUser>[0] | undefined): IdentityUser | undefined {
  return row === undefined ? undefined : toIdentityUser(row);
}
