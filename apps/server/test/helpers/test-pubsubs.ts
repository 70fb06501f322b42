import { randomBytes } from 'node:crypto';
import { connectRedis } from '../../src/pubsub/redis-pubsub.ts';

export type TestPubSubKind = 'memory' | 'redis';

/**
 * In-process always; Redis too when TEST_REDIS_URL is set. A set but unreachable URL fails the
 * suites that use it, it never skips them.
 */
export const testPubSubKinds: TestPubSubKind[] = process.env.TEST_REDIS_URL
  ? ['memory', 'redis']
  : ['memory'];

export interface TestRedis {
  /** REDIS_URL and a REDIS_PREFIX of its own, so parallel runs and files stay apart. */
  env: { REDIS_URL: string; REDIS_PREFIX: string };
  /** Deletes every key this test file created. */
  cleanUp(): Promise<void>;
}

export function testRedis(): TestRedis {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  const prefix = `parlay-test:${randomBytes(6).toString('hex')}:`;
  return {
    env: { REDIS_URL: url, REDIS_PREFIX: prefix },
    async cleanUp() {
      const redis = await connectRedis(url, 'parlay-test-cleanup');
      try {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        await redis.quit();
      }
    },
  };
}

/** Environment for an app on the given pub/sub: nothing for in-process, Redis settings otherwise. */
export function pubsubEnv(kind: TestPubSubKind, redis: TestRedis | undefined): Record<string, string> {
  if (kind === 'memory') return {};
  if (redis === undefined) throw new Error('a Redis test app needs testRedis()');
  return redis.env;
}
