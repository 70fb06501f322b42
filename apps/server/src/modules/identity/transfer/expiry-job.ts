import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import type { TransferRepository } from './transfer-repository.ts';

/** Deletes transfers nobody can use any more (expired, redirect token expired or never given). */
export function createTransferExpiryJob(repository: TransferRepository): ScheduledJob {
  return {
    name: 'user-transfer.expired-transfers',
    run: (transaction, now) => repository.removeExpired(now, transaction),
  };
}
