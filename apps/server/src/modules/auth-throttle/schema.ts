import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What a counter counts: failed sign-in attempts (`sign-in`), wrong codes on code-checking calls
 * (`code`), and codes sent (`code-send`).
 */
export type AuthCounterScope = 'sign-in' | 'code' | 'code-send';

/**
 * Failure (and code-send) counters of sign-in and code calls, per account, per client address and
 * per network around it, in the database so every web instance sees the same counts. A counter's
 * window starts at its first event; an event after the window has passed starts a new one.
 */
export const authFailuresTable = pgTable(
  'auth_failures',
  {
    /**
     * `user:<user id>` (an account), `account:<lowercased identifier>` (one that names no account, or
     * a code's recipient), `ip:<client address>` or `net:<its /24 or /64>`.
     */
    key: varchar('key', { length: 400 }).notNull(),
    scope: varchar('scope', { length: 16 }).$type<AuthCounterScope>().notNull(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** Calls of this key are refused until then (429 ACCOUNT_LOCKED). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'auth_failures_pk', columns: [table.scope, table.key] }),
    check('auth_failures_scope', sql`${table.scope} IN ('sign-in', 'code', 'code-send')`),
    check('auth_failures_count', sql`${table.count} >= 0`),
  ],
);
