import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PendingSocialIdentity, PendingSocialSource } from '../identity-api.ts';
import type { SocialCookies } from './social-cookies.ts';
import { socialIdentityMissingError } from './social-errors.ts';
import type { SocialIdentitiesRepository } from './social-identities-repository.ts';

/**
 * The pending social identity as the core's soc_reg registration sees it: read from the signed
 * `parlay_social_pending` cookie, linked to the new player once registered.
 */
export function createPendingSocialSource(deps: {
  cookies: SocialCookies;
  repository: SocialIdentitiesRepository;
}): PendingSocialSource {
  const { cookies, repository } = deps;
  return {
    async read(request: FastifyRequest): Promise<PendingSocialIdentity | null> {
      const pending = cookies.pending.read(request);
      if (pending === undefined) return null;
      return {
        provider: pending.provider,
        email: pending.email,
        name: pending.givenName ?? pending.name,
        surname: pending.familyName,
        emailVerified: pending.emailVerified,
      };
    },

    async link(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
      const pending = cookies.pending.read(request);
      if (pending === undefined) throw socialIdentityMissingError();
      await repository.link({
        provider: pending.provider,
        subject: pending.subject,
        userId,
        email: pending.email,
      });
      cookies.pending.clear(reply);
    },
  };
}
