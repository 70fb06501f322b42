import type { ScheduledJob } from '../../jobs/scheduled-job.ts';
import type { CodesRepository } from './codes-repository.ts';
import type { SessionsRepository } from './session/sessions-repository.ts';

/**
 * Expired one-time codes stay this long, so a right code typed too late still answers
 * CODE_EXPIRED ("ask for a new one") rather than INVALID_CODE.
 */
export const expiredCodeRetentionMs = 24 * 60 * 60_000;

/** The identity module's clean-up: ended sessions, long-expired codes, used tokens past their expiry. */
export function createIdentityExpiryJob(repositories: {
  sessions: SessionsRepository;
  codes: CodesRepository;
}): ScheduledJob {
  return {
    name: 'identity.expired-rows',
    async run(transaction, now) {
      const sessions = await repositories.sessions.removeEnded(now, transaction);
      const codes = await repositories.codes.removeCodesExpiredBefore(
        new Date(now.getTime() - expiredCodeRetentionMs),
        transaction,
      );
      const tokens = await repositories.codes.removeTokensExpiredBefore(now, transaction);
      return sessions + codes + tokens;
    },
  };
}
