import type { ScheduledJob } from '../../jobs/scheduled-job.ts';
import type { AuthThrottleRepository } from './auth-throttle-repository.ts';
import { codeSendWindowMs, failureWindowMs } from './throttle-policy.ts';

/** The longest counting window: a counter whose window started before that counts nothing. */
const longestWindowMs = Math.max(failureWindowMs, codeSendWindowMs);

/** Deletes counters that no longer count anything (window over, no lock in force). */
export function createAuthThrottleExpiryJob(repository: AuthThrottleRepository): ScheduledJob {
  return {
    name: 'auth-throttle.stale-counters',
    run: (transaction, now) =>
      repository.removeStale(new Date(now.getTime() - longestWindowMs), now, transaction),
  };
}
