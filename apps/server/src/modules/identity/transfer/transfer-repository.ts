import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { type UserTransferState, userTransfersTable } from './schema.ts';

export interface UserTransferRow {
  id: string;
  userId: number;
  state: UserTransferState;
  expiresAt: Date;
}

export interface TransferRepository {
  insert(transfer: { userId: number; expiresAt: Date }, executor?: Executor): Promise<UserTransferRow>;
  /** The transfer when it is still `pending` and unexpired at `now`. */
  findOpen(id: string, now: Date, executor?: Executor): Promise<UserTransferRow | undefined>;
  /** pending → verified with a redirect token (its hash); resolves whether the transfer was still open. */
  markVerified(
    id: string,
    redirect: { tokenHash: string; expiresAt: Date },
    now: Date,
    executor?: Executor,
  ): Promise<boolean>;
  /**
   * verified → completed for the transfer of an unexpired redirect token, forgetting the token;
   * resolves with the transfer's user, or undefined (unknown, used or expired token). One
   * statement, so a token is honoured once even under concurrent requests.
   */
  complete(tokenHash: string, now: Date, executor?: Executor): Promise<number | undefined>;
  /** Ends a transfer that has not given out the credentials yet; resolves whether it did. */
  cancel(id: string, executor?: Executor): Promise<boolean>;
  /**
   * Deletes transfers past their expiry whose redirect token (if any) expired too, whatever their
   * state: none of the calls can use them any more. Answers how many.
   */
  removeExpired(now: Date, executor?: Executor): Promise<number>;
}

export function createTransferRepository(db: Executor): TransferRepository {
  const rowColumns = {
    id: userTransfersTable.id,
    userId: userTransfersTable.userId,
    state: userTransfersTable.state,
    expiresAt: userTransfersTable.expiresAt,
  };

  return {
    async insert(transfer, executor = db) {
      const [row] = await executor.insert(userTransfersTable).values(transfer).returning(rowColumns);
      if (row === undefined) throw new Error('user transfer insert returned no row');
      return row;
    },

    async findOpen(id, now, executor = db) {
      const [row] = await executor
        .select(rowColumns)
        .from(userTransfersTable)
        .where(
          and(
            eq(userTransfersTable.id, id),
            eq(userTransfersTable.state, 'pending'),
            gt(userTransfersTable.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    async markVerified(id, redirect, now, executor = db) {
      const updated = await executor
        .update(userTransfersTable)
        .set({
          state: 'verified',
          redirectTokenHash: redirect.tokenHash,
          redirectTokenExpiresAt: redirect.expiresAt,
        })
        .where(
          and(
            eq(userTransfersTable.id, id),
            eq(userTransfersTable.state, 'pending'),
            gt(userTransfersTable.expiresAt, now),
          ),
        )
        .returning({ id: userTransfersTable.id });
      return updated.length > 0;
    },

    async complete(tokenHash, now, executor = db) {
      const [row] = await executor
        .update(userTransfersTable)
        .set({ state: 'completed', redirectTokenHash: null, redirectTokenExpiresAt: null, completedAt: now })
        .where(
          and(
            eq(userTransfersTable.redirectTokenHash, tokenHash),
            eq(userTransfersTable.state, 'verified'),
            gt(userTransfersTable.redirectTokenExpiresAt, now),
          ),
        )
        .returning({ userId: userTransfersTable.userId });
      return row?.userId;
    },

    async cancel(id, executor = db) {
      const updated = await executor
        .update(userTransfersTable)
        .set({ state: 'cancelled', redirectTokenHash: null, redirectTokenExpiresAt: null })
        .where(and(eq(userTransfersTable.id, id), inArray(userTransfersTable.state, ['pending', 'verified'])))
        .returning({ id: userTransfersTable.id });
      return updated.length > 0;
    },

    async removeExpired(now, executor = db) {
      const removed = await executor
        .delete(userTransfersTable)
        .where(
          and(
            lte(userTransfersTable.expiresAt, now),
            or(
              isNull(userTransfersTable.redirectTokenExpiresAt),
              lte(userTransfersTable.redirectTokenExpiresAt, now),
            ),
          ),
        )
        .returning({ id: userTransfersTable.id });
      return removed.length;
    },
  };
}
