import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { jobLockKey, jobLockNamespace } from '../../src/jobs/run-exclusively.ts';
import type { ScheduledJob } from '../../src/jobs/scheduled-job.ts';
import { buildTestApp, useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';

/** A job that counts its runs and answers a row count, or fails when told to. */
function countingJob(name: string, options: { fail?: boolean } = {}) {
  const runs: Date[] = [];
  const job: ScheduledJob = {
    name,
    async run(transaction, now) {
      runs.push(now);
      // Runs inside the lock's transaction: the database answers through it.
      await transaction.execute(sql`SELECT 1`);
      if (options.fail) throw new Error(`${name} broke`);
      return 3;
    },
  };
  return { job, runs };
}

describe.each(testDatabaseKinds)('scheduled jobs on %s', (kind) => {
  const first = countingJob('test.first');
  const broken = countingJob('test.broken', { fail: true });
  const last = countingJob('test.last');
  const context = useTestApp(kind, {
    beforeReady(app) {
      app.scheduledJobs.add(first.job);
      app.scheduledJobs.add(broken.job);
      app.scheduledJobs.add(last.job);
    },
  });

  it('runs every job of a round under its advisory lock; one failing job does not stop the others', async () => {
    const runs = await context.app.scheduledJobs.runAll();
    const byName = new Map(runs.map((run) => [run.name, run]));
    expect(byName.get('test.first')).toEqual({ name: 'test.first', outcome: 'done', rows: 3 });
    expect(byName.get('test.broken')?.outcome).toBe('failed');
    expect(byName.get('test.last')).toEqual({ name: 'test.last', outcome: 'done', rows: 3 });
    expect(first.runs).toHaveLength(1);
    expect(last.runs).toHaveLength(1);
  });

  it('releases the lock with the transaction: the next round runs again', async () => {
    const before = first.runs.length;
    const runs = await context.app.scheduledJobs.runAll();
    expect(runs.find((run) => run.name === 'test.first')?.outcome).toBe('done');
    expect(first.runs).toHaveLength(before + 1);
  });

  it('refuses two jobs of the same name', () => {
    expect(() => context.app.scheduledJobs.add(countingJob('test.first').job)).toThrow(/exists already/);
  });

  it.runIf(kind === 'postgres')('skips a job whose lock another instance holds', async () => {
    const url = context.database.env.DATABASE_URL;
    if (url === undefined) throw new Error('the postgres test database has a URL');
    const otherInstance = new pg.Client({ connectionString: url });
    await otherInstance.connect();
    try {
      await otherInstance.query('SELECT pg_advisory_lock($1, $2)', [
        jobLockNamespace,
        jobLockKey('test.first'),
      ]);
      const before = first.runs.length;
      const runs = await context.app.scheduledJobs.runAll();
      expect(runs.find((run) => run.name === 'test.first')).toEqual({
        name: 'test.first',
        outcome: 'skipped',
      });
      expect(runs.find((run) => run.name === 'test.last')?.outcome).toBe('done');
      expect(first.runs).toHaveLength(before);
    } finally {
      await otherInstance.end();
    }
    const after = await context.app.scheduledJobs.runAll();
    expect(after.find((run) => run.name === 'test.first')?.outcome).toBe('done');
  });

  it('runs rounds on its timer once ready, and stops when the app closes', async () => {
    const ticking = countingJob('test.ticking');
    const app: App = await buildTestApp(context.database, { scheduledJobs: { intervalMs: 40 } });
    app.scheduledJobs.add(ticking.job);
    await app.ready();
    await expect.poll(() => ticking.runs.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    await app.close();
    const atClose = ticking.runs.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ticking.runs).toHaveLength(atClose);
  });
});
