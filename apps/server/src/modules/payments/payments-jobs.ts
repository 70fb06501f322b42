import type { EventBus } from '../../events/event-bus.ts';
import type { ScheduledJob } from '../../jobs/scheduled-job.ts';
import type { PaymentsRepository } from './payments-repository.ts';
import type { ProviderEvents } from './provider-events.ts';

/** Left to the after-commit path for this long before the job applies an event itself. */
export const eventApplyGraceMs = 5_000;
/** Provider events are remembered this long (dedup of redeliveries; providers retry up to 30 days). */
export const providerEventRetentionMs = 35 * 24 * 60 * 60_000;
const eventBatch = 200;

/**
 * Applies provider events the after-commit path missed (the process stopped between storing and
 * applying, the pub/sub was down), each in a savepoint of the job's transaction so one that fails
 * leaves the others applied. Their own events go out with the domain events' relay.
 */
export function createUnappliedEventsJob(
  repository: PaymentsRepository,
  providerEvents: ProviderEvents,
  events: Pick<EventBus, 'emitIn'>,
  log: { error(details: object, message: string): void },
): ScheduledJob {
  return {
    name: 'payments-unapplied-events',
    async run(transaction, now) {
      const due = await repository.listUnprocessedEvents(
        new Date(now.getTime() - eventApplyGraceMs),
        eventBatch,
        transaction,
      );
      let applied = 0;
      for (const { provider, eventId } of due) {
        try {
          const outcome = await transaction.transaction((savepoint) =>
            providerEvents.apply(provider, eventId, {
              transaction: savepoint,
              emit: events.emitIn(savepoint),
            }),
          );
          if (outcome !== undefined) applied += 1;
        } catch (error) {
          log.error({ err: error, provider, eventId }, 'provider event could not be applied');
        }
      }
      return applied;
    },
  };
}

/** Forgets request keys past their 48 hours and provider events past their 35 days. */
export function createPaymentsRetentionJob(repository: PaymentsRepository): ScheduledJob {
  return {
    name: 'payments-retention',
    async run(transaction, now) {
      const keys = await repository.deleteExpiredKeys(now, transaction);
      const providerEvents = await repository.deleteEventsReceivedBefore(
        new Date(now.getTime() - providerEventRetentionMs),
        transaction,
      );
      return keys + providerEvents;
    },
  };
}
