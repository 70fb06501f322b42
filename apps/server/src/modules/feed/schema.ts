import type { FeedMessage } from '@parlay/contract';
import { bigint, index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in simulator's side of the feed (README.md): what a provider keeps so a consumer can
 * recover — every message it produced, by producer and sequence — and where its world's clock was
 * when it last produced.
 */
export const feedLogTable = pgTable(
  'feed_log',
  {
    producerId: integer('producer_id').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    message: jsonb('message').$type<FeedMessage>().notNull(),
    producedAt: timestamp('produced_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.producerId, table.sequence] }),
    index('feed_log_produced_at').on(table.producedAt),
  ],
);

export const feedSimulatorStateTable = pgTable('feed_simulator_state', {
  producerId: integer('producer_id').primaryKey(),
  /** The simulated time of the world's first round: games over by then were never announced. */
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** The simulated time up to which everything was produced. */
  producedUntil: timestamp('produced_until', { withTimezone: true }).notNull(),
});
