import { sql } from 'drizzle-orm';
import { boolean, check, cidr, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Block rules, tried in ascending `priority` (then id): the first enabled rule whose conditions all
 * hold answers the block check. A condition left null holds for everyone. A rule answering
 * displayTypeId 0 is an exception that lets visitors through before a later, wider rule blocks them.
 */
export const blockRulesTable = pgTable(
  'block_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable kebab-case name operators refer to the rule by. */
    name: varchar('name', { length: 64 }).notNull().unique('block_rules_name_unique'),
    priority: integer('priority').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** ISO 3166-1 alpha-2 country of the visitor; null: any country, or none known. */
    country: varchar('country', { length: 2 }),
    /** Signed in (true) or anonymous (false); null: either. */
    auth: boolean('auth'),
    /** Pages at or below this path, written without the language prefix; null: every page. */
    urlPrefix: varchar('url_prefix', { length: 2048 }),
    displayTypeId: integer('display_type_id').notNull(),
    /** The block reason (seed 001 §4): 4 site-updates, 16 suspension, 13 block-ua, 8 coming-soon… */
    templateTypeId: integer('template_type_id').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('block_rules_name_format', sql`${table.name} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('block_rules_country_format', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check(
      'block_rules_url_prefix_format',
      sql`${table.urlPrefix} ~ '^(/[^/?#[:space:]]+)+$' AND ${table.urlPrefix} !~ '^/[a-z]{2}(/|$)'`,
    ),
    check('block_rules_type_ids', sql`${table.displayTypeId} >= 0 AND ${table.templateTypeId} >= 0`),
  ],
);

/**
 * Where a client address is, for visitors whose country no trusted geo header gives. The most
 * specific range containing the address wins.
 */
export const ipCountryRangesTable = pgTable(
  'ip_country_ranges',
  {
    network: cidr('network').primaryKey(),
    country: varchar('country', { length: 2 }).notNull(),
  },
  (table) => [
    check('ip_country_ranges_country_format', sql`${table.country} ~ '^[A-Z]{2}$'`),
    // Serves `network >>= address` lookups.
    index('ip_country_ranges_network_gist').using('gist', table.network.op('inet_ops')),
  ],
);
