import type { SiteConfig } from '@parlay/contract';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per language: the whole site configuration served to that language's visitors. */
export const siteConfigTable = pgTable(
  'site_config',
  {
    languageCode: varchar('language_code', { length: 2 }).primaryKey(),
    // Validated against the contract's siteConfigSchema on every write and read.
    config: jsonb('config').$type<SiteConfig>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_config_language_code_format', sql`${table.languageCode} ~ '^[a-z]{2}$'`)],
);
