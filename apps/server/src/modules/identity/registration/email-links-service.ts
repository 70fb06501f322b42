import { unauthorizedError, validationError } from '../../../http/http-error.ts';
import type { CodesRepository } from '../codes-repository.ts';
import type { MessageSender, OneTimeCodesPort } from '../identity-api.ts';
import { invalidToken, tokenExpired } from '../identity-errors.ts';
import { renderMessage } from '../message-texts.ts';
import type { LinkPurpose, LinkTokens } from '../signed-tokens.ts';
import type { UsersRepository } from '../users-repository.ts';

/** Emailed links stay valid this long. */
export const linkLifetimeSeconds = 3 * 24 * 60 * 60;

export interface EmailLinksServiceDeps {
  repository: UsersRepository;
  linkTokens: LinkTokens;
  codesRepository: CodesRepository;
  codes: OneTimeCodesPort;
  messages: MessageSender;
  /** Where visitors reach the site: mailed links are absolute. */
  publicOrigin(): string;
  now?: () => number;
}

/**
 * What registration mails and what its links do: the fast-registered player's credentials, email
 * activation (by link, or by the mailed code when signed in), account verification, newsletter stop.
 */
export function createEmailLinksService(deps: EmailLinksServiceDeps) {
  const { repository, linkTokens, codesRepository, codes, now = Date.now } = deps;

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
    /**
     * Mails a fast_reg player their login and generated password: `password` is the one the
     * registration kept (an encrypted cookie for an hour), undefined once that is gone.
     */
    async sendCredentials(input: {
      userId: number;
      email: string;
      password: string | undefined;
      language: string;
    }) {
      const user = await repository.findById(input.userId);
      const { password } = input;
      if (user === undefined || user.registrationType !== 'fast_reg' || password === undefined) {
        throw validationError({ email: 'auth_error_credentials_unavailable' });
      }
      const email = input.email.toLowerCase();
      const lang = input.language;
      const token = linkTokens.issue('activatefast', user.id, linkLifetimeSeconds, email);
      const link = `${deps.publicOrigin()}/${lang}/user/activatefast?token=${encodeURIComponent(token)}`;
      const text = renderMessage('credentials', lang, { login: user.login, password, link });
      await deps.messages.send({ channel: 'email', to: email, ...text });
      return { success: true as const };
    },

    /**
     * `token` is the emailed link's token, or the emailed code typed by the signed-in player
     * (`signedInUserId`, null when signed out: a code then answers 401).
     */
    async activate(token: string, signedInUserId: number | null) {
      if (/^\d{4,8}$/.test(token)) {
        if (signedInUserId === null) throw unauthorizedError();
        const user = await repository.findById(signedInUserId);
        if (user?.email == null) throw invalidToken();
        const outcome = await codes.consume({
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
export type EmailLinksService = ReturnType<typeof createEmailLinksService>;
