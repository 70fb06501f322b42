import type { SocialBindBody } from '@parlay/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthThrottle } from '../../auth-throttle/index.ts';
import { decodeCredential } from '../credentials.ts';
import type { IdentityApi, SignInResult } from '../identity-api.ts';
import { invalidCredentials, twoStepNotPending } from '../identity-errors.ts';
import type { SocialCookies } from './social-cookies.ts';
import { socialIdentityMissingError } from './social-errors.ts';
import type { SocialIdentitiesRepository } from './social-identities-repository.ts';

export interface SocialBindService {
  /**
   * Links the pending social identity to the account of `login`/`pass` and signs in. For an
   * account with two-step sign-in the link waits for the code (`bindTwoStep`).
   */
  bind(request: FastifyRequest, reply: FastifyReply, body: SocialBindBody): Promise<SignInResult>;
  bindTwoStep(request: FastifyRequest, reply: FastifyReply, code: string): Promise<SignInResult>;
}

export interface SocialBindServiceDeps {
  repository: SocialIdentitiesRepository;
  identity: Pick<IdentityApi, 'users' | 'completeSignIn' | 'completeTwoStep'>;
  authThrottle: AuthThrottle;
  cookies: SocialCookies;
}

export function createSocialBindService(deps: SocialBindServiceDeps): SocialBindService {
  const { repository, identity, authThrottle, cookies } = deps;

  return {
    async bind(request, reply, body) {
      const pending = cookies.pending.read(request);
      if (pending === undefined) throw socialIdentityMissingError();
      const login = decodeCredential(body.login, 'login');
      const password = decodeCredential(body.pass, 'pass');
      const subject = { scope: 'sign-in' as const, account: login };
      await authThrottle.guard(request, subject);
      const user = await identity.users.findByLogin(login);
      // verifyPassword does the same work with no user, so timing does not tell logins apart.
      if (!(await identity.users.verifyPassword(user?.id, password)) || user === undefined) {
        await authThrottle.recordFailure(request, subject);
        throw invalidCredentials();
      }
      await authThrottle.recordSuccess(request, subject);

      const result = await identity.completeSignIn(request, reply, user.id, { save: false });
      if (result.status === 'two_step_required') {
        cookies.bind.write(reply, { userId: user.id, identity: pending });
        return result;
      }
      await repository.link({
        provider: pending.provider,
        subject: pending.subject,
        userId: user.id,
        email: pending.email,
      });
      cookies.pending.clear(reply);
      return result;
    },

    async bindTwoStep(request, reply, code) {
      const bind = cookies.bind.read(request);
      if (bind === undefined) throw twoStepNotPending();
      // Only the pending sign-in of the account being bound: another one started since is refused.
      await identity.completeTwoStep(request, reply, code, { userId: bind.userId });
      const { identity: pending } = bind;
      await repository.link({
        provider: pending.provider,
        subject: pending.subject,
        userId: bind.userId,
        email: pending.email,
      });
      cookies.pending.clear(reply);
      cookies.bind.clear(reply);
      return { status: 'signed_in', user_id: bind.userId };
    },
  };
}
