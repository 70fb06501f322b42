import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { usersTable } from '../schema.ts';

/**
 * `pending`: created, waiting for the player's SMS code; `verified`: code checked, a redirect
 * token was handed out; `completed`: the credentials were given once; `cancelled` by an operator.
 */
export type UserTransferState = 'pending' | 'verified' | 'completed' | 'cancelled';

/**
 * Account transfers (seed 001 §7 "User transfer", README.md beside this file): an operator opens
 * one for a player; the player proves the account's phone by SMS; the redirect token then gives
 * the account's credentials once. Only the SHA-256 of the redirect token is kept.
 */
export const userTransfersTable = pgTable(
  'user_transfers',
  {
    /** The `{transfer}` segment of the transfer calls: random, so ids cannot be guessed. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).$type<UserTransferState>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redirectTokenHash: varchar('redirect_token_hash', { length: 64 }).unique(
      'user_transfers_redirect_token_hash_unique',
    ),
    redirectTokenExpiresAt: timestamp('redirect_token_expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('user_transfers_user_id').on(table.userId),
    check('user_transfers_state', sql`${table.state} IN ('pending', 'verified', 'completed', 'cancelled')`),
  ],
);
