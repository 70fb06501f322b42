import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeedAdapter } from './feed-adapter.ts';
import { createFeedConsumer, type FeedConsumer } from './feed-consumer.ts';
import { createLeadership } from './leadership.ts';
import { createFeedSimulator, type FeedSimulator, type SimulatorOptions } from './simulator/simulator.ts';

export type { FeedAdapter, FeedConnection, FeedHandlers } from './feed-adapter.ts';
export { acceleratedClock, manualClock, realClock } from './simulator/clock.ts';
export { defaultScheduleOptions, type ScheduleOptions } from './simulator/schedule.ts';
export type { FeedSimulator, SimulatorOptions } from './simulator/simulator.ts';

export interface FeedModuleOptions {
  /** This instance runs the `feed` role: it competes for the leadership and, as leader, feeds the line. */
  enabled: boolean;
  /** The built-in simulator's settings (tests: a small world, a clock of their own, no timers). */
  simulator?: Partial<SimulatorOptions>;
  /** Another adapter than the simulator. */
  adapter?: FeedAdapter;
  /** How often a follower tries for the leadership. */
  leadershipEveryMs?: number;
  /** The clock heartbeats are recorded and liveness checked by: real time unless a test moves it. */
  now?: () => number;
  /** How often, in real time, the consumer looks for a silent producer (tests that move `now` check it themselves). */
  livenessEveryMs?: number;
}

/** What the feed role exposes (tests drive the simulator through it). */
export interface Feed {
  readonly simulator: FeedSimulator | undefined;
  readonly consumer: FeedConsumer | undefined;
  isLeader(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    feed: Feed;
  }
}

/**
 * The `feed` role: one leader across instances (advisory lock) connects the adapter — the built-in
 * simulator unless another is given — to the sportsbook (README.md).
 */
async function feedModule(app: FastifyInstance, options: FeedModuleOptions): Promise<void> {
  if (!options.enabled) {
    app.decorate('feed', { simulator: undefined, consumer: undefined, isLeader: () => false } satisfies Feed);
    return;
  }
  const simulator =
    options.adapter === undefined ? createFeedSimulator(app.db, options.simulator, app.log) : undefined;
  const adapter = options.adapter ?? simulator!;
  if (simulator !== undefined)
    app.log.warn('feed: the built-in simulator is a demo provider: its games, odds and results are invented');
  const consumer = createFeedConsumer({
    adapter,
    sportsbook: app.sportsbook,
    log: app.log,
    now: options.now ?? Date.now,
    livenessEveryMs: options.livenessEveryMs ?? 5_000,
  });
  const leadership = createLeadership({
    tryAcquire: () => app.leaderLocks.tryAcquire('feed'),
    onLead: () => consumer.start(),
    onLose: () => consumer.stop(),
    log: app.log,
    everyMs: options.leadershipEveryMs ?? 5_000,
  });
  app.decorate('feed', { simulator, consumer, isLeader: leadership.isLeader } satisfies Feed);
  app.addHook('onReady', () => leadership.start());
  app.addHook('preClose', () => leadership.stop());
}

export default fp(feedModule, { name: 'feed', dependencies: ['database', 'sportsbook'] });
