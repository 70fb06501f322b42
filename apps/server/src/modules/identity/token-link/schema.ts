import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usersTable } from '../schema.ts';

/**
 * One-time sign-in links (`POST /web-api/auth/token`). Only the SHA-256 of a link's token is kept,
 * so the table cannot be replayed from a database copy; `used_at` makes each link single-use.
 */
export const loginLinksTable = pgTable(
  'login_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 (hex) of the link's random token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('login_links_token_hash_unique'),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** What the link was made for (loginLinkMethods): part of the signature, shown in the link. */
    methodId: smallint('method_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('login_links_user_id').on(table.userId),
    check('login_links_method_id_positive', sql`${table.methodId} > 0`),
  ],
);
