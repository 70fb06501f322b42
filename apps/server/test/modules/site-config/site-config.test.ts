import { siteConfigSchema } from '@parlay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.ts';
import { demoSiteConfigs } from '../../../src/modules/site-config/site-config-seed.ts';
import { buildTestApp, useTestApp } from '../../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../helpers/test-databases.ts';
import { pubsubEnv, type TestRedis, testPubSubKinds, testRedis } from '../../helpers/test-pubsubs.ts';

const configUrl = (lang: string) => `/bff-api/config/all.json?lang=${lang}`;

describe.each(testDatabaseKinds)('GET /bff-api/config/all.json on %s', (kind) => {
  const context = useTestApp(kind);

  it.each(['en', 'ru', 'uk', 'kk', 'az', 'es'])(
    'for the seeded language %s, answers its configuration',
    async (lang) => {
      const response = await context.app.inject({ url: configUrl(lang) });
      expect(response.statusCode).toBe(200);
      const config = siteConfigSchema.parse(response.json());
      expect(config.currentLanguage).toBe(lang);
      expect(config.languages.map(({ code }) => code)).toContain('ru');
    },
  );

  it('lets browsers and CDNs cache it for 600 to 900 seconds', async () => {
    const response = await context.app.inject({ url: configUrl('en') });
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
    expect(response.headers['cache-control']).toMatch(/^public\b/);
    expect(maxAge).toBeGreaterThanOrEqual(600);
    expect(maxAge).toBeLessThanOrEqual(900);
  });

  it.each([
    ['a malformed language', configUrl('english'), 'main_validation_invalid_format'],
    ['no language', '/bff-api/config/all.json', 'main_validation_required'],
    ['a language the site does not have', configUrl('zz'), 'main_unknown_language'],
  ])('for %s, answers the 400 validation envelope on lang', async (_case, url, fieldKey) => {
    const response = await context.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      messageKey: 'main_validation_error',
      fields: { lang: fieldKey },
    });
  });

  it('exposes getSiteConfig to other plugins', async () => {
    expect(await context.app.siteConfig.getSiteConfig('ru')).toEqual(
      demoSiteConfigs.find(({ languageCode }) => languageCode === 'ru')?.config,
    );
    expect(await context.app.siteConfig.getSiteConfig('zz')).toBeUndefined();
  });
});

describe.each(testPubSubKinds)(
  'site configuration cache across two instances on %s pub/sub',
  (pubsubKind) => {
    let database: TestDatabase;
    let redis: TestRedis | undefined;
    let first: App;
    let second: App;

    beforeAll(async () => {
      redis = pubsubKind === 'redis' ? testRedis() : undefined;
      database = await createTestDatabase(testDatabaseKinds.at(-1) ?? 'pglite');
      const env = pubsubEnv(pubsubKind, redis);
      first = await buildTestApp(database, { env });
      second = await buildTestApp(database, { env });
      // In-process pub/sub is per app; two instances must share one to hear each other.
      if (pubsubKind === 'memory') {
        await second.close();
        second = await buildTestApp(database, { env, pubsub: first.pubsub });
      }
      await Promise.all([first.ready(), second.ready()]);
    });

    afterAll(async () => {
      await second?.close();
      await first?.close();
      await database?.drop();
      await redis?.cleanUp();
    });

    it('when one instance updates a language, the other serves the new configuration at once', async () => {
      const before = siteConfigSchema.parse((await first.inject({ url: configUrl('en') })).json());
      expect(before.companyName).toBe('Parlay');

      await second.siteConfig.updateSiteConfig('en', { ...before, companyName: 'Parlay Updated' });

      await expect
        .poll(async () => (await first.inject({ url: configUrl('en') })).json().companyName, {
          timeout: 2_000,
        })
        .toBe('Parlay Updated');
      expect((await second.inject({ url: configUrl('en') })).json().companyName).toBe('Parlay Updated');
    });
  },
);
