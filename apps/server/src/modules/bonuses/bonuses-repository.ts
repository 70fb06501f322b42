import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { bonusGrantsTable, bonusRuleLimitsTable, bonusRulesTable, bonusWagersTable } from './schema.ts';

export type BonusRuleRow = typeof bonusRulesTable.$inferSelect;
export type BonusRuleLimitRow = typeof bonusRuleLimitsTable.$inferSelect;
export type BonusGrantRow = typeof bonusGrantsTable.$inferSelect;

const r = bonusRulesTable;
const l = bonusRuleLimitsTable;
const g = bonusGrantsTable;
const w = bonusWagersTable;

/** The bonuses module's queries as verbs; each runs on the caller's transaction when given one. */
export function createBonusesRepository(db: Executor) {
  return {
    /** The active rule of a trigger and kind, with its limits in `currency` (undefined when either is missing). */
    async findRule(
      trigger: string,
      kind: string,
      currency?: string,
    ): Promise<{ rule: BonusRuleRow; limits: BonusRuleLimitRow | undefined } | undefined> {
      const [rule] = await db
        .select()
        .from(r)
        .where(and(eq(r.trigger, trigger), eq(r.kind, kind), eq(r.isActive, true)));
      if (rule === undefined) return undefined;
      if (currency === undefined) return { rule, limits: undefined };
      const [limits] = await db
        .select()
        .from(l)
        .where(and(eq(l.ruleId, rule.id), eq(l.currency, currency)));
      return { rule, limits };
    },

    /** Inserts the grant unless the player holds one of its trigger; answers the grant that exists. */
    async insertGrantOnce(row: Omit<typeof g.$inferInsert, 'id'>): Promise<BonusGrantRow> {
      await db.insert(g).values(row).onConflictDoNothing();
      const [grant] = await db
        .select()
        .from(g)
        .where(and(eq(g.userId, row.userId), eq(g.trigger, row.trigger)));
      if (grant === undefined) throw new Error(`bonus grant of ${row.userId}/${row.trigger} not stored`);
      return grant;
    },

    async hasGrant(userId: number, trigger: string): Promise<boolean> {
      const [row] = await db
        .select({ id: g.id })
        .from(g)
        .where(and(eq(g.userId, userId), eq(g.trigger, trigger)));
      return row !== undefined;
    },

    async setCredited(id: number, accountId: number, creditTransferId: number): Promise<void> {
      await db.update(g).set({ accountId, creditTransferId }).where(eq(g.id, id));
    },

    async listUncredited(limit: number): Promise<BonusGrantRow[]> {
      return db.select().from(g).where(isNull(g.creditTransferId)).orderBy(asc(g.id)).limit(limit);
    },

    async listUserGrants(userId: number): Promise<BonusGrantRow[]> {
      return db.select().from(g).where(eq(g.userId, userId)).orderBy(desc(g.id));
    },

    /** The active grant credited to a bonus account, locked for this transaction. */
    /** The kind of the active grant a bonus account holds, if any. */
    async activeKindOfAccount(accountId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ kind: g.kind })
        .from(g)
        .where(and(eq(g.accountId, accountId), eq(g.status, 'active')));
      return row?.kind;
    },

    async lockActiveGrantOfAccount(
      accountId: number,
      executor: Executor,
    ): Promise<BonusGrantRow | undefined> {
      const [row] = await executor
        .select()
        .from(g)
        .where(and(eq(g.accountId, accountId), eq(g.status, 'active')))
        .for('update');
      return row;
    },

    /** Counts a stake once per ledger transfer; false when it was counted before. */
    async insertWager(
      row: { grantId: number; transferId: number; amount: bigint; createdAt: Date },
      executor: Executor,
    ): Promise<boolean> {
      const inserted = await executor
        .insert(w)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: w.grantId });
      return inserted.length > 0;
    },

    async addWagered(id: number, amount: bigint, status: string, executor: Executor): Promise<BonusGrantRow> {
      const [row] = await executor
        .update(g)
        .set({ wagered: sql`${g.wagered} + ${String(amount)}::bigint`, status })
        .where(eq(g.id, id))
        .returning();
      if (row === undefined) throw new Error(`bonus grant ${id} not found`);
      return row;
    },

    async listExpiring(now: Date, limit: number): Promise<BonusGrantRow[]> {
      return db
        .select()
        .from(g)
        .where(and(eq(g.status, 'active'), lt(g.expiresAt, now)))
        .orderBy(asc(g.id))
        .limit(limit);
    },

    /** Marks an active grant expired; false when it was no longer active (wagered meanwhile). */
    async expire(id: number): Promise<boolean> {
      const rows = await db
        .update(g)
        .set({ status: 'expired' })
        .where(and(eq(g.id, id), eq(g.status, 'active')))
        .returning({ id: g.id });
      return rows.length > 0;
    },
  };
}

export type BonusesRepository = ReturnType<typeof createBonusesRepository>;
