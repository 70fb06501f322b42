import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runExclusively } from '../../jobs/run-exclusively.ts';
import type { JobRun, ScheduledJob } from '../../jobs/scheduled-job.ts';

export type { JobRun, ScheduledJob } from '../../jobs/scheduled-job.ts';

export interface ScheduledJobs {
  /** Adds a job to every round; modules call it while they load (before the app is ready). */
  add(job: ScheduledJob): void;
  /**
   * One round now: every job in turn, each in its own transaction under its own lock. The timer
   * calls this; so do tests and anything else that wants the housekeeping done at once.
   */
  runAll(): Promise<JobRun[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduledJobs: ScheduledJobs;
  }
}

export interface ScheduledJobsOptions {
  /** Time between rounds (the first one comes one interval after the app is ready). */
  intervalMs?: number;
  /** The clock the jobs are told (tests move it). */
  now?: () => number;
  /** Runs rounds on the timer (the `worker` role); off, jobs still run when `runAll` is called. */
  run?: boolean;
}

export const defaultJobIntervalMs = 10 * 60_000;

/**
 * A small scheduler for modules' periodic jobs (expiry clean-ups): a round every `intervalMs`,
 * never two rounds at once, on an unref'd timer (it never keeps the process alive), stopped before
 * the app closes (after waiting for a round in progress, so the database is not closed under it).
 */
async function scheduledJobs(app: FastifyInstance, options: ScheduledJobsOptions): Promise<void> {
  const intervalMs = options.intervalMs ?? defaultJobIntervalMs;
  const now = options.now ?? (() => Date.now());
  const jobs = new Map<string, ScheduledJob>();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<JobRun[]> | undefined;
  let stopped = false;

  async function runRound(): Promise<JobRun[]> {
    const runs: JobRun[] = [];
    for (const job of jobs.values()) {
      const run = await runExclusively(app.db, job, new Date(now()));
      if (run.outcome === 'failed') app.log.error({ err: run.error, job: run.name }, 'scheduled job failed');
      else if (run.outcome === 'done' && run.rows > 0)
        app.log.info({ job: run.name, rows: run.rows }, 'scheduled job done');
      runs.push(run);
    }
    return runs;
  }

  function runAll(): Promise<JobRun[]> {
    // A round asked for while one runs waits for it and then runs: its caller sees a full round.
    const next = (round ?? Promise.resolve([])).then(runRound, runRound);
    round = next;
    next
      .finally(() => {
        if (round === next) round = undefined;
      })
      .catch(() => {});
    return next;
  }

  function scheduleNext(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runAll().finally(scheduleNext);
    }, intervalMs);
    timer.unref();
  }

  app.decorate('scheduledJobs', {
    add(job) {
      if (jobs.has(job.name)) throw new Error(`a scheduled job named "${job.name}" exists already`);
      jobs.set(job.name, job);
    },
    runAll,
  } satisfies ScheduledJobs);

  app.addHook('onReady', async () => {
    if (options.run !== false) scheduleNext();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  });
}

export default fp(scheduledJobs, { name: 'scheduled-jobs', dependencies: ['database'] });
