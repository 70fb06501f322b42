import type { Transaction } from '../db/database.ts';

/**
 * Periodic housekeeping a module registers with `app.scheduledJobs.add` (plugins/app/scheduled-jobs.ts),
 * such as deleting its expired rows. Every instance schedules every job; a PostgreSQL advisory lock
 * named after the job lets only one of them run it at a time.
 */
export interface ScheduledJob {
  /** Unique among jobs; names the job's advisory lock and its log lines. */
  readonly name: string;
  /**
   * Does the work inside the transaction that holds the job's lock (pass it to the repository
   * verbs) and answers how many rows it changed, for the log.
   */
  run(transaction: Transaction, now: Date): Promise<number>;
}

/** One job's outcome in a round: `skipped` when another instance held its lock. */
export type JobRun =
  | { name: string; outcome: 'done'; rows: number }
  | { name: string; outcome: 'skipped' }
  | { name: string; outcome: 'failed'; error: unknown };
