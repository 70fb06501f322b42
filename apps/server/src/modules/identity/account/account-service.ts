import { unauthorizedError } from '../../../http/http-error.ts';
import type { SignedInUser } from '../../../plugins/app/endpoint-guards.ts';
import { hmacBase64Url, randomToken } from '../../../security/crypto.ts';
import { currentTermsVersion } from '../terms.ts';
import type { UsersRepository } from '../users-repository.ts';
import type { AccessTokens } from './access-tokens.ts';
import { buildUserConfig } from './user-config.ts';

export interface AccountServiceDeps {
  repository: UsersRepository;
  accessTokens: AccessTokens;
  /** Key of the opaque per-user id (`ggru`). */
  ggruKey: Buffer;
  countryCodeOf(countryId: number): string | null;
  /** Ids of the configured social providers (the social module's). */
  socialProviderIds(): string[];
  now?: () => number;
}

/** The signed-in player's account calls: user tokens, secure data, configuration, terms, rights. */
export function createAccountService(deps: AccountServiceDeps) {
  const { repository, accessTokens, now = Date.now } = deps;

  const newToken = async (user: SignedInUser) => ({
    data: { token: await accessTokens.issue({ userId: user.userId, sessionId: user.sessionId }) },
  });

  return {
    getToken: newToken,

    /** A fresh token for a still valid one of the same session and player; 401 otherwise. */
    async updateToken(user: SignedInUser, token: string) {
      const claims = await accessTokens.read(token);
      if (claims === undefined || claims.sessionId !== user.sessionId || claims.userId !== user.userId)
        throw unauthorizedError();
      return newToken(user);
    },

    /** The opaque per-user id, and a grant for secure frames (the route puts it in an HttpOnly cookie too). */
    secureData(user: SignedInUser) {
      return { ggru: hmacBase64Url(deps.ggruKey, String(user.userId)).slice(0, 32), grant: randomToken() };
    },

    async config(user: SignedInUser) {
      const row = await repository.findById(user.userId);
      if (row === undefined) throw unauthorizedError();
      return { result: buildUserConfig(row, deps.countryCodeOf(row.countryId), now()) };
    },

    async confirmTerms(user: SignedInUser) {
      await repository.update(user.userId, { termsVersionConfirmed: currentTermsVersion });
      return { success: true as const, version: currentTermsVersion };
    },

    /** Whether someone is signed in (`userId`, else null) and the sign-in methods on offer. */
    async rights(userId: number | null) {
      const row = userId === null ? undefined : await repository.findById(userId);
      return {
        authenticated: userId !== null,
        methods: {
          password: true,
          phone: true,
          sms: true,
          two_step: row?.enableTwoFactorAuth ?? false,
          social: deps.socialProviderIds(),
        },
      };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
