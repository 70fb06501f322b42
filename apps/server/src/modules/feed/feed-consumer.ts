import type { FeedMessage } from '@parlay/contract';
import type { Sportsbook } from '../sportsbook/index.ts';
import type { FeedAdapter, FeedConnection } from './feed-adapter.ts';

export interface FeedConsumerDeps {
  adapter: FeedAdapter;
  sportsbook: Sportsbook;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Real time (heartbeats and liveness are never simulated). */
  now: () => number;
  /** How often silent producers are looked for. */
  livenessEveryMs: number;
}

/**
 * Feeds the sportsbook from an adapter, as an operator's feed client does: applies messages in
 * sequence, notices gaps and silences, and recovers by replaying from the last message applied.
 * Messages and replays run one after the other; heartbeats are recorded as they come.
 */
export function createFeedConsumer({ adapter, sportsbook, log, now, livenessEveryMs }: FeedConsumerDeps) {
  const producerId = adapter.producer.id;
  let connection: FeedConnection | undefined;
  let livenessTimer: NodeJS.Timeout | undefined;
  let queue: Promise<void> = Promise.resolve();
  let replaying = false;

  const enqueue = (work: () => Promise<void>): Promise<void> => {
    const next = queue
      .then(work)
      .catch((error: unknown) => log.error({ err: error, producerId }, 'feed consumer failed'));
    queue = next;
    return next;
  };

  /** Applies what the producer has after the last message applied, then lets its markets take bets. */
  async function recover(): Promise<void> {
    if (replaying) return;
    replaying = true;
    try {
      const state = await sportsbook.producerState(producerId);
      const after = state?.lastSequence ?? 0;
      let applied = 0;
      for await (const message of adapter.replay(after)) {
        const outcome = await sportsbook.applyFeedMessage(message);
        if (outcome === 'gap') {
          // The provider no longer has what was missed: the line stays suspended until someone looks.
          log.error({ producerId, sequence: message.sequence }, 'feed replay has a gap: messages lost');
          return;
        }
        if (outcome === 'applied') applied += 1;
      }
      await sportsbook.completeRecovery(producerId, now());
      if (applied > 0) log.info({ producerId, applied, after }, 'feed recovered');
    } finally {
      replaying = false;
    }
  }

  async function apply(message: FeedMessage): Promise<void> {
    const outcome = await sportsbook.applyFeedMessage(message);
    if (outcome === 'gap') {
      log.warn({ producerId, sequence: message.sequence }, 'feed message out of sequence: recovering');
      await recover();
    }
  }

  return {
    async start(): Promise<void> {
      await sportsbook.registerProducer(producerId, adapter.producer.name);
      await sportsbook.describeMarkets(await adapter.describeMarkets());
      connection = await adapter.connect({
        onMessage: (message) => enqueue(() => apply(message)),
        onHeartbeat: async (heartbeat) => {
          const outcome = await sportsbook.recordHeartbeat(heartbeat, now());
          if (outcome.replay) void enqueue(recover);
        },
      });
      livenessTimer = setInterval(() => {
        sportsbook
          .checkLiveness(now())
          .then((down) => {
            if (down.length > 0)
              log.warn({ producers: down }, 'feed producer silent: its markets are suspended');
          })
          .catch((error: unknown) => log.error({ err: error }, 'feed liveness check failed'));
      }, livenessEveryMs);
      livenessTimer.unref();
    },

    async stop(): Promise<void> {
      clearInterval(livenessTimer);
      await connection?.close();
      connection = undefined;
      await queue;
    },

    /** Resolves once everything handed over so far has been applied (tests). */
    settled: () => queue,
  };
}

export type FeedConsumer = ReturnType<typeof createFeedConsumer>;
