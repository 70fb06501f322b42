import { siteConfigSchema } from '@parlay/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteConfigTable } from '../../../src/modules/site-config/schema.ts';
import { upgradeSiteConfig } from '../../../src/modules/site-config/site-config-seed.ts';
import {
  seedVersionOneConfig,
  siteConfigSeed,
  siteConfigSeedVersion,
} from '../../../src/modules/site-config/site-config-seed-data.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';

describe.each(testDatabaseKinds)('versioned site configuration seed on %s', (kind) => {
  const context = useTestApp(kind);

  const storeOldRow = async (lang: string, config: Record<string, unknown>) => {
    await context.app.db
      .update(siteConfigTable)
      // An old row: version 1, no copy of its seed (as stored before versions were recorded).
      .set({ config: config as never, seedVersion: 1, seedBase: null })
      .where(eq(siteConfigTable.languageCode, lang));
  };
  const storedRow = async (lang: string) => {
    const [row] = await context.app.db
      .select()
      .from(siteConfigTable)
      .where(eq(siteConfigTable.languageCode, lang));
    if (row === undefined) throw new Error(`no row for ${lang}`);
    return row;
  };

  it('stores the seed with its version on a new database', async () => {
    const row = await storedRow('ru');
    expect(row.seedVersion).toBe(siteConfigSeedVersion);
    expect(row.seedBase).toEqual(siteConfigSeed.get('ru'));
    expect(row.config).toEqual(siteConfigSeed.get('ru'));
  });

  it('upgrades a version 1 row: new keys and untouched values from the seed, operator changes kept', async () => {
    const v1 = seedVersionOneConfig('uk') ?? {};
    await storeOldRow('uk', { ...v1, companyName: 'Parlay Ukraine', minAge: 21 });
    await storeOldRow('az', { ...v1, currentLanguage: 'az', countryCode: 'AZ' });

    expect(await upgradeSiteConfig(context.app.db)).toEqual(['az', 'uk']);

    const uk = await storedRow('uk');
    const config = siteConfigSchema.parse(uk.config);
    // The operator's values.
    expect(config.companyName).toBe('Parlay Ukraine');
    expect(config.minAge).toBe(21);
    // Values the operator never touched follow the seed, new keys arrive.
    expect(config.availableRoutes).toEqual(siteConfigSeed.get('uk')?.availableRoutes);
    expect(config.languages).toEqual(siteConfigSeed.get('uk')?.languages);
    expect(config.currentLanguageId).toBe(3);
    expect(config.registrationReminder).toEqual({ delay: 120, interval: 86_400 });
    expect(uk.seedVersion).toBe(siteConfigSeedVersion);
    expect(uk.seedBase).toEqual(siteConfigSeed.get('uk'));
    expect((await storedRow('az')).config).toEqual(siteConfigSeed.get('az'));
  });

  it('running the upgrade again changes nothing', async () => {
    const before = await storedRow('uk');
    expect(await upgradeSiteConfig(context.app.db)).toEqual([]);
    expect((await storedRow('uk')).config).toEqual(before.config);
  });

  it('replaces an operator value the new schema refuses by the seed value, and keeps the rest', async () => {
    const v1 = seedVersionOneConfig('es') ?? {};
    await storeOldRow('es', {
      ...v1,
      currentLanguage: 'es',
      countryCode: 'ES',
      minAge: 25,
      companyName: 'Parlay ES',
    });
    const warnings: object[] = [];
    await upgradeSiteConfig(context.app.db, { info: () => {}, warn: (details) => warnings.push(details) });
    const config = siteConfigSchema.parse((await storedRow('es')).config);
    expect(config.minAge).toBe(18);
    expect(config.companyName).toBe('Parlay ES');
    expect(warnings).toEqual([{ lang: 'es', replaced: ['minAge'] }]);
  });
});
