import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { type AuthCounterScope, authFailuresTable } from './schema.ts';

export interface AuthCounter {
  key: string;
  count: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

export interface CounterIncrement {
  scope: AuthCounterScope;
  key: string;
  now: Date;
  /** A counter whose window started this long before `now` starts over at 1. */
  windowMs: number;
  /** Reaching this count locks the key until `now + lockMs` (omit for counters that never lock). */
  lockAt?: number;
  lockMs?: number;
}

export interface AuthThrottleRepository {
  /** The counters of `keys` in `scope` (keys without one are left out). */
  find(scope: AuthCounterScope, keys: readonly string[], executor?: Executor): Promise<AuthCounter[]>;
  /** Adds one, in one statement, so concurrent failures on several instances all count. */
  increment(increment: CounterIncrement, executor?: Executor): Promise<AuthCounter>;
  remove(scope: AuthCounterScope, key: string, executor?: Executor): Promise<void>;
  /**
   * Deletes counters whose window started at or before `windowStartedBy` and whose lock (if any)
   * is over at `now`: they count nothing any more. Answers how many.
   */
  removeStale(windowStartedBy: Date, now: Date, executor?: Executor): Promise<number>;
}

export function createAuthThrottleRepository(db: Executor): AuthThrottleRepository {
  const t = authFailuresTable;
  const counterColumns = {
    key: t.key,
    count: t.count,
    windowStartedAt: t.windowStartedAt,
    lockedUntil: t.lockedUntil,
  };

  return {
    find(scope, keys, executor = db) {
      if (keys.length === 0) return Promise.resolve([]);
      return executor
        .select(counterColumns)
        .from(t)
        .where(and(eq(t.scope, scope), inArray(t.key, [...keys])));
    },

    async increment({ scope, key, now, windowMs, lockAt, lockMs = 0 }, executor = db) {
      const nowAt = sql`${now.toISOString()}::timestamptz`;
      const windowOver = sql`${t.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      const nextCount = sql`CASE WHEN ${windowOver} THEN 1 ELSE ${t.count} + 1 END`;
      const lockUntil = new Date(now.getTime() + lockMs);
      const [counter] = await executor
        .insert(t)
        .values({
          key,
          scope,
          count: 1,
          windowStartedAt: now,
          lockedUntil: lockAt !== undefined && lockAt <= 1 ? lockUntil : null,
        })
        .onConflictDoUpdate({
          target: [t.scope, t.key],
          // Every expression reads the row as it was before this update.
          set: {
            count: nextCount,
            windowStartedAt: sql`CASE WHEN ${windowOver} THEN ${nowAt} ELSE ${t.windowStartedAt} END`,
            lockedUntil:
              lockAt === undefined
                ? sql`${t.lockedUntil}`
                : sql`CASE WHEN ${nextCount} >= ${lockAt} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${t.lockedUntil} END`,
          },
        })
        .returning(counterColumns);
      if (counter === undefined) throw new Error('auth counter upsert returned no row');
      return counter;
    },

    async remove(scope, key, executor = db) {
      await executor.delete(t).where(and(eq(t.scope, scope), eq(t.key, key)));
    },

    async removeStale(windowStartedBy, now, executor = db) {
      const removed = await executor
        .delete(t)
        .where(
          and(lte(t.windowStartedAt, windowStartedBy), or(isNull(t.lockedUntil), lte(t.lockedUntil, now))),
        )
        .returning({ key: t.key });
      return removed.length;
    },
  };
}
