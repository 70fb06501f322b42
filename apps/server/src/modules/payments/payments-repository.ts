import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  paymentProviderEventsTable,
  paymentRequestKeysTable,
  paymentsTable,
  type StoredRefusal,
} from './schema.ts';

export type PaymentRow = typeof paymentsTable.$inferSelect;
export type NewPaymentRow = Omit<typeof paymentsTable.$inferInsert, 'id'>;
export type PaymentPatch = Partial<Omit<NewPaymentRow, 'userId' | 'kind' | 'createdAt'>>;
export type RequestKeyRow = typeof paymentRequestKeysTable.$inferSelect;
export type ProviderEventRow = typeof paymentProviderEventsTable.$inferSelect;

/** Filters of the payment history (all optional); `updatedBefore` leaves out the archive's complement. */
export interface PaymentListFilter {
  userId: number;
  kind?: string;
  statuses?: readonly string[];
  createdFrom?: Date;
  createdBefore?: Date;
  /** Only payments changed at or after this: the archive is left out. */
  updatedFrom?: Date;
}

const p = paymentsTable;
const k = paymentRequestKeysTable;
const e = paymentProviderEventsTable;

function listCondition(filter: PaymentListFilter): SQL | undefined {
  return and(
    eq(p.userId, filter.userId),
    filter.kind === undefined ? undefined : eq(p.kind, filter.kind),
    filter.statuses === undefined ? undefined : inArray(p.status, [...filter.statuses]),
    filter.createdFrom === undefined ? undefined : gte(p.createdAt, filter.createdFrom),
    filter.createdBefore === undefined ? undefined : lt(p.createdAt, filter.createdBefore),
    filter.updatedFrom === undefined ? undefined : gte(p.updatedAt, filter.updatedFrom),
  );
}

