import type { Env } from '../env.ts';
import { createMemoryPubSub } from './memory-pubsub.ts';
import type { PubSub, PubSubLogger } from './pubsub.ts';
import { createRedisPubSub } from './redis-pubsub.ts';

/** The pub/sub the environment asks for: Redis when REDIS_URL is set, else in-process. */
export function createPubSub(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX'>,
  log: PubSubLogger,
): Promise<PubSub> {
  if (env.REDIS_URL !== undefined) {
    return createRedisPubSub({ url: env.REDIS_URL, prefix: env.REDIS_PREFIX, log });
  }
  return Promise.resolve(createMemoryPubSub({ log }));
}
