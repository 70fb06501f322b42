import type { HeartbeatMessage, RealtimePayload } from '@parlay/contract';
import {
  checkLiveness,
  heartbeatReceived,
  type ProducerState,
  type ProducerTransition,
  recoveryCompleted,
} from '@parlay/domain';
import type { FeedRepository, ProducerRow } from './feed-repository.ts';

export function producerStateOf(row: ProducerRow): ProducerState {
  return { status: row.status, lastAliveAt: row.lastAliveAt?.getTime(), lastSequence: row.lastSequence };
}

export interface ProducerTrackerDeps {
  repository: FeedRepository;
  publish: (payload: RealtimePayload<'odds'>) => Promise<void>;
}

/** What the consumer is to do after a heartbeat: nothing, or replay after `afterSequence`. */
export type HeartbeatOutcome = { replay: false } | { replay: true; afterSequence: number };

/**
 * The producers' liveness (packages/domain `producer-state`), kept in the producers' rows so every
 * instance reads the same availability; pages hear of a producer going down and coming back.
 */
export function createProducerTracker({ repository, publish }: ProducerTrackerDeps) {
  const tell = (producerId: number, available: boolean) =>
    publish({ kind: 'feed.status', producerId, available });

  async function save(producerId: number, transition: ProducerTransition): Promise<void> {
    await repository.saveProducerStatus(producerId, {
      status: transition.state.status,
      lastAliveAt: transition.state.lastAliveAt === undefined ? null : new Date(transition.state.lastAliveAt),
    });
  }

  return {
    async register(producerId: number, name: string): Promise<void> {
      await repository.ensureProducer(producerId, name);
    },

    async state(producerId: number): Promise<ProducerState | undefined> {
      const row = await repository.producer(producerId);
      return row === undefined ? undefined : producerStateOf(row);
    },

    /**
     * A heartbeat arrived at `receivedAt`: a producer that was down needs its replay, and so does one
     * whose heartbeat numbers a message this side never applied (lost on the way).
     */
    async heartbeat(message: HeartbeatMessage, receivedAt: number): Promise<HeartbeatOutcome> {
      const row = await repository.producer(message.producerId);
      if (row === undefined) throw new Error(`producer ${message.producerId} was never registered`);
      const transition = heartbeatReceived(producerStateOf(row), receivedAt);
      await save(message.producerId, transition);
      const behind = message.lastSequence > row.lastSequence;
      return transition.change === 'recovery-needed' || behind
        ? { replay: true, afterSequence: row.lastSequence }
        : { replay: false };
    },

    /** The replay is through: markets take bets again, and pages reload their prices. */
    async recovered(producerId: number, at: number): Promise<void> {
      const row = await repository.producer(producerId);
      if (row === undefined) return;
      const transition = recoveryCompleted(producerStateOf(row), at);
      if (transition.change !== 'recovered') return;
      await save(producerId, transition);
      await tell(producerId, true);
    },

    /** Takes down every producer silent for longer than the heartbeat timeout; answers those. */
    async checkLiveness(now: number): Promise<number[]> {
      const down: number[] = [];
      for (const row of await repository.listProducers()) {
        const transition = checkLiveness(producerStateOf(row), now);
        if (transition.change !== 'went-down') continue;
        await save(row.id, transition);
        await tell(row.id, false);
        down.push(row.id);
      }
      return down;
    },
  };
}

export type ProducerTracker = ReturnType<typeof createProducerTracker>;
