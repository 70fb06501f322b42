import type { AuthThrottle } from '../../auth-throttle/index.ts';
import type { Caller } from '../caller.ts';
import type { SignInCompletion, SignInOutcome } from '../sign-in/sign-in-completion.ts';
import type { LoginLinkService } from './login-link-service.ts';

/**
 * Sign-in with a signed one-time link (`POST /web-api/auth/token`): a link that does not hold
 * counts as a failed sign-in of the address (the captcha escalation of guessing).
 */
export function createLinkSignInService(deps: {
  links: Pick<LoginLinkService, 'redeem'>;
  completion: Pick<SignInCompletion, 'complete'>;
  authThrottle: AuthThrottle;
}) {
  const { links, completion, authThrottle } = deps;
  return {
    async signIn(
      link: { method_id: number; token: string; sign: string },
      caller: Caller,
    ): Promise<SignInOutcome> {
      const subject = { scope: 'sign-in' } as const;
      await authThrottle.guard(caller, subject);
      let userId: number;
      try {
        userId = await links.redeem({ methodId: link.method_id, token: link.token, sign: link.sign });
      } catch (error) {
        await authThrottle.recordFailure(caller, subject);
        throw error;
      }
      return completion.complete(userId, false);
    },
  };
}
export type LinkSignInService = ReturnType<typeof createLinkSignInService>;
