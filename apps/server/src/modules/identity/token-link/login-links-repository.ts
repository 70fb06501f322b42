import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { loginLinksTable } from './schema.ts';

export interface LoginLinkRow {
  id: number;
  userId: number;
  methodId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface LoginLinksRepository {
  insert(
    link: { tokenHash: string; userId: number; methodId: number; expiresAt: Date },
    executor?: Executor,
  ): Promise<void>;
  findByTokenHash(tokenHash: string, executor?: Executor): Promise<LoginLinkRow | undefined>;
  /**
   * Marks the link used if it is still unused and unexpired at `now`; resolves whether it did.
   * One statement, so two requests racing with the same link cannot both succeed.
   */
  markUsed(id: number, now: Date, executor?: Executor): Promise<boolean>;
  /** Deletes links (used or not) that expired before `before`; answers how many (the expiry clean-up job). */
  removeExpired(before: Date, executor?: Executor): Promise<number>;
}

export function createLoginLinksRepository(db: Executor): LoginLinksRepository {
  return {
    async insert(link, executor = db) {
      await executor.insert(loginLinksTable).values(link);
    },

    async findByTokenHash(tokenHash, executor = db) {
      const [row] = await executor
        .select({
          id: loginLinksTable.id,
          userId: loginLinksTable.userId,
          methodId: loginLinksTable.methodId,
          expiresAt: loginLinksTable.expiresAt,
          usedAt: loginLinksTable.usedAt,
        })
        .from(loginLinksTable)
        .where(eq(loginLinksTable.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async markUsed(id, now, executor = db) {
      const updated = await executor
        .update(loginLinksTable)
        .set({ usedAt: now })
        .where(
          and(eq(loginLinksTable.id, id), isNull(loginLinksTable.usedAt), gt(loginLinksTable.expiresAt, now)),
        )
        .returning({ id: loginLinksTable.id });
      return updated.length > 0;
    },

    async removeExpired(before, executor = db) {
      const removed = await executor
        .delete(loginLinksTable)
        .where(lt(loginLinksTable.expiresAt, before))
        .returning({ id: loginLinksTable.id });
      return removed.length;
    },
  };
}
