import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { CodePurpose } from './identity-api.ts';
import { oneTimeCodesTable, usedTokensTable } from './schema.ts';

export type CodeRow = typeof oneTimeCodesTable.$inferSelect;

export interface CodesRepository {
  /** The newest unused code of (purpose, subject). */
  findLatestUnused(purpose: CodePurpose, subject: string, executor?: Executor): Promise<CodeRow | undefined>;
  /** Retires the unused codes of (purpose, subject) and stores a new one. */
  replace(
    row: { purpose: CodePurpose; subject: string; codeHash: string; expiresAt: Date },
    executor?: Executor,
  ): Promise<CodeRow>;
  countWrongTry(id: number, executor?: Executor): Promise<void>;
  /** Marks used unless already used: false when another request used it first. */
  markUsed(id: number, executor?: Executor): Promise<boolean>;
  /** Records a signed token as used; false when it already was. */
  claimToken(tokenId: string, expiresAt: Date, executor?: Executor): Promise<boolean>;
  /** Deletes codes (used or not) that expired before `before`; answers how many. */
  removeCodesExpiredBefore(before: Date, executor?: Executor): Promise<number>;
  /** Forgets used tokens that expired before `before` (their signature check refuses them anyway). */
  removeTokensExpiredBefore(before: Date, executor?: Executor): Promise<number>;
}

export function createCodesRepository(db: Executor): CodesRepository {
  return {
    async findLatestUnused(purpose, subject, executor = db) {
      const rows = await executor
        .select()
        .from(oneTimeCodesTable)
        .where(
          and(
            eq(oneTimeCodesTable.purpose, purpose),
            eq(oneTimeCodesTable.subject, subject),
            isNull(oneTimeCodesTable.usedAt),
          ),
        )
        .orderBy(desc(oneTimeCodesTable.id))
        .limit(1);
      return rows[0];
    },

    async replace(row, executor = db) {
      await executor
        .update(oneTimeCodesTable)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeCodesTable.purpose, row.purpose),
            eq(oneTimeCodesTable.subject, row.subject),
            isNull(oneTimeCodesTable.usedAt),
          ),
        );
      const [inserted] = await executor.insert(oneTimeCodesTable).values(row).returning();
      if (inserted === undefined) throw new Error('one-time code insert returned nothing');
      return inserted;
    },

    async countWrongTry(id, executor = db) {
      await executor
        .update(oneTimeCodesTable)
        .set({ attempts: sql`${oneTimeCodesTable.attempts} + 1` })
        .where(eq(oneTimeCodesTable.id, id));
    },

    async markUsed(id, executor = db) {
      const rows = await executor
        .update(oneTimeCodesTable)
        .set({ usedAt: sql`now()` })
        .where(and(eq(oneTimeCodesTable.id, id), isNull(oneTimeCodesTable.usedAt)))
        .returning({ id: oneTimeCodesTable.id });
      return rows.length > 0;
    },

    async claimToken(tokenId, expiresAt, executor = db) {
      const rows = await executor
        .insert(usedTokensTable)
        .values({ tokenId, expiresAt })
        .onConflictDoNothing()
        .returning({ tokenId: usedTokensTable.tokenId });
      return rows.length > 0;
    },

    async removeCodesExpiredBefore(before, executor = db) {
      const removed = await executor
        .delete(oneTimeCodesTable)
        .where(lt(oneTimeCodesTable.expiresAt, before))
        .returning({ id: oneTimeCodesTable.id });
      return removed.length;
    },

    async removeTokensExpiredBefore(before, executor = db) {
      const removed = await executor
        .delete(usedTokensTable)
        .where(lt(usedTokensTable.expiresAt, before))
        .returning({ tokenId: usedTokensTable.tokenId });
      return removed.length;
    },
  };
}
