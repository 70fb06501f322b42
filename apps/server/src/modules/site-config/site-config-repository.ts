import type { LanguageCode, SiteConfig } from '@parlay/contract';
import { asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { siteConfigTable } from './schema.ts';

/** Stored configuration rows; `config` is unchecked JSON until the service validates it. */
export interface StoredSiteConfig {
  languageCode: string;
  config: unknown;
}

/** A row with the seed it came from, for upgrades. */
export interface SeededSiteConfig extends StoredSiteConfig {
  seedVersion: number;
  seedBase: unknown;
}

export interface NewSiteConfigRow {
  languageCode: LanguageCode;
  config: SiteConfig;
  seedVersion: number;
  seedBase: SiteConfig;
}

export interface SiteConfigRepository {
  findByLanguage(languageCode: LanguageCode, executor?: Executor): Promise<StoredSiteConfig | undefined>;
  /** The row, locked until the transaction `executor` ends. */
  findByLanguageForUpdate(
    languageCode: LanguageCode,
    executor: Executor,
  ): Promise<StoredSiteConfig | undefined>;
  findAll(executor?: Executor): Promise<StoredSiteConfig[]>;
  listLanguageCodes(executor?: Executor): Promise<LanguageCode[]>;
  /** Rows seeded from a version older than `version`, locked until the transaction `executor` ends. */
  findOlderThanForUpdate(version: number, executor: Executor): Promise<SeededSiteConfig[]>;
  /** Replaces a language's configuration (its seed columns stay). */
  save(languageCode: LanguageCode, config: SiteConfig, executor?: Executor): Promise<void>;
  /** Stores an upgraded configuration with the seed version and base it was upgraded to. */
  saveUpgrade(row: NewSiteConfigRow, executor?: Executor): Promise<void>;
  /** Inserts the rows whose language has none yet; existing rows stay as they are. */
  insertMissing(rows: readonly NewSiteConfigRow[], executor?: Executor): Promise<void>;
  count(executor?: Executor): Promise<number>;
}

const storedColumns = { languageCode: siteConfigTable.languageCode, config: siteConfigTable.config };

export function createSiteConfigRepository(db: Executor): SiteConfigRepository {
  return {
    async findByLanguage(languageCode, executor = db) {
      const [row] = await executor
        .select(storedColumns)
        .from(siteConfigTable)
        .where(eq(siteConfigTable.languageCode, languageCode));
      return row;
    },

    async findByLanguageForUpdate(languageCode, executor) {
      const [row] = await executor
        .select(storedColumns)
        .from(siteConfigTable)
        .where(eq(siteConfigTable.languageCode, languageCode))
        .for('update');
      return row;
    },

    findAll(executor = db) {
      return executor.select(storedColumns).from(siteConfigTable).orderBy(asc(siteConfigTable.languageCode));
    },

    async listLanguageCodes(executor = db) {
      const rows = await executor
        .select({ languageCode: siteConfigTable.languageCode })
        .from(siteConfigTable)
        .orderBy(asc(siteConfigTable.languageCode));
      return rows.map(({ languageCode }) => languageCode);
    },

    findOlderThanForUpdate(version, executor) {
      return executor
        .select({
          ...storedColumns,
          seedVersion: siteConfigTable.seedVersion,
          seedBase: siteConfigTable.seedBase,
        })
        .from(siteConfigTable)
        .where(lt(siteConfigTable.seedVersion, version))
        .orderBy(asc(siteConfigTable.languageCode))
        .for('update');
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

    async saveUpgrade({ languageCode, config, seedVersion, seedBase }, executor = db) {
      await executor
        .update(siteConfigTable)
        .set({ config, seedVersion, seedBase, updatedAt: sql`now()` })
        .where(eq(siteConfigTable.languageCode, languageCode));
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
