import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { demoPaymentsTable, demoWebhooksTable } from './schema.ts';

export type DemoPaymentRow = typeof demoPaymentsTable.$inferSelect;
export type DemoWebhookRow = typeof demoWebhooksTable.$inferSelect;

const p = demoPaymentsTable;
const w = demoWebhooksTable;

export function createDemoProviderRepository(db: Executor) {
  return {
    /** Inserts the payment unless one exists for its merchant id; answers the one that exists. */
    async insertOrFindPayment(row: typeof p.$inferInsert): Promise<DemoPaymentRow> {
      await db.insert(p).values(row).onConflictDoNothing();
      const [found] = await db
        .select()
        .from(p)
        .where(and(eq(p.kind, row.kind), eq(p.merchantPaymentId, row.merchantPaymentId)));
      if (found === undefined)
        throw new Error(`demo payment ${row.kind}/${row.merchantPaymentId} not stored`);
      return found;
    },

    async findPayment(id: string, executor: Executor = db): Promise<DemoPaymentRow | undefined> {
      const [row] = await executor.select().from(p).where(eq(p.id, id));
      return row;
    },

    async findByReference(reference: string): Promise<DemoPaymentRow | undefined> {
      const [row] = await db.select().from(p).where(eq(p.reference, reference));
      return row;
    },

    async lockPayment(id: string, executor: Executor): Promise<DemoPaymentRow | undefined> {
      const [row] = await executor.select().from(p).where(eq(p.id, id)).for('update');
      return row;
    },

    async setStatus(id: string, status: string, at: Date, executor: Executor): Promise<void> {
      await executor.update(p).set({ status, updatedAt: at }).where(eq(p.id, id));
    },

    /** Records a webhook to deliver; one already recorded under its event id stays as it is. */
    async insertWebhook(
      row: { eventId: string; body: string; createdAt: Date },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(w).values(row).onConflictDoNothing();
    },

    async findWebhook(eventId: string): Promise<DemoWebhookRow | undefined> {
      const [row] = await db.select().from(w).where(eq(w.eventId, eventId));
      return row;
    },

    async listUndelivered(createdBefore: Date, limit: number): Promise<DemoWebhookRow[]> {
      return db
        .select()
        .from(w)
        .where(and(isNull(w.deliveredAt), lt(w.createdAt, createdBefore)))
        .orderBy(asc(w.createdAt))
        .limit(limit);
    },

    async recordAttempt(eventId: string, deliveredAt: Date | null): Promise<void> {
      await db
        .update(w)
        .set({ attempts: sql`${w.attempts} + 1`, ...(deliveredAt === null ? {} : { deliveredAt }) })
        .where(eq(w.eventId, eventId));
    },
  };
}

export type DemoProviderRepository = ReturnType<typeof createDemoProviderRepository>;
