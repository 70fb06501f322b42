import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorizedError, validationError } from '../../http/http-error.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { CodesRepository } from './codes-repository.ts';
import type { FastCredentialsCookie } from './fast-credentials-cookie.ts';
import type { IdentityCore } from './identity-core.ts';
import { invalidToken, tokenExpired } from './identity-errors.ts';
import { renderMessage } from './message-texts.ts';
import { requestLanguage } from './request-language.ts';
import { hmacBase64Url, randomToken } from './secrets.ts';
import type { LinkPurpose, LinkTokens } from './signed-tokens.ts';
import { currentTermsVersion } from './terms.ts';
import { buildUserConfig } from './user-config.ts';

export const secureGrantCookieName = 'parlay_secure_grant';
const secureGrantSeconds = 1800;
/** Emailed links stay valid this long. */
export const linkLifetimeSeconds = 3 * 24 * 60 * 60;

export interface AccountServiceDeps {
  core: IdentityCore;
  accessTokens: AccessTokens;
  linkTokens: LinkTokens;
  codesRepository: CodesRepository;
  fastCredentials: FastCredentialsCookie;
  /** Key of the opaque per-user id (`ggru`). */
  ggruKey: Buffer;
  countryCodeOf(countryId: number): string | null;
  /** Where visitors reach the site: mailed links are absolute. */
  publicOrigin(): string;
  now?: () => number;
}

/** Signed-in account calls: session check, tokens, config, terms, logout, emailed links. */
export function createAccountService(deps: AccountServiceDeps) {
  const { core, accessTokens, linkTokens, codesRepository, now = Date.now } = deps;
  const { repository } = core;

  /** A genuine, unexpired, unused link token of `purpose`, now used up. */
  async function claimLink(token: string, purpose: LinkPurpose) {
    const claims = linkTokens.read(token, purpose);
    if (claims === 'expired') throw tokenExpired();
    if (claims === 'invalid') throw invalidToken();
    if (!(await codesRepository.claimToken(claims.tokenId, new Date(claims.expiresAt * 1000))))
      throw invalidToken();
    const user = await repository.findById(claims.userId);
    if (user === undefined) throw invalidToken();
    return { claims, user };
  }

  return {
    async check(request: FastifyRequest) {
      const view = await core.readSession(request);
      return {
        user_id: view?.userId ?? null,
        login: view?.login ?? null,
        ban_level: view?.banLevel ?? 0,
        ban_version: view?.banVersion ?? 0,
        terms_changed: view?.termsChanged ?? false,
        csrf_token: view?.csrfToken ?? null,
        auto_logoff_minutes: view?.autoLogoffMinutes ?? null,
      };
    },

    async getToken(request: FastifyRequest) {
      const view = await core.requireUser(request);
      return {
        data: { token: await accessTokens.issue({ userId: view.userId, sessionId: view.sessionId }) },
      };
    },

    async updateToken(request: FastifyRequest, token: string) {
      const view = await core.requireUser(request);
      const claims = await accessTokens.read(token);
      if (claims === undefined || claims.sessionId !== view.sessionId || claims.userId !== view.userId) {
        throw unauthorizedError();
      }
      return {
        data: { token: await accessTokens.issue({ userId: view.userId, sessionId: view.sessionId }) },
      };
    },

    async secureData(request: FastifyRequest, reply: FastifyReply) {
      const view = await core.requireUser(request);
      const grant = randomToken();
      reply.setCookie(secureGrantCookieName, grant, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: secureGrantSeconds,
      });
      return { ggru: hmacBase64Url(deps.ggruKey, String(view.userId)).slice(0, 32), grant };
    },

    async config(request: FastifyRequest) {
      const view = await core.requireUserAllowingTerms(request);
      const user = await repository.findById(view.userId);
      if (user === undefined) throw unauthorizedError();
      return { result: buildUserConfig(user, deps.countryCodeOf(user.countryId), now()) };
    },

    async confirmTerms(request: FastifyRequest) {
      const view = await core.requireUserAllowingTerms(request);
      await repository.update(view.userId, { termsVersionConfirmed: currentTermsVersion });
      return { success: true as const, version: currentTermsVersion };
    },

    async disconnect(request: FastifyRequest, reply: FastifyReply) {
      await core.signOut(request, reply);
      return { success: true as const, message: 'ok' };
    },

    async rights(request: FastifyRequest) {
      const view = await core.readSession(request);
      const user = view === null ? undefined : await repository.findById(view.userId);
      return {
        authenticated: view !== null,
        methods: {
          password: true,
          phone: true,
          sms: true,
          two_step: user?.enableTwoFactorAuth ?? false,
          social: core.pendingSocialSource()?.providerIds?.() ?? [],
        },
      };
    },

    /** Mails a fast_reg player their login and generated password (held in a short-lived encrypted cookie). */
    async sendCredentials(request: FastifyRequest, email: string) {
      const view = await core.requireUser(request);
      const user = await repository.findById(view.userId);
      const password = deps.fastCredentials.read(request, view.userId);
      if (user === undefined || user.registrationType !== 'fast_reg' || password === undefined) {
        throw validationError({ email: 'auth_error_credentials_unavailable' });
      }
      const lang = requestLanguage(request);
      const token = linkTokens.issue('activatefast', user.id, linkLifetimeSeconds, email.toLowerCase());
      const link = `${deps.publicOrigin()}/${lang}/user/activatefast?token=${encodeURIComponent(token)}`;
      const text = renderMessage('credentials', lang, { login: user.login, password, link });
      await core.messages.send({ channel: 'email', to: email.toLowerCase(), ...text });
      return { success: true as const };
    },

    /** `token` is the emailed link's token, or the emailed code typed by the signed-in player. */
    async activate(request: FastifyRequest, token: string) {
      if (/^\d{4,8}$/.test(token)) {
        const view = await core.requireUserAllowingTerms(request);
        const user = await repository.findById(view.userId);
        if (user?.email == null) throw invalidToken();
        const outcome = await core.codes.consume({
          purpose: 'email_activation',
          subject: user.email,
          code: token,
        });
        if (outcome !== 'ok') throw invalidToken();
        await repository.update(user.id, { emailConfirmedAt: new Date(now()) });
        return { success: true as const };
      }
      const { user } = await claimLink(token, 'activate');
      await repository.update(user.id, { emailConfirmedAt: user.emailConfirmedAt ?? new Date(now()) });
      return { success: true as const };
    },

    async activateFast(token: string) {
      const { claims, user } = await claimLink(token, 'activatefast');
      if (claims.email === undefined) throw invalidToken();
      const taken = await repository.findByEmail(claims.email);
      if (taken !== undefined && taken.id !== user.id)
        throw validationError({ email: 'auth_error_email_taken' });
      await repository.update(user.id, {
        email: claims.email,
        emailConfirmedAt: new Date(now()),
        activationType: 1,
      });
      return { success: true as const };
    },

    async accountVerify(token: string) {
      const { user } = await claimLink(token, 'accountverify');
      await repository.update(user.id, { emailConfirmedAt: user.emailConfirmedAt ?? new Date(now()) });
      return { success: true as const };
    },

    async stopNewsletter(token: string) {
      const { user } = await claimLink(token, 'stopnewsletter');
      await repository.update(user.id, { newsletter: false });
      return { success: true as const };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
