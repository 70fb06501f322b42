import { unauthorizedError } from '../../../http/http-error.ts';
import type { AuthThrottle, ThrottleClient } from '../../auth-throttle/index.ts';
import { invalidCode, twoStepNotPending } from '../identity-errors.ts';
import { verifyTotp } from '../totp.ts';
import type { UsersRepository } from '../users-repository.ts';

/** A sign-in waiting for its two-step code (held in the signed pending cookie). */
export interface TwoStepPending {
  userId: number;
  /** The first step asked for a remembered (30-day) session. */
  save: boolean;
}

/** A session is to be opened for the player. */
export interface SignedInOutcome {
  status: 'signed_in';
  userId: number;
  save: boolean;
}

/** Where a sign-in whose credentials were right goes: a session, or the two-step code first. */
export type SignInOutcome = SignedInOutcome | ({ status: 'two_step_required' } & TwoStepPending);

/**
 * Refuses a sign-in whose credentials were right by throwing the answer (a self-excluded player's
 * 403 with the end date); another module sets it (`app.identity.setSignInGate`).
 */
export type SignInGate = (userId: number, at: number) => Promise<void>;

export interface SignInCompletionDeps {
  repository: UsersRepository;
  authThrottle: AuthThrottle;
  /** The gate in force now (none until a module sets one). */
  gate?: () => SignInGate | undefined;
  now?: () => number;
}

/**
 * The end of every sign-in method (password, SMS code, social identity, link): the player's two-step
 * sign-in if they have it on, and its second step. The routes apply the outcome (session or
 * pending cookie); nothing here knows HTTP.
 */
export function createSignInCompletion({
  repository,
  authThrottle,
  gate,
  now = Date.now,
}: SignInCompletionDeps) {
  /** Every method passes here, the second step too: one place to refuse a player who may not sign in now. */
  const passGate = async (userId: number) => gate?.()?.(userId, now());

  return {
    /** After the credentials were checked. */
    async complete(userId: number, save: boolean): Promise<SignInOutcome> {
      const user = await repository.findById(userId);
      if (user === undefined) throw unauthorizedError();
      await passGate(userId);
      if (user.enableTwoFactorAuth && user.totpSecret !== null)
        return { status: 'two_step_required', userId, save };
      return { status: 'signed_in', userId, save };
    },

    /**
     * The second step of the pending two-step sign-in: the TOTP code (each time step once, through
     * auth-throttle). `save` keeps the session 30 days even if the first step did not ask for it;
     * `onlyUserId` refuses a pending sign-in of any other account. Throws 400 TWO_STEP_NOT_PENDING
     * (none waiting, another account's, or two-step since turned off) or 400 INVALID_CODE; the
     * throttle's captcha and lockout answers come first.
     */
    async completeTwoStep(
      input: { pending: TwoStepPending | undefined; code: string; save?: boolean; onlyUserId?: number },
      client: ThrottleClient,
    ): Promise<SignedInOutcome> {
      const { pending } = input;
      if (pending === undefined || (input.onlyUserId !== undefined && pending.userId !== input.onlyUserId))
        throw twoStepNotPending();
      const subject = { scope: 'sign-in' as const, account: { userId: pending.userId } };
      await authThrottle.guard(client, subject);
      const user = await repository.findById(pending.userId);
      if (user === undefined || user.totpSecret === null || !user.enableTwoFactorAuth)
        throw twoStepNotPending();
      const step = await verifyTotp(user.totpSecret, input.code, user.totpLastStep, now());
      // Claiming the step in the database makes a code work once even across instances.
      if (step === undefined || !(await repository.claimTotpStep(user.id, step))) {
        await authThrottle.recordFailure(client, subject);
        throw invalidCode();
      }
      await authThrottle.recordSuccess(client, subject);
      await passGate(user.id);
      return { status: 'signed_in', userId: user.id, save: input.save === true || pending.save };
    },
  };
}
export type SignInCompletion = ReturnType<typeof createSignInCompletion>;
