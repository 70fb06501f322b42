import { routeByName, routeTable } from '@parlay/contract';
import { type SiteLanguageCode, siteLanguageCodes } from '@parlay/domain';
import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seoPageTable } from '../../../src/modules/seo/schema.ts';
import {
  hierarchyRobots,
  routeRobots,
  seedSeoPages,
  seoSeedRows,
} from '../../../src/modules/seo/seo-seed.ts';
import { routeLabel } from '../../../src/modules/seo/seo-texts.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';

const route = (name: string) => {
  const found = routeByName.get(name);
  if (found === undefined) throw new Error(`no route ${name}`);
  return found;
};

describe('default SEO texts', () => {
  it('give every route of the table its own label in every language', () => {
    const missing = routeTable.flatMap((r) =>
      siteLanguageCodes
        .filter((lang) => routeLabel(r.name, lang) === undefined)
        .map((lang) => `${r.name}/${lang}`),
    );
    expect(missing).toEqual([]);
  });

  it('build titles and descriptions that read as sentences, within the column sizes', () => {
    for (const row of seoSeedRows()) {
      expect(row.title).not.toContain('{label}');
      expect(row.description).not.toContain('{label}');
      expect(row.title.length).toBeLessThanOrEqual(300);
      expect(row.description.length).toBeLessThanOrEqual(1000);
      expect(row.description).toMatch(/[.!]$/);
    }
    const title = (name: string, lang: SiteLanguageCode) =>
      seoSeedRows().find((row) => row.routeName === name && row.languageCode === lang)?.title;
    expect(title('home', 'en')).toBe('Parlay — Sports betting and online casino');
    expect(title('sports-epl-game', 'en')).toBe('Premier League betting: match odds — Parlay');
    expect(title('sports-epl-game', 'ru')).toBe('Ставки на АПЛ: коэффициенты на матч — Parlay');
    expect(title('slots-thankyou', 'es')).toBe('Tragamonedas: ¡gracias! — Parlay');
    expect(title('bonus-game-fortuna', 'uk')).toBe('Бонусна гра: Колесо фортуни — Parlay');
    expect(title('onpay-withdraw-fail', 'az')).toBe('Vəsaiti çıxarmaq alınmadı — Parlay');
  });

  it('keep private and technical pages out of search engines, and their children with them', () => {
    expect(routeRobots(route('office-history'))).toBe('noindex, nofollow');
    expect(routeRobots(route('maintenance'))).toBe('noindex, nofollow');
    expect(routeRobots(route('registration'))).toBe('noindex, nofollow');
    expect(routeRobots(route('coupon'))).toBe('noindex, follow');
    expect(routeRobots(route('slots-game'))).toBe('index, follow');
    expect(hierarchyRobots(route('office-payment-transaction'))).toBe('noindex, nofollow');
    expect(hierarchyRobots(route('my-casino-favorites'))).toBe('noindex, nofollow');
    expect(hierarchyRobots(route('live-game'))).toBe('index, follow');
  });
});

describe.each(testDatabaseKinds)('seeded SEO rows on %s', (kind) => {
  const context = useTestApp(kind);

  it('exist for every route of the table in all six languages', async () => {
    const rows = await context.app.db
      .select({ routeName: seoPageTable.routeName, languageCode: seoPageTable.languageCode })
      .from(seoPageTable);
    const stored = new Set(rows.map((row) => `${row.routeName}/${row.languageCode}`));
    const expected = routeTable.flatMap((r) => siteLanguageCodes.map((lang) => `${r.name}/${lang}`));
    expect(expected.filter((key) => !stored.has(key))).toEqual([]);
    expect(rows).toHaveLength(expected.length);
  });

  it('store no canonical override as SQL NULL', async () => {
    const [row] = await context.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(seoPageTable)
      .where(isNull(seoPageTable.customCanonical));
    expect(row?.count).toBe((routeTable.length - 1) * siteLanguageCodes.length);
  });

  it('seeding again inserts nothing and keeps what an operator edited', async () => {
    await context.app.db
      .update(seoPageTable)
      .set({ title: 'Football, tennis and hockey live — Parlay' })
      .where(sql`${seoPageTable.routeName} = 'live' AND ${seoPageTable.languageCode} = 'en'`);
    await context.app.db.delete(seoPageTable).where(eq(seoPageTable.routeName, 'poker'));

    expect(await seedSeoPages(context.app.db)).toBe(siteLanguageCodes.length);

    const [live] = await context.app.db
      .select({ title: seoPageTable.title })
      .from(seoPageTable)
      .where(sql`${seoPageTable.routeName} = 'live' AND ${seoPageTable.languageCode} = 'en'`);
    expect(live?.title).toBe('Football, tennis and hockey live — Parlay');
    expect(await context.app.db.$count(seoPageTable, eq(seoPageTable.routeName, 'poker'))).toBe(6);
  });
});
