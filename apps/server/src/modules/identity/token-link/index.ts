import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../../env.ts';
import { createLoginLinksExpiryJob } from './expiry-job.ts';
import { createLoginLinkService, type LoginLinkService } from './login-link-service.ts';
import { loginLinkKey } from './login-link-signature.ts';
import { createLoginLinksRepository } from './login-links-repository.ts';
import { tokenLinkRoutes } from './routes.ts';
import { createSendLinkService } from './send-link-service.ts';

export { type LoginLink, type LoginLinkMethod, loginLinkMethods } from './login-link-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Signed one-time sign-in links: `createLoginLink(userId, methodId, ttlSeconds)` gives the
     * `method_id`, `token` and `sign` a link carries to `POST /web-api/auth/token`.
     */
    loginLinks: LoginLinkService;
  }
}

/**
 * Token-link sign-in: the login_links table, the link service, `POST /web-api/auth/token`, and
 * `POST /web-api/auth/send-link` (a sign-in link by email).
 */
async function tokenLinkModule(app: FastifyInstance, { env }: { env: Env }): Promise<void> {
  const repository = createLoginLinksRepository(app.db);
  // Deletes expired links every round of the scheduled jobs (plugins/app/scheduled-jobs.ts).
  app.scheduledJobs.add(createLoginLinksExpiryJob(repository));
  const service = createLoginLinkService({
    repository,
    key: loginLinkKey(env.COOKIE_SECRET),
  });
  app.decorate('loginLinks', service);
  const sendLink = createSendLinkService({
    links: service,
    identity: app.identity,
    authThrottle: app.authThrottle,
    publicOrigin: () => app.publicOrigin(),
  });
  await app.register(tokenLinkRoutes, { service, sendLink });
}

export default fp(tokenLinkModule, {
  name: 'token-link',
  dependencies: ['database', 'identity', 'auth-throttle', 'request-context'],
});
