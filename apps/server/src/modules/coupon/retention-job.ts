import type { ScheduledJob } from '../../jobs/scheduled-job.ts';
import type { CouponRepository } from './coupon-repository.ts';

/**
 * How long a handled event's id is remembered: longer than the domain events' relay may deliver it
 * again (the outbox keeps published events 7 days).
 */
export const handledEventRetentionMs = 8 * 24 * 60 * 60_000;

/** Forgets placement and cash-out keys past their 48 hours and handled event ids past 8 days. */
export function createCouponRetentionJob(repository: CouponRepository): ScheduledJob {
  return {
    name: 'coupon-retention',
    run: (transaction, now) =>
      repository.deleteExpired(now, new Date(now.getTime() - handledEventRetentionMs), transaction),
  };
}
