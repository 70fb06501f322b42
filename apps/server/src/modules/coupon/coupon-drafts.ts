import {
  type CouponDraft,
  emptyCouponDraft,
  errorCodes,
  type SaveCouponDraftBody,
  type StoredCouponDraft,
} from '@parlay/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { couponDraftsTable } from './schema.ts';

type DraftRow = typeof couponDraftsTable.$inferSelect;

function storedOf(userId: number, row: DraftRow | undefined): StoredCouponDraft {
  return row === undefined
    ? { userId, version: 0, updatedAt: null, draft: null }
    : { userId, version: row.version, updatedAt: row.updatedAt.toISOString(), draft: row.draft };
}

/** A save over a version that is not the stored one: nothing saved; the stored draft to merge with. */
export const draftStaleError = (current: StoredCouponDraft) =>
  new HttpError({
    status: 409,
    code: errorCodes.COUPON_DRAFT_STALE,
    messageKey: 'main_bet_error_draft_stale',
    fields: { version: 'main_bet_error_draft_stale' },
    couponDraft: current,
  });

/**
 * The draft once the placed selections have left it, as the coupon in the browser leaves them: with
 * none left it is emptied as the coupon's `clearBets` empties it (type, blocks, stakes per bet, the
 * system and the offers reset; the amount, account, settings and deleted bonus bets kept); with bets
 * another device added meanwhile, only the placed ones go. Undefined when none of them was in it.
 */
export function draftWithoutPlaced(
  draft: CouponDraft,
  placedIds: ReadonlySet<number>,
): CouponDraft | undefined {
  const bets = draft.bets.filter((bet) => !placedIds.has(bet.id));
  if (bets.length === draft.bets.length) return undefined;
  if (bets.length === 0) {
    const {
      amount: _amount,
      accountId: _account,
      manuallyDeletedBetIds: _deleted,
      settings: _settings,
      ...emptied
    } = emptyCouponDraft;
    return { ...draft, ...emptied };
  }
  const kept = (key: string) => !placedIds.has(Number(key));
  return {
    ...draft,
    bets,
    amountByBetId: Object.fromEntries(Object.entries(draft.amountByBetId).filter(([key]) => kept(key))),
    addedAtByBetId: Object.fromEntries(Object.entries(draft.addedAtByBetId).filter(([key]) => kept(key))),
  };
}

/**
 * The signed-in player's coupon draft (README.md "The coupon draft"): read, saved over the version
 * the client read (optimistic: a stale one is a 409 with the stored draft), and left by the
 * selections a placement took, in the placement's transaction.
 */
export function createCouponDrafts(db: Database, now: () => number) {
  async function read(userId: number, executor: Executor = db): Promise<StoredCouponDraft> {
    const [row] = await executor.select().from(couponDraftsTable).where(eq(couponDraftsTable.userId, userId));
    return storedOf(userId, row);
  }

  return {
    read: (userId: number) => read(userId),

    async save(userId: number, { version, draft }: SaveCouponDraftBody): Promise<StoredCouponDraft> {
      const updatedAt = new Date(now());
      // Inserted only when there is none yet, updated only at the version read: one statement each,
      // so two devices saving at once cannot both win.
      const [saved] =
        version === 0
          ? await db
              .insert(couponDraftsTable)
              .values({ userId, draft, version: 1, updatedAt })
              .onConflictDoNothing()
              .returning()
          : await db
              .update(couponDraftsTable)
              .set({ draft, version: version + 1, updatedAt })
              .where(and(eq(couponDraftsTable.userId, userId), eq(couponDraftsTable.version, version)))
              .returning();
      if (saved === undefined) throw draftStaleError(await read(userId));
      return storedOf(userId, saved);
    },

    /** Takes the placed selections out of the player's draft, on the placement's transaction. */
    async removePlaced(userId: number, selectionIds: readonly number[], executor: Executor): Promise<void> {
      const [row] = await executor
        .select()
        .from(couponDraftsTable)
        .where(eq(couponDraftsTable.userId, userId))
        .for('update');
      if (row === undefined) return;
      const draft = draftWithoutPlaced(row.draft, new Set(selectionIds));
      if (draft === undefined) return;
      await executor
        .update(couponDraftsTable)
        .set({ draft, version: row.version + 1, updatedAt: new Date(now()) })
        .where(eq(couponDraftsTable.userId, userId));
    },
  };
}

export type CouponDrafts = ReturnType<typeof createCouponDrafts>;
