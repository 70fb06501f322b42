import { and, asc, count, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import type { StoredRefusal } from '../../http/request-once.ts';
import { couponHandledEventsTable, couponLegsTable, couponRequestKeysTable, couponsTable } from './schema.ts';

/**
 * The statuses the line's results decide: open and settled coupons (a correction re-settles them).
 * A cashed-out coupon is final; a vip bet awaiting approval or rejected has no stake in play.
 */
export const settlableStatuses: ReadonlySet<string> = new Set(['open', 'won', 'lost', 'returned']);

export type CouponRow = typeof couponsTable.$inferSelect;
export type NewCouponRow = typeof couponsTable.$inferInsert;
export type CouponLegRow = typeof couponLegsTable.$inferSelect;
export type NewCouponLegRow = Omit<typeof couponLegsTable.$inferInsert, 'couponId'>;
export type CouponRequestKeyRow = typeof couponRequestKeysTable.$inferSelect;

/** A coupon with its legs in order. */
export interface CouponWithLegs {
  coupon: CouponRow;
  legs: CouponLegRow[];
}

export interface CouponHistoryFilter {
  userId: number;
  dateFrom?: Date;
  dateTo?: Date;
  status?: string;
  typeId?: number;
  limit: number;
  offset: number;
}

/** The coupon module's queries, each on the database or the caller's transaction. */
export function createCouponRepository(db: Database) {
  async function legsOf(
    couponIds: readonly number[],
    executor: Executor,
  ): Promise<Map<number, CouponLegRow[]>> {
    const byCoupon = new Map<number, CouponLegRow[]>(couponIds.map((id) => [id, []]));
    if (couponIds.length === 0) return byCoupon;
    const rows = await executor
      .select()
      .from(couponLegsTable)
      .where(inArray(couponLegsTable.couponId, [...couponIds]))
      .orderBy(asc(couponLegsTable.couponId), asc(couponLegsTable.position));
    for (const row of rows) byCoupon.get(row.couponId)?.push(row);
    return byCoupon;
  }

  const withLegs = async (coupons: CouponRow[], executor: Executor): Promise<CouponWithLegs[]> => {
    const legs = await legsOf(
      coupons.map((coupon) => coupon.id),
      executor,
    );
    return coupons.map((coupon) => ({ coupon, legs: legs.get(coupon.id) ?? [] }));
  };

  return {
    async insertCoupon(
      coupon: NewCouponRow,
      legs: readonly NewCouponLegRow[],
      executor: Executor,
    ): Promise<number> {
      const [inserted] = await executor
        .insert(couponsTable)
        .values(coupon)
        .returning({ id: couponsTable.id });
      if (inserted === undefined) throw new Error('coupon insert returned nothing');
      await executor.insert(couponLegsTable).values(legs.map((leg) => ({ ...leg, couponId: inserted.id })));
      return inserted.id;
    },

    /** Coupons by id, in the order asked, with their legs. */
    async findCoupons(ids: readonly number[], executor: Executor = db): Promise<CouponWithLegs[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .select()
        .from(couponsTable)
        .where(inArray(couponsTable.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return withLegs(
        ids.flatMap((id) => byId.get(id) ?? []),
        executor,
      );
    },

    /** The player's coupon, or undefined (another player's too). */
    async findOwnCoupon(userId: number, couponId: number, executor: Executor = db) {
      const rows = await executor
        .select()
        .from(couponsTable)
        .where(and(eq(couponsTable.id, couponId), eq(couponsTable.userId, userId)));
      const [found] = await withLegs(rows, executor);
      return found;
    },

    /** Locks the coupon's row for the rest of the transaction and reads it with its legs. */
    async lockCoupon(couponId: number, executor: Executor): Promise<CouponWithLegs | undefined> {
      const rows = await executor
        .select()
        .from(couponsTable)
        .where(eq(couponsTable.id, couponId))
        .for('update');
      const [found] = await withLegs(rows, executor);
      return found;
    },

    /**
     * Locks the coupons in id order (the order every batch takes them in, so two batches never
     * deadlock) and answers them with their legs, in that order.
     */
    async lockCoupons(couponIds: readonly number[], executor: Executor): Promise<CouponWithLegs[]> {
      if (couponIds.length === 0) return [];
      const rows = await executor
        .select()
        .from(couponsTable)
        .where(inArray(couponsTable.id, [...couponIds]))
        .orderBy(asc(couponsTable.id))
        .for('update');
      return withLegs(rows, executor);
    },

    async updateCoupon(couponId: number, changes: Partial<NewCouponRow>, executor: Executor): Promise<void> {
      await executor.update(couponsTable).set(changes).where(eq(couponsTable.id, couponId));
    },

    async updateLeg(
      couponId: number,
      position: number,
      changes: Pick<CouponLegRow, 'statusId' | 'result' | 'voidedByCancel'>,
      executor: Executor,
    ): Promise<void> {
      await executor
        .update(couponLegsTable)
        .set(changes)
        .where(and(eq(couponLegsTable.couponId, couponId), eq(couponLegsTable.position, position)));
    },

    /** Ids of coupons the line's results decide (settlableStatuses) with a leg on the market. */
    async couponIdsOnMarket(marketId: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor
        .selectDistinct({ id: couponLegsTable.couponId })
        .from(couponLegsTable)
        .innerJoin(couponsTable, eq(couponsTable.id, couponLegsTable.couponId))
        .where(
          and(eq(couponLegsTable.marketId, marketId), inArray(couponsTable.status, [...settlableStatuses])),
        )
        .orderBy(asc(couponLegsTable.couponId));
      return rows.map((row) => row.id);
    },

    /** Ids of vip bets still awaiting approval whose deadline is at or before `at`, oldest first. */
    async approvalsDueBy(at: Date, executor: Executor = db): Promise<number[]> {
      const rows = await executor
        .select({ id: couponsTable.id })
        .from(couponsTable)
        .where(and(eq(couponsTable.status, 'awaiting_approval'), lte(couponsTable.approvalDeadline, at)))
        .orderBy(asc(couponsTable.approvalDeadline), asc(couponsTable.id));
      return rows.map((row) => row.id);
    },

    /** The vip bets awaiting approval, with their legs, the nearest deadline first. */
    async awaitingApproval(executor: Executor = db): Promise<CouponWithLegs[]> {
      const rows = await executor
        .select()
        .from(couponsTable)
        .where(eq(couponsTable.status, 'awaiting_approval'))
        .orderBy(asc(couponsTable.approvalDeadline), asc(couponsTable.id));
      return withLegs(rows, executor);
    },

    async history(filter: CouponHistoryFilter): Promise<{ coupons: CouponWithLegs[]; total: number }> {
      const where = and(
        eq(couponsTable.userId, filter.userId),
        filter.dateFrom ? gte(couponsTable.placedAt, filter.dateFrom) : undefined,
        filter.dateTo ? lt(couponsTable.placedAt, filter.dateTo) : undefined,
        filter.status ? eq(couponsTable.status, filter.status) : undefined,
        // The type the player chose: 9 finds the singles of many singles.
        filter.typeId === undefined ? undefined : eq(couponsTable.placedAsTypeId, filter.typeId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(couponsTable)
          .where(where)
          .orderBy(desc(couponsTable.placedAt), desc(couponsTable.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ value: count() }).from(couponsTable).where(where),
      ]);
      return { coupons: await withLegs(rows, db), total: total?.value ?? 0 };
    },

    // Idempotency keys of placements and cash-outs.

    async findKey(
      userId: number,
      key: string,
      executor: Executor = db,
    ): Promise<CouponRequestKeyRow | undefined> {
      const [row] = await executor
        .select()
        .from(couponRequestKeysTable)
        .where(and(eq(couponRequestKeysTable.userId, userId), eq(couponRequestKeysTable.key, key)));
      return row;
    },

    /** Claims the key in the transaction: false when another request holds it (it waited for that one). */
    async claimKey(row: typeof couponRequestKeysTable.$inferInsert, executor: Executor): Promise<boolean> {
      const claimed = await executor
        .insert(couponRequestKeysTable)
        .values(row)
        .onConflictDoNothing()
        .returning({ key: couponRequestKeysTable.key });
      return claimed.length === 1;
    },

    async recordKeyOutcome(
      userId: number,
      key: string,
      outcome: { couponIds: number[] } | { refusal: StoredRefusal },
      executor: Executor,
    ): Promise<void> {
      await executor
        .update(couponRequestKeysTable)
        .set(outcome)
        .where(and(eq(couponRequestKeysTable.userId, userId), eq(couponRequestKeysTable.key, key)));
    },

    async isEventHandled(eventId: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .select({ eventId: couponHandledEventsTable.eventId })
        .from(couponHandledEventsTable)
        .where(eq(couponHandledEventsTable.eventId, eventId));
      return rows.length === 1;
    },

    /** Forgets request keys past their retention and handled events recorded before `handledBefore`. */
    async deleteExpired(now: Date, handledBefore: Date, executor: Executor): Promise<number> {
      const keys = await executor
        .delete(couponRequestKeysTable)
        .where(lt(couponRequestKeysTable.expiresAt, now))
        .returning({ key: couponRequestKeysTable.key });
      const events = await executor
        .delete(couponHandledEventsTable)
        .where(lt(couponHandledEventsTable.handledAt, handledBefore))
        .returning({ eventId: couponHandledEventsTable.eventId });
      return keys.length + events.length;
    },

    /** Records a domain event as handled; false when it was already (a repeat delivery). */
    async markEventHandled(eventId: string, at: Date, executor: Executor): Promise<boolean> {
      const inserted = await executor
        .insert(couponHandledEventsTable)
        .values({ eventId, handledAt: at })
        .onConflictDoNothing()
        .returning({ eventId: couponHandledEventsTable.eventId });
      return inserted.length === 1;
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;
