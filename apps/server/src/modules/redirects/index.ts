import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRedirectsRepository } from './redirects-repository.ts';
import { createRedirectsService, type RedirectsService } from './redirects-service.ts';
import { registerRedirectsRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redirect rules; the server render calls `redirects.resolve(url)` before rendering a page. */
    redirects: RedirectsService;
  }
}

/** Redirects: the rule table, a cached resolver for other plugins, and the redirect-light route. */
async function redirectsModule(app: FastifyInstance): Promise<void> {
  const service = createRedirectsService({
    repository: createRedirectsRepository(app.db),
    pubsub: app.pubsub,
    logger: app.log,
  });
  const stopFollowingChanges = await service.followChanges();
  app.addHook('onClose', () => stopFollowingChanges());
  app.decorate('redirects', service);
  registerRedirectsRoutes(app, service);
}

export default fp(redirectsModule, { name: 'redirects', dependencies: ['database', 'pubsub'] });
