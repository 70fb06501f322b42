import { captchaTokenHeader } from '@parlay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAuthThrottleRepository } from './auth-throttle-repository.ts';
import { type AuthThrottle, createAuthThrottle, type ThrottleClient } from './auth-throttle-service.ts';
import { createAuthThrottleExpiryJob } from './expiry-job.ts';

export type {
  AuthThrottle,
  CaptchaTokens,
  ThrottleClient,
  ThrottledAccount,
  ThrottleScope,
  ThrottleSubject,
} from './auth-throttle-service.ts';

/** The request as the throttle counts it: the client address and its `X-Captcha` token. */
export function throttleClientOf(request: FastifyRequest): ThrottleClient {
  const header = request.headers[captchaTokenHeader];
  return { ip: request.ip, captchaToken: typeof header === 'string' && header !== '' ? header : undefined };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Failure counters, captcha escalation and lockout of sign-in and code-sending calls
     * (README.md). A service calls `guard` first, then `recordFailure` or `recordSuccess`, for
     * the client its route read with `throttleClientOf(request)`.
     */
    authThrottle: AuthThrottle;
  }
}

async function authThrottleModule(app: FastifyInstance): Promise<void> {
  const repository = createAuthThrottleRepository(app.db);
  app.decorate('authThrottle', createAuthThrottle({ repository, captcha: app.captcha }));
  app.scheduledJobs.add(createAuthThrottleExpiryJob(repository));
}

export default fp(authThrottleModule, {
  name: 'auth-throttle',
  dependencies: ['database', 'captcha', 'scheduled-jobs'],
});
