import { randomToken } from '../../../security/crypto.ts';
import { invalidToken, tokenExpired } from '../identity-errors.ts';
import {
  hashLoginLinkToken,
  isLoginLinkSignatureValid,
  type SignedLinkFields,
  signLoginLink,
} from './login-link-signature.ts';
import type { LoginLinksRepository } from './login-links-repository.ts';

/** What a sign-in link is for: its `method_id` (covered by the signature). */
export const loginLinkMethods = {
  /** "Sign in" links in emails (activation, password recovery follow-ups…). */
  emailSignIn: 1,
  /** A transferred player's first sign-in on this site. */
  userTransfer: 2,
} as const;
export type LoginLinkMethod = (typeof loginLinkMethods)[keyof typeof loginLinkMethods];

/** The longest a link may live; a sign-in link is a bearer credential, so it should be short. */
export const maxLoginLinkTtlSeconds = 7 * 24 * 3600;

/** The fields of a link, as `POST /web-api/auth/token` takes them back. */
export interface LoginLink {
  method_id: number;
  token: string;
  sign: string;
  expiresAt: Date;
}

export interface LoginLinkService {
  /** A new single-use link that signs `userId` in until `ttlSeconds` from now. */
  createLoginLink(userId: number, methodId: LoginLinkMethod, ttlSeconds: number): Promise<LoginLink>;
  /**
   * The user a link signs in, using the link up. A link that is unknown, tampered with (any of
   * method, token or sign changed), expired or already used is a 400 and changes nothing.
   */
  redeem(link: { methodId: number; token: string; sign: string }): Promise<number>;
}

export interface LoginLinkServiceDeps {
  repository: LoginLinksRepository;
  key: Buffer;
  now?: () => number;
}

export function createLoginLinkService(deps: LoginLinkServiceDeps): LoginLinkService {
  const { repository, key, now = Date.now } = deps;

  return {
    async createLoginLink(userId, methodId, ttlSeconds) {
      if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > maxLoginLinkTtlSeconds)
        throw new RangeError(`a login link lives 1 s to ${maxLoginLinkTtlSeconds} s, not ${ttlSeconds}`);
      const token = randomToken();
      const expiresAtSeconds = Math.floor(now() / 1000) + ttlSeconds;
      const fields: SignedLinkFields = { methodId, token, expiresAtSeconds };
      const expiresAt = new Date(expiresAtSeconds * 1000);
      await repository.insert({ tokenHash: hashLoginLinkToken(token), userId, methodId, expiresAt });
      return { method_id: methodId, token, sign: signLoginLink(key, fields), expiresAt };
    },

    async redeem({ methodId, token, sign }) {
      const row = await repository.findByTokenHash(hashLoginLinkToken(token));
      if (row === undefined || row.methodId !== methodId) throw invalidToken();
      const fields = { methodId, token, expiresAtSeconds: Math.floor(row.expiresAt.getTime() / 1000) };
      if (!isLoginLinkSignatureValid(key, fields, sign)) throw invalidToken();
      if (row.usedAt !== null) throw invalidToken();
      const at = new Date(now());
      if (row.expiresAt <= at) throw tokenExpired();
      if (!(await repository.markUsed(row.id, at))) throw invalidToken();
      return row.userId;
    },
  };
}
