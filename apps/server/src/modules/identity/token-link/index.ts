import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../../env.ts';
import type { AuthThrottle } from '../../auth-throttle/index.ts';
import type { MessageSender, UsersPort } from '../identity-api.ts';
import type { SignInAnswers } from '../sign-in/sign-in-answers.ts';
import type { SignInCompletion } from '../sign-in/sign-in-completion.ts';
import { createLoginLinksExpiryJob } from './expiry-job.ts';
import { createLinkSignInService } from './link-sign-in-service.ts';
import { createLoginLinkService, type LoginLinkService } from './login-link-service.ts';
import { loginLinkKey } from './login-link-signature.ts';
import { createLoginLinksRepository } from './login-links-repository.ts';
import { registerTokenLinkRoutes } from './routes.ts';
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

/** What token-link sign-in takes from the rest of identity (index.ts beside the parent folder). */
export interface TokenLinkModuleOptions {
  env: Env;
  users: UsersPort;
  messages: MessageSender;
  completion: SignInCompletion;
  answers: SignInAnswers;
  authThrottle: AuthThrottle;
  publicOrigin(): string;
}

/**
 * Token-link sign-in: the login_links table, the link service, `POST /web-api/auth/token`, and
 * `POST /web-api/auth/send-link` (a sign-in link by email).
 */
async function tokenLinkModule(app: FastifyInstance, options: TokenLinkModuleOptions): Promise<void> {
  const { authThrottle } = options;
  const repository = createLoginLinksRepository(app.db);
  // Deletes expired links every round of the scheduled jobs (plugins/app/scheduled-jobs.ts).
  app.scheduledJobs.add(createLoginLinksExpiryJob(repository));
  const links = createLoginLinkService({ repository, key: loginLinkKey(options.env.COOKIE_SECRET) });
  app.decorate('loginLinks', links);
  registerTokenLinkRoutes(app, {
    answers: options.answers,
    linkSignIn: createLinkSignInService({ links, completion: options.completion, authThrottle }),
    sendLink: createSendLinkService({
      links,
      users: options.users,
      messages: options.messages,
      authThrottle,
      publicOrigin: options.publicOrigin,
    }),
  });
}

export default fp(tokenLinkModule, {
  name: 'token-link',
  dependencies: ['database', 'scheduled-jobs', 'request-context'],
});
