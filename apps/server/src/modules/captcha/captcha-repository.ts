import type { CaptchaCode } from '@parlay/contract';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { captchaChallengesTable } from './schema.ts';

export interface NewChallenge {
  id: string;
  code: CaptchaCode;
  answerHash: string;
  attemptsLeft: number;
  expiresAt: Date;
}

export interface AnswerAttempt {
  code: CaptchaCode;
  answerHash: string;
  /** Attempts left after this one. */
  attemptsLeft: number;
}

export interface CaptchaRepository {
  insert(challenge: NewChallenge, executor?: Executor): Promise<void>;
  /**
   * Uses up one attempt of a live, unanswered challenge and returns what to check the answer
   * against; undefined when the challenge is unknown, expired, answered or out of attempts.
   */
  takeAttempt(id: string, now: Date, executor?: Executor): Promise<AnswerAttempt | undefined>;
  /** Records the token of a right answer; false when another request answered it first. */
  setToken(id: string, tokenHash: string, tokenExpiresAt: Date, executor?: Executor): Promise<boolean>;
  /** Marks an unused, unexpired token of one of `codes` used; false when there is none. */
  useToken(
    tokenHash: string,
    codes: readonly CaptchaCode[],
    now: Date,
    executor?: Executor,
  ): Promise<boolean>;
  /** Deletes challenges expired before `before` whose token (if any) expired too; answers how many. */
  removeExpired(before: Date, executor?: Executor): Promise<number>;
}

export function createCaptchaRepository(db: Executor): CaptchaRepository {
  const t = captchaChallengesTable;
  return {
    async insert(challenge, executor = db) {
      await executor.insert(t).values(challenge);
    },

    async takeAttempt(id, now, executor = db) {
      const [row] = await executor
        .update(t)
        .set({ attemptsLeft: sql`${t.attemptsLeft} - 1` })
        .where(and(eq(t.id, id), gt(t.attemptsLeft, 0), gt(t.expiresAt, now), isNull(t.tokenHash)))
        .returning({ code: t.code, answerHash: t.answerHash, attemptsLeft: t.attemptsLeft });
      return row;
    },

    async setToken(id, tokenHash, tokenExpiresAt, executor = db) {
      const updated = await executor
        .update(t)
        .set({ tokenHash, tokenExpiresAt })
        .where(and(eq(t.id, id), isNull(t.tokenHash)))
        .returning({ id: t.id });
      return updated.length > 0;
    },

    async useToken(tokenHash, codes, now, executor = db) {
      if (codes.length === 0) return false;
      const used = await executor
        .update(t)
        .set({ tokenUsedAt: now })
        .where(
          and(
            eq(t.tokenHash, tokenHash),
            isNull(t.tokenUsedAt),
            gt(t.tokenExpiresAt, now),
            inArray(t.code, [...codes]),
          ),
        )
        .returning({ id: t.id });
      return used.length > 0;
    },

    async removeExpired(before, executor = db) {
      const removed = await executor
        .delete(t)
        .where(and(lt(t.expiresAt, before), or(isNull(t.tokenExpiresAt), lt(t.tokenExpiresAt, before))))
        .returning({ id: t.id });
      return removed.length;
    },
  };
}
