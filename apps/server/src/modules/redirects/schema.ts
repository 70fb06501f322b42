import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

export type RedirectMatch = 'exact' | 'prefix';

/**
 * Redirect rules, written without the language prefix (`/live-casino`, not `/en/live-casino`).
 * An exact rule matches its path only; a prefix rule matches its path and everything below it
 * (`/live-casino/roulette`), and the rest follows to the target. A URL's exact rule wins over its
 * prefix rules, and the longest prefix over shorter ones.
 */
export const redirectRulesTable = pgTable(
  'redirect_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    match: varchar('match', { length: 6 }).$type<RedirectMatch>().notNull(),
    /** `/segment/segment`: no trailing slash, no query, and no two-letter first segment (a language). */
    path: varchar('path', { length: 2048 }).notNull(),
    /** A path on this site, `/` for the language root, optionally with a query to add. */
    target: varchar('target', { length: 2048 }).notNull(),
    code: smallint('code').$type<301 | 302>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the rule exists; answered in `reasons`, so operators and support can trace a redirect. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('redirect_rules_match_path_unique').on(table.match, table.path),
    check('redirect_rules_match_kind', sql`${table.match} IN ('exact', 'prefix')`),
    check('redirect_rules_code', sql`${table.code} IN (301, 302)`),
    check(
      'redirect_rules_path_format',
      sql`${table.path} ~ '^(/[^/?#[:space:]]+)+$' AND ${table.path} !~ '^/[a-z]{2}(/|$)'`,
    ),
    check(
      'redirect_rules_target_format',
      sql`${table.target} ~ '^/([^/#[:space:]][^#[:space:]]*)?$' AND strpos(${table.target}, chr(92)) = 0`,
    ),
    check('redirect_rules_reason_not_blank', sql`length(trim(${table.reason})) > 0`),
  ],
);
