import { and, asc, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { DomainEvent } from './domain-event.ts';
import { domainEventsTable } from './schema.ts';

export interface StoredEvent {
  id: string;
  occurredAt: Date;
  event: DomainEvent;
}

export interface EventsRepository {
  insert(event: DomainEvent, executor: Executor): Promise<StoredEvent>;
  /** Inserts several events in one statement, in order. */
  insertMany(events: readonly DomainEvent[], executor: Executor): Promise<StoredEvent[]>;
  /** Events not published yet that happened before `before`, oldest first. */
  listUnpublished(before: Date, limit: number, executor?: Executor): Promise<StoredEvent[]>;
  markPublished(ids: readonly string[], at: Date, executor?: Executor): Promise<void>;
  /** Deletes events published before `before`; answers how many. */
  removePublished(before: Date, executor?: Executor): Promise<number>;
}

export function createEventsRepository(db: Executor): EventsRepository {
  const stored = (row: typeof domainEventsTable.$inferSelect): StoredEvent => ({
    id: row.id,
    occurredAt: row.occurredAt,
    event: row.payload,
  });

  return {
    async insert(event, executor) {
      const [row] = await executor
        .insert(domainEventsTable)
        .values({ type: event.type, payload: event })
        .returning();
      if (row === undefined) throw new Error('an inserted event came back empty');
      return stored(row);
    },

    async insertMany(events, executor) {
      if (events.length === 0) return [];
      const rows = await executor
        .insert(domainEventsTable)
        .values(events.map((event) => ({ type: event.type, payload: event })))
        .returning();
      return rows.map(stored);
    },

    async listUnpublished(before, limit, executor = db) {
      const rows = await executor
        .select()
        .from(domainEventsTable)
        .where(and(isNull(domainEventsTable.publishedAt), lt(domainEventsTable.occurredAt, before)))
        .orderBy(asc(domainEventsTable.occurredAt))
        .limit(limit);
      return rows.map(stored);
    },

    async markPublished(ids, at, executor = db) {
      if (ids.length === 0) return;
      await executor
        .update(domainEventsTable)
        .set({ publishedAt: at })
        .where(inArray(domainEventsTable.id, [...ids]));
    },

    async removePublished(before, executor = db) {
      const removed = await executor
        .delete(domainEventsTable)
        .where(lt(domainEventsTable.publishedAt, before))
        .returning({ id: domainEventsTable.id });
      return removed.length;
    },
  };
}
