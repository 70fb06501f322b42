import type { ReadinessCheck, ReadinessResponse } from '@parlay/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { PubSub } from '../../pubsub/pubsub.ts';

/** A probe slower than this counts as failed: a load balancer must not wait on a stuck dependency. */
const probeTimeoutMs = 2_000;

export interface HealthService {
  readiness(): Promise<ReadinessResponse>;
}

export function createHealthService(deps: { db: Database; pubsub: PubSub }): HealthService {
  return {
    async readiness() {
      const [database, pubsub] = await Promise.all([
        probe(() => deps.db.execute(sql`SELECT 1`)),
        probe(() => deps.pubsub.ping()),
      ]);
      const ready = database === 'ok' && pubsub === 'ok';
      return { status: ready ? 'ready' : 'not_ready', checks: { database, pubsub } };
    },
  };
}

async function probe(check: () => Promise<unknown>): Promise<ReadinessCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), probeTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
