import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { sessionsTable, usersTable } from '../schema.ts';

export type NewSessionRow = typeof sessionsTable.$inferInsert;

/** A live session with what every request needs of its user. */
export interface ActiveSession {
  id: string;
  userId: number;
  csrfToken: string;
  longLived: boolean;
  /** When the player signed in (the start of the session a session limit counts from). */
  createdAt: Date;
  idleExpiresAt: Date;
  login: string;
  banLevel: number;
  banVersion: number;
  termsVersionConfirmed: number;
}

export interface SessionsRepository {
  insert(row: NewSessionRow, executor?: Executor): Promise<void>;
  /** The session if it exists, is not revoked and neither timeout has passed at `now`. */
  findActive(id: string, now: Date, executor?: Executor): Promise<ActiveSession | undefined>;
  touch(id: string, now: Date, idleExpiresAt: Date, executor?: Executor): Promise<void>;
  revoke(id: string, executor?: Executor): Promise<void>;
  revokeAllOfUser(userId: number, executor?: Executor): Promise<void>;
  /** Deletes sessions that can never be used again (revoked, or a timeout passed by `now`); answers how many. */
  removeEnded(now: Date, executor?: Executor): Promise<number>;
}

export function createSessionsRepository(db: Executor): SessionsRepository {
  return {
    async insert(row, executor = db) {
      await executor.insert(sessionsTable).values(row);
    },

    async findActive(id, now, executor = db) {
      const rows = await executor
        .select({
          id: sessionsTable.id,
          userId: sessionsTable.userId,
          csrfToken: sessionsTable.csrfToken,
          longLived: sessionsTable.longLived,
          createdAt: sessionsTable.createdAt,
          idleExpiresAt: sessionsTable.idleExpiresAt,
          login: usersTable.login,
          banLevel: usersTable.banLevel,
          banVersion: usersTable.banVersion,
          termsVersionConfirmed: usersTable.termsVersionConfirmed,
        })
        .from(sessionsTable)
        .innerJoin(usersTable, eq(usersTable.id, sessionsTable.userId))
        .where(
          and(
            eq(sessionsTable.id, id),
            isNull(sessionsTable.revokedAt),
            gt(sessionsTable.idleExpiresAt, now),
            gt(sessionsTable.absoluteExpiresAt, now),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async touch(id, now, idleExpiresAt, executor = db) {
      await executor
        .update(sessionsTable)
        .set({
          lastSeenAt: now,
          // Never past the absolute timeout.
          idleExpiresAt: sql`least(${idleExpiresAt.toISOString()}::timestamptz, ${sessionsTable.absoluteExpiresAt})`,
        })
        .where(eq(sessionsTable.id, id));
    },

    async revoke(id, executor = db) {
      await executor
        .update(sessionsTable)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessionsTable.id, id), isNull(sessionsTable.revokedAt)));
    },

    async revokeAllOfUser(userId, executor = db) {
      await executor
        .update(sessionsTable)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessionsTable.userId, userId), isNull(sessionsTable.revokedAt)));
    },

    async removeEnded(now, executor = db) {
      const removed = await executor
        .delete(sessionsTable)
        .where(
          or(
            isNotNull(sessionsTable.revokedAt),
            lte(sessionsTable.idleExpiresAt, now),
            lte(sessionsTable.absoluteExpiresAt, now),
          ),
        )
        .returning({ id: sessionsTable.id });
      return removed.length;
    },
  };
}
