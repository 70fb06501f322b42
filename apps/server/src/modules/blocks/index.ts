import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlocksRepository } from './blocks-repository.ts';
import { type BlocksService, createBlocksService } from './blocks-service.ts';
import { registerBlocksRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Block rules; the server render calls `blocks.check(…)` to pick the block page. */
    blocks: BlocksService;
  }
}

/** Blocks: the rule and IP range tables, a cached checker for other plugins, and the block routes. */
async function blocksModule(app: FastifyInstance): Promise<void> {
  const service = createBlocksService({
    repository: createBlocksRepository(app.db),
    pubsub: app.pubsub,
  });
  const stopFollowingChanges = await service.followChanges();
  app.addHook('onClose', () => stopFollowingChanges());
  app.decorate('blocks', service);
  registerBlocksRoutes(app, service);
}

export default fp(blocksModule, {
  name: 'blocks',
  dependencies: ['database', 'pubsub', 'request-context', 'seed'],
});
