import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import type { LoginLinksRepository } from './login-links-repository.ts';

/** Expired links stay this long, so a late click still answers "expired" rather than "invalid". */
export const expiredLinkRetentionMs = 24 * 60 * 60_000;

/** Deletes sign-in links (used or not) expired for over `expiredLinkRetentionMs`. */
export function createLoginLinksExpiryJob(repository: LoginLinksRepository): ScheduledJob {
  return {
    name: 'token-link.expired-links',
    run: (transaction, now) =>
      repository.removeExpired(new Date(now.getTime() - expiredLinkRetentionMs), transaction),
  };
}
