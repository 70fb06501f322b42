import type { SocialBindBody } from '@parlay/contract';
import type { AuthThrottle } from '../../auth-throttle/index.ts';
import type { Caller } from '../caller.ts';
import { decodeCredential } from '../credentials.ts';
import type { UsersPort } from '../identity-api.ts';
import { invalidCredentials, twoStepNotPending } from '../identity-errors.ts';
import type {
  SignedInOutcome,
  SignInCompletion,
  SignInOutcome,
  TwoStepPending,
} from '../sign-in/sign-in-completion.ts';
import { signInAccount } from '../sign-in/throttled-account.ts';
import type { PendingBind, PendingIdentity } from './social-cookies.ts';
import { socialIdentityMissingError } from './social-errors.ts';
import type { SocialIdentitiesRepository } from './social-identities-repository.ts';

export interface SocialBindService {
  /**
   * Links the browser's pending social identity to the account of `login`/`pass` and signs in. For
   * an account with two-step sign-in the link waits for the code (`bindTwoStep`): the outcome is
   * then two-step and `waiting` is what the bind cookie keeps meanwhile.
   */
  bind(
    body: SocialBindBody,
    pending: PendingIdentity | undefined,
    caller: Caller,
  ): Promise<{ outcome: SignInOutcome; waiting?: PendingBind }>;
  /** The two-step code of the account being bound (`waiting`): links the identity and signs in. */
  bindTwoStep(
    input: { code: string; waiting: PendingBind | undefined; pendingTwoStep: TwoStepPending | undefined },
    caller: Caller,
  ): Promise<SignedInOutcome>;
}

export interface SocialBindServiceDeps {
  repository: SocialIdentitiesRepository;
  users: Pick<UsersPort, 'findByLogin' | 'verifyPassword'>;
  completion: SignInCompletion;
  authThrottle: AuthThrottle;
}

export function createSocialBindService(deps: SocialBindServiceDeps): SocialBindService {
  const { repository, users, completion, authThrottle } = deps;

  const link = (identity: PendingIdentity, userId: number) =>
    repository.link({
      provider: identity.provider,
      subject: identity.subject,
      userId,
      email: identity.email,
    });

  return {
    async bind(body, pending, caller) {
      if (pending === undefined) throw socialIdentityMissingError();
      const login = decodeCredential(body.login, 'login');
      const password = decodeCredential(body.pass, 'pass');
      const user = await users.findByLogin(login);
      const subject = { scope: 'sign-in' as const, account: signInAccount(user, login) };
      await authThrottle.guard(caller, subject);
      // verifyPassword does the same work with no user, so timing does not tell logins apart.
      if (!(await users.verifyPassword(user?.id, password)) || user === undefined) {
        await authThrottle.recordFailure(caller, subject);
        throw invalidCredentials();
      }
      await authThrottle.recordSuccess(caller, subject);

      const outcome = await completion.complete(user.id, false);
      if (outcome.status === 'two_step_required')
        return { outcome, waiting: { userId: user.id, identity: pending } };
      await link(pending, user.id);
      return { outcome };
    },

    async bindTwoStep({ code, waiting, pendingTwoStep }, caller) {
      if (waiting === undefined) throw twoStepNotPending();
      // Only the pending sign-in of the account being bound: another one started since is refused.
      const outcome = await completion.completeTwoStep(
        { pending: pendingTwoStep, code, onlyUserId: waiting.userId },
        caller,
      );
      await link(waiting.identity, waiting.userId);
      return outcome;
    },
  };
}
