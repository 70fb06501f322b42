import type { LanguageCode, SiteConfig } from '@parlay/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { siteConfigTable } from './schema.ts';

/** Stored configuration rows; `config` is unchecked JSON until the service validates it. */
export interface StoredSiteConfig {
  languageCode: string;
  config: unknown;
}

export interface SiteConfigRepository {
  findByLanguage(languageCode: LanguageCode, executor?: Executor): Promise<StoredSiteConfig | undefined>;
  save(languageCode: LanguageCode, config: SiteConfig, executor?: Executor): Promise<void>;
  /** Inserts the rows whose language has none yet; existing rows stay as they are. */
  insertMissing(
    rows: readonly { languageCode: LanguageCode; config: SiteConfig }[],
    executor?: Executor,
  ): Promise<void>;
  count(executor?: Executor): Promise<number>;
}

export function createSiteConfigRepository(db: Executor): SiteConfigRepository {
  return {
    async findByLanguage(languageCode, executor = db) {
      const [row] = await executor
        .select({ languageCode: siteConfigTable.languageCode, config: siteConfigTable.config })
        .from(siteConfigTable)
        .where(eq(siteConfigTable.languageCode, languageCode));
      return row;
    },

    async save(languageCode, config, executor = db) {
      await executor
        .insert(siteConfigTable)
        .values({ languageCode, config })
        .onConflictDoUpdate({
          target: siteConfigTable.languageCode,
          set: { config, updatedAt: sql`now()` },
        });
    },

    async insertMissing(rows, executor = db) {
      if (rows.length === 0) return;
      await executor
        .insert(siteConfigTable)
        .values([...rows])
        .onConflictDoNothing();
    },

    async count(executor = db) {
      const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(siteConfigTable);
      return row?.count ?? 0;
    },
  };
}
