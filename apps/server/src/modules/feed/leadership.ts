import type { HeldLock } from '../../db/database.ts';

export interface LeadershipDeps {
  tryAcquire: () => Promise<HeldLock | undefined>;
  /** Starts the leader's work; `onLose` stops it (the lock's connection died, or the app closes). */
  onLead: () => Promise<void>;
  onLose: () => Promise<void>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  /** How often a follower tries for the lock, and a leader checks it still has it. */
  everyMs: number;
}

/**
 * One leader among instances for a role, by a PostgreSQL advisory lock held on a connection of its
 * own: the others try again every few seconds, and take over within that time when the leader's
 * connection (or process) dies. On PGlite the one process always leads.
 */
export function createLeadership(deps: LeadershipDeps) {
  let lock: HeldLock | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let step: Promise<void> = Promise.resolve();

  async function attempt(): Promise<void> {
    if (stopped) return;
    if (lock !== undefined) {
      if (await lock.check()) return;
      deps.log.error({}, 'feed leadership lost: stopping');
      lock = undefined;
      await deps.onLose();
      return;
    }
    const acquired = await deps.tryAcquire();
    if (acquired === undefined || stopped) {
      await acquired?.release();
      return;
    }
    lock = acquired;
    deps.log.info({}, 'feed leadership taken');
    try {
      await deps.onLead();
    } catch (error) {
      deps.log.error({ err: error }, 'feed failed to start: giving the leadership up');
      lock = undefined;
      await acquired.release();
    }
  }

  const run = () => {
    step = step
      .then(attempt)
      .catch((error: unknown) => deps.log.error({ err: error }, 'feed leadership check failed'));
    return step;
  };

  return {
    async start(): Promise<void> {
      stopped = false;
      await run();
      timer = setInterval(() => void run(), deps.everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await step;
      if (lock !== undefined) {
        const held = lock;
        lock = undefined;
        await deps.onLose();
        await held.release();
      }
    },
    isLeader: () => lock !== undefined,
  };
}
