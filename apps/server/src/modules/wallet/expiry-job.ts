import type { EventBus } from '../../events/event-bus.ts';
import type { ScheduledJob } from '../../jobs/scheduled-job.ts';
import type { Ledger } from './ledger.ts';
import type { WalletRepository } from './wallet-repository.ts';

/** Voids holds past their timeout and forgets idempotency keys past their retention. */
export function createWalletExpiryJob(
  ledger: Pick<Ledger, 'expirePending'>,
  repository: WalletRepository,
  events: Pick<EventBus, 'emitIn'>,
): ScheduledJob {
  return {
    name: 'wallet.expiry',
    async run(transaction, now) {
      const voided = await ledger.expirePending(now, { transaction, emit: events.emitIn(transaction) });
      return voided + (await repository.removeExpiredKeys(now, transaction));
    },
  };
}
