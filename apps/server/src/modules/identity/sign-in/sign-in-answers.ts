import type { SignInResult } from '@parlay/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestSessions } from '../session/request-sessions.ts';
import type { PendingCookie } from './pending-cookie.ts';
import type { SignInOutcome, TwoStepPending } from './sign-in-completion.ts';

/**
 * A sign-in outcome applied to the reply, for every route that signs in (identity's own, social,
 * token link): the session and its cookies, or the pending two-step cookie.
 */
export function createSignInAnswers(deps: { sessions: RequestSessions; pendingCookie: PendingCookie }) {
  const { sessions, pendingCookie } = deps;
  return {
    async answer(
      request: FastifyRequest,
      reply: FastifyReply,
      outcome: SignInOutcome,
    ): Promise<SignInResult> {
      if (outcome.status === 'two_step_required') {
        pendingCookie.set(reply, { kind: 'two_step', userId: outcome.userId, save: outcome.save });
        return { status: 'two_step_required' };
      }
      await sessions.open(request, reply, outcome.userId, outcome.save);
      return { status: 'signed_in', user_id: outcome.userId };
    },

    /** The two-step sign-in waiting in this browser, if any. */
    pendingTwoStep(request: FastifyRequest): TwoStepPending | undefined {
      return pendingCookie.read(request, 'two_step');
    },

    /** Forgets the pending step (its second part is done). */
    clearPending(reply: FastifyReply): void {
      pendingCookie.clear(reply);
    },
  };
}
export type SignInAnswers = ReturnType<typeof createSignInAnswers>;
