import type { CustomCanonical, MediaAlternateRule, SeoMeta } from '@parlay/contract';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * SEO page data per route name (of the route table) and language. Canonical and alternate links
 * are not stored: they are built per request from its host and the page's path.
 */
export const seoPageTable = pgTable(
  'seo_page',
  {
    routeName: varchar('route_name', { length: 100 }).notNull(),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull(),
    metaRobots: varchar('meta_robots', { length: 100 }).notNull(),
    hierarchyMetaRobots: varchar('hierarchy_meta_robots', { length: 100 }).notNull(),
    metas: jsonb('metas').$type<SeoMeta[]>().notNull().default([]),
    customCanonical: jsonb('custom_canonical').$type<CustomCanonical>(),
    mediaAlternates: jsonb('media_alternates').$type<MediaAlternateRule[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.routeName, table.languageCode] }),
    check('seo_page_language_code_format', sql`${table.languageCode} ~ '^[a-z]{2}$'`),
  ],
);
