import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DomainEvent } from './domain-event.ts';

/**
 * The outbox of domain events (events/README.md): written in the producer's transaction, so an
 * event exists exactly when its change was committed; `published_at` is set once it went out over
 * the pub/sub.
 */
export const domainEventsTable = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: varchar('type', { length: 64 }).notNull(),
    payload: jsonb('payload').$type<DomainEvent>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('domain_events_unpublished').on(table.occurredAt).where(sql`${table.publishedAt} IS NULL`),
    index('domain_events_published_at').on(table.publishedAt),
  ],
);
