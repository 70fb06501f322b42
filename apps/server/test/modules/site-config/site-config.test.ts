import { siteConfigSchema } from '@parlay/contract';
import { siteLanguageCodes } from '@parlay/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { demoSiteConfigs } from '../../../src/modules/site-config/site-config-seed.ts';
import { useSiblingApp, useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { pubsubEnv, testPubSubKinds, testRedis } from '../../helpers/test-pubsubs.ts';

const configUrl = (lang: string) => `/bff-api/config/all.json?lang=${lang}`;

describe.each(testDatabaseKinds)('site configuration on %s', (kind) => {
  const context = useTestApp(kind);

  it.each(siteLanguageCodes)('for the seeded language %s, answers its configuration', async (lang) => {
    const response = await context.app.inject({ url: configUrl(lang) });
    expect(response.statusCode).toBe(200);
    const config = siteConfigSchema.parse(response.json());
    expect(config.currentLanguage).toBe(lang);
    expect(config.languages.map(({ code }) => code)).toContain('ru');
  });

  it('lets the browser cache it for 600 to 900 seconds', async () => {
    const response = await context.app.inject({ url: configUrl('en') });
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
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

  describe.each(testPubSubKinds)('cached by two instances sharing %s pub/sub', (pubsubKind) => {
    const redis = pubsubKind === 'redis' ? testRedis() : undefined;
    const env = pubsubEnv(pubsubKind, redis);
    // In-process pub/sub lives in one app: the second instance shares the first one's.
    const first = useSiblingApp(context, { env });
    const second = useSiblingApp(context, () =>
      pubsubKind === 'memory' ? { pubsub: first.app.pubsub } : { env },
    );
    afterAll(async () => {
      await redis?.cleanUp();
    });

    it('when one instance updates a language, the other serves the new configuration at once', async () => {
      const before = siteConfigSchema.parse((await first.app.inject({ url: configUrl('en') })).json());
      const companyName = `Parlay over ${pubsubKind}`;

      await second.app.siteConfig.updateSiteConfig('en', { ...before, companyName });

      await expect
        .poll(async () => (await first.app.inject({ url: configUrl('en') })).json().companyName, {
          timeout: 2_000,
        })
        .toBe(companyName);
      expect((await second.app.inject({ url: configUrl('en') })).json().companyName).toBe(companyName);
    });
  });
});
