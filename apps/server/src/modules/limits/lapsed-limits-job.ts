import type { ScheduledJob } from '../../jobs/scheduled-job.ts';
import type { LimitsRepository } from './limits-repository.ts';

/** Questionnaires are kept a day past their expiry, then deleted (the history keeps what was asked). */
const questionnaireRetentionMs = 24 * 3_600_000;

/**
 * Makes the stored state catch up with time: pending deposit limits past their approval deadline
 * become INACTIVE (expired), self-exclusions and timeouts past their end INACTIVE (ended), each with
 * its line of history; old questionnaires go. Reads never wait for it: they compute the state at
 * their moment (limits-view.ts `stateAt`).
 */
export function createLapsedLimitsJob(repository: LimitsRepository): ScheduledJob {
  return {
    name: 'limits.lapsed',
    async run(transaction, now) {
      const lapsed = await repository.listLapsed(now, transaction);
      for (const row of lapsed) {
        const reason = row.state === 'PENDING' ? 'expired' : 'ended';
        const at = row.state === 'PENDING' ? row.expiresAt : row.endsAt;
        await repository.deactivate(row.id, reason, at ?? now, transaction);
        await repository.appendHistory(
          [
            {
              userId: row.userId,
              typeId: row.typeId,
              limitId: row.id,
              action: reason,
              value: row.value,
              at: at ?? now,
            },
          ],
          transaction,
        );
      }
      const removed = await repository.removeQuestionnairesExpiredBefore(
        new Date(now.getTime() - questionnaireRetentionMs),
        transaction,
      );
      return lapsed.length + removed;
    },
  };
}
