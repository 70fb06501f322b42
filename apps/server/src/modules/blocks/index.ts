import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { createBlocksRepository } from './blocks-repository.ts';
import { seedBlocksIfEmpty } from './blocks-seed.ts';
import { type BlocksService, createBlocksService } from './blocks-service.ts';
import { blocksRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Block rules; the server render calls `blocks.check(…)` to pick the block page. */
    blocks: BlocksService;
  }
}

export interface BlocksModuleOptions {
  env: Pick<Env, 'SEED_DEMO_DATA'>;
}

/** Blocks: the rule and IP range tables, a cached checker for other plugins, and the block routes. */
async function blocksModule(app: FastifyInstance, { env }: BlocksModuleOptions): Promise<void> {
  if (env.SEED_DEMO_DATA && (await seedBlocksIfEmpty(app.db))) {
    app.log.info('no block rules yet: demo block rules and IP ranges inserted');
  }
  const service = createBlocksService({
    repository: createBlocksRepository(app.db),
    pubsub: app.pubsub,
  });
  const stopFollowingChanges = await service.followChanges();
  app.addHook('onClose', () => stopFollowingChanges());
  app.decorate('blocks', service);
  await app.register(blocksRoutes, { service });
}

export default fp(blocksModule, { name: 'blocks', dependencies: ['database', 'pubsub', 'request-context'] });
