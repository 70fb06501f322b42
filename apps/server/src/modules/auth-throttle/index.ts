import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAuthThrottleRepository } from './auth-throttle-repository.ts';
import { type AuthThrottle, createAuthThrottle } from './auth-throttle-service.ts';
import { createAuthThrottleExpiryJob } from './expiry-job.ts';

export type { AuthThrottle, CaptchaTokens, ThrottleScope, ThrottleSubject } from './auth-throttle-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Failure counters, captcha escalation and lockout of sign-in and code-sending calls
     * (README.md). A handler calls `guard` first, then `recordFailure` or `recordSuccess`.
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
