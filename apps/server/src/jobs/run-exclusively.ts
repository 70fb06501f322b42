import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { JobRun, ScheduledJob } from './scheduled-job.ts';

/**
 * First key of the two-key advisory locks of scheduled jobs ("parl" as a 32-bit integer). The
 * two-key form lives apart from the one-key (bigint) locks, such as the migration lock.
 */
export const jobLockNamespace = 0x7061_726c;

/** The job's lock key: the first 32 bits of the SHA-256 of its name, as a signed integer. */
export function jobLockKey(name: string): number {
  return createHash('sha256').update(name).digest().readInt32BE(0);
}

/**
 * Runs the job in a transaction that first takes the job's transaction-level advisory lock without
 * waiting: when another instance holds it, that instance is doing the same work and this one
 * skips. The lock goes with the transaction's end (commit, rollback or a lost connection), so a
 * crashed instance never leaves it behind. Works the same on PGlite.
 */
export async function runExclusively(db: Database, job: ScheduledJob, now: Date): Promise<JobRun> {
  try {
    const rows = await db.transaction(async (transaction) => {
      const [lock] = await transaction
        .select({
          taken: sql<boolean>`pg_try_advisory_xact_lock(${jobLockNamespace}, ${jobLockKey(job.name)})`,
        })
        .from(sql`(SELECT 1) AS one`);
      if (lock?.taken !== true) return undefined;
      return job.run(transaction, now);
    });
    return rows === undefined
      ? { name: job.name, outcome: 'skipped' }
      : { name: job.name, outcome: 'done', rows };
  } catch (error) {
    return { name: job.name, outcome: 'failed', error };
  }
}
