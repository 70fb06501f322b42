import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { createBlocksRepository } from './blocks-repository.ts';
import { seedBlocksIfEmpty } from './blocks-seed.ts';
import { type BlocksService, createBlocksService } from './blocks-service.ts';
import { createCidrSet } from './cidr.ts';
import { registerBlocksRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Block rules; the server render calls `blocks.check(…)` to pick the block page. */
    blocks: BlocksService;
  }
}

export interface BlocksModuleOptions {
  env: Pick<Env, 'TRUST_PROXY' | 'SEED_DEMO_DATA'>;
}

/**
 * Who may set the geo header: the proxies TRUST_PROXY names (`true`: whatever is in front, a hop
 * count above 0: the nearest peer, a list: peers in it). With TRUST_PROXY unset nobody may, and the
 * country comes from the IP range table. The proxy must overwrite any header the client sent.
 */
export function geoHeaderTrust(trustProxy: Env['TRUST_PROXY']): (peerAddress: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const proxies = createCidrSet(trustProxy);
  return (peerAddress) => peerAddress !== undefined && proxies.has(peerAddress);
}

/** Blocks: the rule and IP range tables, a cached checker for other plugins, and the block routes. */
async function blocksModule(app: FastifyInstance, { env }: BlocksModuleOptions): Promise<void> {
  if (env.SEED_DEMO_DATA && (await seedBlocksIfEmpty(app.db))) {
    app.log.info('no block rules yet: demo block rules and IP ranges inserted');
  }
  const service = createBlocksService({
    repository: createBlocksRepository(app.db),
    pubsub: app.pubsub,
    trustsGeoHeaderFrom: geoHeaderTrust(env.TRUST_PROXY),
  });
  const stopFollowingChanges = await service.followChanges();
  app.addHook('onClose', () => stopFollowingChanges());
  app.decorate('blocks', service);
  registerBlocksRoutes(app, service);
}

export default fp(blocksModule, { name: 'blocks', dependencies: ['database', 'pubsub'] });
