import type { SocialProviderId } from '@parlay/contract';
import type { PendingSocialIdentity, PendingSocialSource } from '../identity-api.ts';
import type { SocialCookies } from './social-cookies.ts';
import type { SocialIdentitiesRepository } from './social-identities-repository.ts';

/**
 * The pending social identity as registration's soc_reg sees it: read from the signed
 * `parlay_social_pending` cookie, linked to the new player once registered.
 */
export function createPendingSocialSource(deps: {
  cookies: SocialCookies;
  repository: SocialIdentitiesRepository;
  providerIds(): string[];
}): PendingSocialSource {
  const { cookies, repository } = deps;
  return {
    read(request): PendingSocialIdentity | null {
      const pending = cookies.pending.read(request);
      if (pending === undefined) return null;
      return {
        provider: pending.provider,
        subject: pending.subject,
        email: pending.email,
        name: pending.givenName ?? pending.name,
        surname: pending.familyName,
        emailVerified: pending.emailVerified,
      };
    },

    clear: (reply) => cookies.pending.clear(reply),

    async link(identity, userId) {
      // The identity came from our own signed cookie, whose provider is one of ours.
      const provider = identity.provider as SocialProviderId;
      await repository.link({ provider, subject: identity.subject, userId, email: identity.email });
    },

    providerIds: deps.providerIds,
  };
}
