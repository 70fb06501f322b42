import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { createCaptchaRepository } from './captcha-repository.ts';
import { type CaptchaService, createCaptchaService } from './captcha-service.ts';
import { createCaptchaExpiryJob } from './expiry-job.ts';
import { registerCaptchaRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Challenges and their one-use tokens; auth-throttle spends the tokens of repeated requests. */
    captcha: CaptchaService;
  }
}

/** Captcha: proof-of-work and image challenges under /web-api/captcha (docs/identity-api.md). */
async function captchaModule(app: FastifyInstance, { env }: { env: Env }): Promise<void> {
  const repository = createCaptchaRepository(app.db);
  const service = createCaptchaService({ repository, cookieSecret: env.COOKIE_SECRET });
  app.decorate('captcha', service);
  app.scheduledJobs.add(createCaptchaExpiryJob(repository));
  registerCaptchaRoutes(app, service);
}

export default fp(captchaModule, { name: 'captcha', dependencies: ['database', 'scheduled-jobs'] });
