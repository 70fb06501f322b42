import type { LimitTypeId } from '@parlay/domain';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  limitHistoryTable,
  limitQuestionnairesTable,
  limitsTable,
  type QuestionnaireChange,
} from './schema.ts';

export type LimitRow = typeof limitsTable.$inferSelect;
export type NewLimitRow = typeof limitsTable.$inferInsert;

/** Why a row stopped being ACTIVE or PENDING. */
export type InactiveReason =
  | 'replaced'
  | 'removed'
  | 'confirmed'
  | 'rejected'
  | 'expired'
  | 'ended'
  | 'superseded';

export interface HistoryEntry {
  userId: number;
  typeId: LimitTypeId;
  limitId: string | null;
  action: string;
  value: number | null;
  at: Date;
}

export interface QuestionnaireRow {
  tokenGuid: string;
  userId: number;
  changes: QuestionnaireChange[];
}

export interface LimitsRepository {
  /**
   * Serialises the changes of one player's limits for the rest of the transaction (a transaction
   * advisory lock on the player), so two requests cannot both read "no limit" and both write one.
   */
  lockPlayer(userId: number, executor: Executor): Promise<void>;
  /** The player's ACTIVE and PENDING rows as stored (their state at a moment: limits-view.ts). */
  listCurrent(userId: number, executor?: Executor): Promise<LimitRow[]>;
  /** ACTIVE rows in force at `at`: started by then, not ended. */
  listInForce(userId: number, at: Date, executor?: Executor): Promise<LimitRow[]>;
  findOfPlayer(userId: number, id: string, executor?: Executor): Promise<LimitRow | undefined>;
  insert(row: NewLimitRow, executor: Executor): Promise<void>;
  /** Makes an ACTIVE row of a PENDING one: its value takes effect at `at`. */
  activate(id: string, at: Date, executor: Executor): Promise<void>;
  deactivate(id: string, reason: InactiveReason, at: Date, executor: Executor): Promise<void>;
  appendHistory(entries: readonly HistoryEntry[], executor: Executor): Promise<void>;
  insertQuestionnaire(
    row: QuestionnaireRow & { createdAt: Date; expiresAt: Date },
    executor: Executor,
  ): Promise<void>;
  /** Spends the player's live, unused questionnaire and answers its changes; undefined otherwise. */
  spendQuestionnaire(
    userId: number,
    tokenGuid: string,
    now: Date,
    executor: Executor,
  ): Promise<QuestionnaireRow | undefined>;
  /** Whether the player holds a live, unused questionnaire of that token (nothing changed). */
  hasQuestionnaire(userId: number, tokenGuid: string, now: Date, executor?: Executor): Promise<boolean>;
  /** Rows whose stored state lags behind `now`: pending ones past their deadline, exclusions ended. */
  listLapsed(now: Date, executor: Executor): Promise<LimitRow[]>;
  removeQuestionnairesExpiredBefore(before: Date, executor: Executor): Promise<number>;
}

export function createLimitsRepository(db: Executor): LimitsRepository {
  const t = limitsTable;
  const q = limitQuestionnairesTable;
  return {
    async lockPlayer(userId, executor) {
      await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`limits:${userId}`}, 0))`);
    },

    listCurrent(userId, executor = db) {
      return executor
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), inArray(t.state, ['ACTIVE', 'PENDING'])))
        .orderBy(t.typeId, t.state);
    },

    listInForce(userId, at, executor = db) {
      return executor
        .select()
        .from(t)
        .where(
          and(
            eq(t.userId, userId),
            eq(t.state, 'ACTIVE'),
            lte(t.startedAt, at),
            or(isNull(t.endsAt), gt(t.endsAt, at)),
          ),
        )
        .orderBy(t.typeId);
    },

    async findOfPlayer(userId, id, executor = db) {
      const [row] = await executor
        .select()
        .from(t)
        .where(and(eq(t.id, id), eq(t.userId, userId)))
        .limit(1);
      return row;
    },

    async insert(row, executor) {
      await executor.insert(t).values(row);
    },

    async activate(id, at, executor) {
      await executor
        .update(t)
        .set({ state: 'ACTIVE', startedAt: at, startsAt: null, expiresAt: null })
        .where(and(eq(t.id, id), eq(t.state, 'PENDING')));
    },

    async deactivate(id, reason, at, executor) {
      await executor
        .update(t)
        .set({ state: 'INACTIVE', inactiveSince: at, inactiveReason: reason })
        .where(and(eq(t.id, id), inArray(t.state, ['ACTIVE', 'PENDING'])));
    },

    async appendHistory(entries, executor) {
      if (entries.length > 0) await executor.insert(limitHistoryTable).values([...entries]);
    },

    async insertQuestionnaire(row, executor) {
      await executor.insert(q).values(row);
    },

    async spendQuestionnaire(userId, tokenGuid, now, executor) {
      const [row] = await executor
        .update(q)
        .set({ usedAt: now })
        .where(and(eq(q.tokenGuid, tokenGuid), eq(q.userId, userId), isNull(q.usedAt), gt(q.expiresAt, now)))
        .returning({ tokenGuid: q.tokenGuid, userId: q.userId, changes: q.changes });
      return row;
    },

    async hasQuestionnaire(userId, tokenGuid, now, executor = db) {
      const rows = await executor
        .select({ tokenGuid: q.tokenGuid })
        .from(q)
        .where(and(eq(q.tokenGuid, tokenGuid), eq(q.userId, userId), isNull(q.usedAt), gt(q.expiresAt, now)))
        .limit(1);
      return rows.length > 0;
    },

    listLapsed(now, executor) {
      return executor
        .select()
        .from(t)
        .where(
          or(
            and(eq(t.state, 'PENDING'), lte(t.expiresAt, now)),
            and(eq(t.state, 'ACTIVE'), lte(t.endsAt, now)),
          ),
        )
        .limit(1000);
    },

    async removeQuestionnairesExpiredBefore(before, executor) {
      const removed = await executor
        .delete(q)
        .where(lte(q.expiresAt, before))
        .returning({ tokenGuid: q.tokenGuid });
      return removed.length;
    },
  };
}
