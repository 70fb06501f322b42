import type { LanguageCode, SiteConfig } from '@parlay/contract';
import type { Database, Executor } from '../../db/database.ts';
import type { ModuleSeed } from '../../db/seed.ts';
import { getPath, pathSegments, setPath, threeWayMerge } from './config-merge.ts';
import { createSiteConfigRepository } from './site-config-repository.ts';
import { seedVersionOneConfig, siteConfigSeed, siteConfigSeedVersion } from './site-config-seed-data.ts';
import { describeIssues, validateSiteConfig } from './site-config-validation.ts';

/** The seed's configuration per language, as the demo data inserts it. */
export const demoSiteConfigs: readonly { languageCode: LanguageCode; config: SiteConfig }[] = [
  ...siteConfigSeed,
].map(([languageCode, config]) => ({ languageCode, config }));

/** Seed configuration for every language; languages already configured are left alone. */
async function seedSiteConfig(executor: Executor): Promise<void> {
  await createSiteConfigRepository(executor).insertMissing(
    demoSiteConfigs.map(({ languageCode, config }) => ({
      languageCode,
      config,
      seedVersion: siteConfigSeedVersion,
      seedBase: config,
    })),
  );
}

/** Whether no language is configured yet: the sign of a database nobody has filled. */
async function hasNoSiteConfig(executor: Executor): Promise<boolean> {
  return (await createSiteConfigRepository(executor).count()) === 0;
}

export interface SeedUpgradeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Site configuration: stored languages follow the seed file's newer versions (base), and the seed's
 * configuration of every language fills a module nobody has configured yet (demo).
 */
export const siteConfigModuleSeed: ModuleSeed = {
  module: 'site-config',
  base: async (db, log) => (await upgradeSiteConfig(db, log)).length,
  async demo(db) {
    if (!(await hasNoSiteConfig(db))) return 0;
    await seedSiteConfig(db);
    return demoSiteConfigs.length;
  },
};

/**
 * Brings every stored language seeded from an older version of the seed file up to the current one
 * with the three-way merge of config-merge.ts, so operator changes survive. A merged value that no
 * longer passes the schema is replaced by the new seed's (and logged). Languages the seed does not
 * know are left as they are. Safe to run from several instances at once (rows are locked). Resolves
 * with the languages it upgraded.
 */
export async function upgradeSiteConfig(db: Database, log?: SeedUpgradeLog): Promise<LanguageCode[]> {
  return db.transaction(async (transaction) => {
    const repository = createSiteConfigRepository(transaction);
    const upgraded: LanguageCode[] = [];
    for (const row of await repository.findOlderThanForUpdate(siteConfigSeedVersion, transaction)) {
      const lang = row.languageCode;
      const next = siteConfigSeed.get(lang);
      if (next === undefined) {
        log?.warn({ lang }, 'site configuration: no seed for this language, left at its version');
        continue;
      }
      const base = row.seedBase ?? (row.seedVersion <= 1 ? seedVersionOneConfig(lang) : undefined);
      let candidate = threeWayMerge(row.config, base, next);
      let validation = validateSiteConfig(lang, candidate);
      if (!validation.success) {
        // The operator's value does not fit the new schema: the seed's value takes its place.
        const replaced = validation.issues.map(({ path }) => path);
        for (const path of replaced) {
          const segments = path === '(root)' ? [] : topLevelPath(path);
          candidate = segments.length === 0 ? next : setPath(candidate, segments, getPath(next, segments));
        }
        log?.warn({ lang, replaced }, 'site configuration upgrade: invalid values replaced by the seed');
        validation = validateSiteConfig(lang, candidate);
      }
      if (!validation.success) {
        throw new Error(
          `site configuration "${lang}" cannot be upgraded: ${describeIssues(validation.issues)}`,
        );
      }
      await repository.saveUpgrade(
        { languageCode: lang, config: validation.config, seedVersion: siteConfigSeedVersion, seedBase: next },
        transaction,
      );
      upgraded.push(lang);
    }
    if (upgraded.length > 0) {
      log?.info({ languages: upgraded, version: siteConfigSeedVersion }, 'site configuration upgraded');
    }
    return upgraded;
  });
}

/**
 * The path of an issue cut to the part that exists in both configurations: an issue inside an array
 * replaces the whole array (arrays are merged as one value).
 */
function topLevelPath(path: string): string[] {
  const segments = pathSegments(path);
  const arrayIndex = segments.findIndex((segment) => /^\d+$/.test(segment));
  return arrayIndex === -1 ? segments : segments.slice(0, arrayIndex);
}
