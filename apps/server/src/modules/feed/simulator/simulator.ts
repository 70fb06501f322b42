import type { FeedMessage, HeartbeatMessage, MarketDescription } from '@parlay/contract';
import type { Database } from '../../../db/database.ts';
import type { FeedAdapter, FeedConnection, FeedHandlers } from '../feed-adapter.ts';
import { createFeedLogRepository } from '../feed-log-repository.ts';
import { realClock, type SimulatorClock } from './clock.ts';
import { type GameTimings, GameTrack, gameMessages, isDone } from './game-messages.ts';
import { simulatorMarketDescriptions } from './market-descriptions.ts';
import { defaultScheduleOptions, plannedGames, type ScheduleOptions } from './schedule.ts';

export interface SimulatorOptions {
  /** The world's time: real by default; tests speed it up or move it by hand. */
  clock: SimulatorClock;
  schedule: ScheduleOptions;
  producerId: number;
  timings: GameTimings;
  /** Real time between rounds and between heartbeats while running by itself. */
  roundEveryMs: number;
  heartbeatEveryMs: number;
  /** Run rounds and heartbeats on timers once connected (tests call `round()` and `heartbeat()` instead). */
  autoRun: boolean;
  /** Messages kept for replay. */
  logRetentionMs: number;
}

export const defaultSimulatorOptions: SimulatorOptions = {
  clock: realClock,
  schedule: defaultScheduleOptions,
  producerId: 1,
  timings: { confirmAfterMs: 60_000 },
  roundEveryMs: 1_000,
  heartbeatEveryMs: 5_000,
  autoRun: true,
  logRetentionMs: 24 * 60 * 60_000,
};

const replayBatch = 500;
const pruneEveryRounds = 600;

/** The simulator as its module drives it, beyond the adapter interface. */
export interface FeedSimulator extends FeedAdapter {
  /** Produces and delivers what happened in the world since the last round; answers how many messages. */
  round(): Promise<number>;
  heartbeat(): Promise<void>;
  /** Stops heartbeats and rounds (a provider going silent), until `resume`. */
  pause(): void;
  resume(): void;
}

/**
 * The built-in feed: a demo provider that invents a world of sports (simulator/README in the
 * module's README) and plays it in accelerated time. Not real odds of real games: its names are
 * real clubs' or invented, its results drawn from statistical models. It produces through the
 * same interface a real provider's adapter would, numbering and logging its messages so a
 * consumer can recover what it missed.
 */
export function createFeedSimulator(
  db: Database,
  overrides: Partial<SimulatorOptions> = {},
  log: { error(details: object, message: string): void } = { error: () => {} },
): FeedSimulator {
  const options = { ...defaultSimulatorOptions, ...overrides };
  const { clock, producerId, timings } = options;
  const logRepository = createFeedLogRepository(db);
  const tracks = new Map<string, GameTrack>();
  let lastSequence: number | undefined;
  let producedUntil: number | undefined;
  let worldStart: number | undefined;
  let loaded = false;
  let handlers: FeedHandlers | undefined;
  let paused = false;
  let rounds = 0;
  let roundTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function load(): Promise<void> {
    if (loaded) return;
    lastSequence = await logRepository.lastSequence(producerId);
    const progress = await logRepository.progress(producerId);
    producedUntil = progress?.producedUntil;
    worldStart = progress?.startedAt;
    loaded = true;
  }

  async function produce(): Promise<number> {
    await load();
    const to = clock.now();
    const from = producedUntil;
    if (from !== undefined && to <= from) return 0;
    const timed = [];
    const present = new Set<string>();
    for (const plan of plannedGames(from ?? to, to, options.schedule)) {
      present.add(plan.id);
      let track = tracks.get(plan.id);
      if (track === undefined) {
        track = new GameTrack(plan);
        tracks.set(plan.id, track);
      }
      if (from !== undefined && isDone(track, from, timings)) continue;
      timed.push(...gameMessages(track, { from, to, worldStart: worldStart ?? to }, timings));
    }
    for (const id of tracks.keys()) if (!present.has(id)) tracks.delete(id);

    let sequence = lastSequence ?? 0;
    const messages = timed.map(
      ({ at, message }) =>
        ({ ...message, producerId, sequence: ++sequence, timestamp: Math.round(at) }) as FeedMessage,
    );
    await logRepository.record(producerId, messages, to, new Date());
    lastSequence = sequence;
    producedUntil = to;
    worldStart ??= to;
    rounds += 1;
    if (rounds % pruneEveryRounds === 0)
      await logRepository.prune(new Date(Date.now() - options.logRetentionMs));
    for (const message of messages) {
      if (handlers === undefined) break;
      await handlers.onMessage(message);
    }
    return messages.length;
  }

  function round(): Promise<number> {
    // A round asked for while one runs waits for it: rounds never overlap.
    const next = (running ?? Promise.resolve(0)).then(produce, produce);
    running = next;
    return next;
  }

  async function heartbeat(): Promise<void> {
    await load();
    const message: HeartbeatMessage = {
      type: 'heartbeat',
      producerId,
      timestamp: clock.now(),
      lastSequence: lastSequence ?? 0,
    };
    await handlers?.onHeartbeat(message);
  }

  function scheduleRound(): void {
    roundTimer = setTimeout(() => {
      round()
        .catch((error: unknown) => log.error({ err: error }, 'feed simulator round failed'))
        .finally(() => {
          if (handlers !== undefined && !paused) scheduleRound();
        });
    }, options.roundEveryMs);
    roundTimer.unref();
  }

  function start(): void {
    if (!options.autoRun || paused || handlers === undefined) return;
    heartbeatTimer = setInterval(() => {
      heartbeat().catch((error: unknown) => log.error({ err: error }, 'feed simulator heartbeat failed'));
    }, options.heartbeatEveryMs);
    heartbeatTimer.unref();
    // Heartbeat first: a consumer that was down recovers before the round's new messages.
    void heartbeat()
      .catch((error: unknown) => log.error({ err: error }, 'feed simulator heartbeat failed'))
      .finally(scheduleRound);
  }

  function stop(): void {
    clearTimeout(roundTimer);
    clearInterval(heartbeatTimer);
  }

  return {
    producer: { id: producerId, name: 'Parlay simulator (demo odds)' },

    async describeMarkets(): Promise<readonly MarketDescription[]> {
      return simulatorMarketDescriptions();
    },

    async connect(next: FeedHandlers): Promise<FeedConnection> {
      handlers = next;
      start();
      return {
        async close() {
          handlers = undefined;
          stop();
          await running?.catch(() => {});
        },
      };
    },

    async *replay(afterSequence: number): AsyncIterable<FeedMessage> {
      let after = afterSequence;
      for (;;) {
        const batch = await logRepository.after(producerId, after, replayBatch);
        for (const message of batch) yield message;
        if (batch.length < replayBatch) return;
        after = batch.at(-1)?.sequence ?? after;
      }
    },

    round,
    heartbeat,
    pause() {
      paused = true;
      stop();
    },
    resume() {
      paused = false;
      start();
    },
  };
}
