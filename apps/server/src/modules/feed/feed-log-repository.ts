import type { FeedMessage } from '@parlay/contract';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { feedLogTable as log, feedSimulatorStateTable as state } from './schema.ts';

/** The simulator's message log (for replay) and its clock mark. */
export function createFeedLogRepository(db: Database) {
  return {
    async lastSequence(producerId: number, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ last: sql<number>`coalesce(max(${log.sequence}), 0)`.mapWith(Number) })
        .from(log)
        .where(eq(log.producerId, producerId));
      return row?.last ?? 0;
    },

    /** When the world began and up to when it was produced; undefined before its first round. */
    async progress(
      producerId: number,
      executor: Executor = db,
    ): Promise<{ startedAt: number; producedUntil: number } | undefined> {
      const [row] = await executor.select().from(state).where(eq(state.producerId, producerId));
      return row === undefined
        ? undefined
        : { startedAt: row.startedAt.getTime(), producedUntil: row.producedUntil.getTime() };
    },

    /** The messages of one round and the time they bring the world to, together. */
    async record(
      producerId: number,
      messages: readonly FeedMessage[],
      until: number,
      producedAt: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (messages.length > 0)
          await tx
            .insert(log)
            .values(
              messages.map((message) => ({ producerId, sequence: message.sequence, message, producedAt })),
            );
        await tx
          .insert(state)
          .values({ producerId, startedAt: new Date(until), producedUntil: new Date(until) })
          .onConflictDoUpdate({ target: state.producerId, set: { producedUntil: new Date(until) } });
      });
    },

    /** Up to `limit` messages after `afterSequence`, in order. */
    async after(producerId: number, afterSequence: number, limit: number): Promise<FeedMessage[]> {
      const rows = await db
        .select({ message: log.message })
        .from(log)
        .where(and(eq(log.producerId, producerId), gt(log.sequence, afterSequence)))
        .orderBy(asc(log.sequence))
        .limit(limit);
      return rows.map((row) => row.message);
    },

    /** Forgets messages produced before `before` (a consumer further behind than that resyncs). */
    async prune(before: Date, executor: Executor = db): Promise<number> {
      const removed = await executor
        .delete(log)
        .where(lt(log.producedAt, before))
        .returning({ sequence: log.sequence });
      return removed.length;
    },
  };
}

export type FeedLogRepository = ReturnType<typeof createFeedLogRepository>;
