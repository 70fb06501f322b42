import { healthResponseSchema, readinessResponseSchema } from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import { createMemoryPubSub } from '../../../src/pubsub/memory-pubsub.ts';
import type { PubSub } from '../../../src/pubsub/pubsub.ts';
import { useSiblingApp, useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';

const silentLog = { warn: () => {}, error: () => {} };

describe.each(testDatabaseKinds)('health probes on %s', (kind) => {
  const context = useTestApp(kind);

  it('GET /healthz answers 200 ok', async () => {
    const response = await context.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok' });
  });

  it('GET /readyz with the database and pub/sub up answers 200 ready', async () => {
    const response = await context.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', pubsub: 'ok' },
    });
  });

  describe('with pub/sub down', () => {
    const failingPubSub: PubSub = {
      ...createMemoryPubSub({ log: silentLog }),
      ping: () => Promise.reject(new Error('redis is away')),
    };
    const withoutPubSub = useSiblingApp(context, { pubsub: failingPubSub });

    it('GET /readyz answers 503 not_ready naming the failed check', async () => {
      const response = await withoutPubSub.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', pubsub: 'failed' } });
    });
  });
});
