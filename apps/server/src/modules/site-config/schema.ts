import type { SiteConfig } from '@parlay/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per language: the whole site configuration served to that language's visitors. */
export const siteConfigTable = pgTable(
  'site_config',
  {
    languageCode: varchar('language_code', { length: 2 }).primaryKey(),
    // Validated against the contract's siteConfigSchema on every write and read.
    config: jsonb('config').$type<SiteConfig>().notNull(),
    /**
     * Version of the seed file this row was created from or last upgraded to. Rows stored before
     * versions were recorded came from version 1.
     */
    seedVersion: integer('seed_version').notNull().default(1),
    /** That seed's configuration for this language: the base of the next three-way upgrade. */
    seedBase: jsonb('seed_base').$type<SiteConfig>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_config_language_code_format', sql`${table.languageCode} ~ '^[a-z]{2}$'`)],
);