/** The payments module's queries as verbs; each runs on the caller's transaction when given one. */
export function createPaymentsRepository(db: Executor) {
  return {
    async insertPayment(row: NewPaymentRow, executor: Executor = db): Promise<PaymentRow> {
      const [inserted] = await executor.insert(p).values(row).returning();
      if (inserted === undefined) throw new Error('payment not inserted');
      return inserted;
    },

    async findPayment(id: number, executor: Executor = db): Promise<PaymentRow | undefined> {
      const [row] = await executor.select().from(p).where(eq(p.id, id));
      return row;
    },

    /** Locks the payment for this transaction: changes of one payment take turns. */
    async lockPayment(id: number, executor: Executor): Promise<PaymentRow | undefined> {
      const [row] = await executor.select().from(p).where(eq(p.id, id)).for('update');
      return row;
    },

    async updatePayment(id: number, patch: PaymentPatch, executor: Executor = db): Promise<PaymentRow> {
      const [row] = await executor.update(p).set(patch).where(eq(p.id, id)).returning();
      if (row === undefined) throw new Error(`payment ${id} not found`);
      return row;
    },

    /** One page of the player's payments, newest first, and how many match in all. */
    async listPayments(
      filter: PaymentListFilter,
      page: { offset: number; limit: number },
      executor: Executor = db,
    ): Promise<{ rows: PaymentRow[]; total: number }> {
      const where = listCondition(filter);
      const [rows, [total]] = await Promise.all([
        executor
          .select()
          .from(p)
          .where(where)
          .orderBy(desc(p.createdAt), desc(p.id))
          .offset(page.offset)
          .limit(page.limit),
        executor.select({ value: count() }).from(p).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async countPayments(filter: PaymentListFilter, executor: Executor = db): Promise<number> {
      const [row] = await executor.select({ value: count() }).from(p).where(listCondition(filter));
      return row?.value ?? 0;
    },

    /**
     * The sum (minor units) of the player's deposits in `currency` requested after `since` and
     * still open — neither credited nor failed nor cancelled: money on its way that the ledger does
     * not show yet (a deposit limit counts it).
     */
    async sumOpenDeposits(
      userId: number,
      currency: string,
      since: Date,
      executor: Executor = db,
    ): Promise<bigint> {
      const [row] = await executor
        .select({ total: sql<string>`coalesce(sum(${p.amount}), 0)::text` })
        .from(p)
        .where(
          and(
            eq(p.userId, userId),
            eq(p.kind, 'deposit'),
            eq(p.currency, currency),
            isNull(p.completedAt),
            gt(p.createdAt, since),
          ),
        );
      return BigInt(row?.total ?? '0');
    },

    /** Withdrawals waiting for the operator or for the provider's payout, oldest first. */
    async listOpenWithdrawals(executor: Executor = db): Promise<PaymentRow[]> {
      return executor
        .select()
        .from(p)
        .where(and(eq(p.kind, 'withdrawal'), isNull(p.completedAt)))
        .orderBy(asc(p.id));
    },

    /**
     * Deposits the provider has not settled and nothing has changed for since `updatedBefore`
     * (their webhook may have been lost): the reconciliation asks the provider about them.
     */
    async listStaleDeposits(
      updatedBefore: Date,
      limit: number,
      executor: Executor = db,
    ): Promise<PaymentRow[]> {
      return executor
        .select()
        .from(p)
        .where(
          and(
            eq(p.kind, 'deposit'),
            inArray(p.status, ['created', 'pending']),
            isNotNull(p.providerReference),
            lt(p.updatedAt, updatedBefore),
          ),
        )
        .orderBy(asc(p.updatedAt))
        .limit(limit);
    },

    // Idempotency keys.

    /** Claims `key` for this transaction's request; false when it was claimed before. */
    async claimKey(
      claim: { userId: number; key: string; requestHash: string; createdAt: Date; expiresAt: Date },
      executor: Executor,
    ): Promise<boolean> {
      const inserted = await executor.insert(k).values(claim).onConflictDoNothing().returning({ key: k.key });
      return inserted.length > 0;
    },

    async findKey(userId: number, key: string, executor: Executor = db): Promise<RequestKeyRow | undefined> {
      const [row] = await executor
        .select()
        .from(k)
        .where(and(eq(k.userId, userId), eq(k.key, key)));
      return row;
    },

    async recordKeyOutcome(
      userId: number,
      key: string,
      outcome: { paymentId: number } | { refusal: StoredRefusal },
      executor: Executor,
    ): Promise<void> {
      await executor
        .update(k)
        .set('paymentId' in outcome ? { paymentId: outcome.paymentId } : { refusal: outcome.refusal })
        .where(and(eq(k.userId, userId), eq(k.key, key)));
    },

    async deleteExpiredKeys(now: Date, executor: Executor): Promise<number> {
      const deleted = await executor.delete(k).where(lt(k.expiresAt, now)).returning({ key: k.key });
      return deleted.length;
    },

    // Provider events.

    /** Stores a received event; false when its id was received before (a repeat delivery). */
    async insertEvent(row: typeof e.$inferInsert, executor: Executor): Promise<boolean> {
      const inserted = await executor
        .insert(e)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: e.eventId });
      return inserted.length > 0;
    },

    /**
     * Locks the event if it waits to be applied; undefined when it was applied already or another
     * instance is applying it now (its row is locked: skipped, not waited for).
     */
    async lockUnprocessedEvent(
      provider: string,
      eventId: string,
      executor: Executor,
    ): Promise<ProviderEventRow | undefined> {
      const [row] = await executor
        .select()
        .from(e)
        .where(and(eq(e.provider, provider), eq(e.eventId, eventId), isNull(e.processedAt)))
        .for('update', { skipLocked: true });
      return row;
    },

    async markEventProcessed(
      provider: string,
      eventId: string,
      outcome: string,
      at: Date,
      executor: Executor,
    ): Promise<void> {
      await executor
        .update(e)
        .set({ processedAt: at, outcome })
        .where(and(eq(e.provider, provider), eq(e.eventId, eventId)));
    },

    async findEvent(
      provider: string,
      eventId: string,
      executor: Executor = db,
    ): Promise<ProviderEventRow | undefined> {
      const [row] = await executor
        .select()
        .from(e)
        .where(and(eq(e.provider, provider), eq(e.eventId, eventId)));
      return row;
    },

    /** Events received before `before` and not applied yet, oldest first. */
    async listUnprocessedEvents(
      before: Date,
      limit: number,
      executor: Executor = db,
    ): Promise<{ provider: string; eventId: string }[]> {
      return executor
        .select({ provider: e.provider, eventId: e.eventId })
        .from(e)
        .where(and(isNull(e.processedAt), lt(e.receivedAt, before)))
        .orderBy(asc(e.receivedAt))
        .limit(limit);
    },

    /** Forgets processed events received before `before` (their dedup window has passed). */
    async deleteEventsReceivedBefore(before: Date, executor: Executor): Promise<number> {
      const deleted = await executor
        .delete(e)
        .where(and(lt(e.receivedAt, before), isNotNull(e.processedAt)))
        .returning({ id: e.eventId });
      return deleted.length;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
