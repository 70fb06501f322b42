import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isInternalCall } from '../../http/internal-call.ts';
import { connectRedis } from '../../pubsub/redis-pubsub.ts';
import type { ExternalPluginOptions } from './options.ts';

/**
 * Stricter limits a route opts into with `config: { rateLimit: rateLimitPresets.sensitive }`
 * (sign-in, codes, captcha).
 */
export const rateLimitPresets = {
  sensitive: { max: 10, timeWindow: 60_000 },
} as const;

/**
 * A global per-address limit on every route (RATE_LIMIT_MAX a minute). Counters live in Redis when
 * REDIS_URL is set, so the limit holds across instances.
 */
async function rateLimiting(app: FastifyInstance, { env }: ExternalPluginOptions): Promise<void> {
  const redis =
    env.REDIS_URL === undefined ? undefined : await connectRedis(env.REDIS_URL, 'parlay-rate-limit');
  if (redis !== undefined) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit redis connection error'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_MAX,
    timeWindow: 60_000,
    ...(redis === undefined ? {} : { redis, nameSpace: `${env.REDIS_PREFIX}rate-limit:` }),
    // A Redis outage must not take the site down with it: let requests through meanwhile.
    skipOnError: true,
    allowList: (request) => isInternalCall(request),
  });
}

export default fp(rateLimiting, { name: 'rate-limiting' });
