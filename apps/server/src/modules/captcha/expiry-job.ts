import type { ScheduledJob } from '../../jobs/scheduled-job.ts';
import { pruneAfterMs } from './captcha-policy.ts';
import type { CaptchaRepository } from './captcha-repository.ts';

/** Deletes challenges (and their tokens) expired for over `pruneAfterMs`. */
export function createCaptchaExpiryJob(repository: CaptchaRepository): ScheduledJob {
  return {
    name: 'captcha.expired-challenges',
    run: (transaction, now) => repository.removeExpired(new Date(now.getTime() - pruneAfterMs), transaction),
  };
}
