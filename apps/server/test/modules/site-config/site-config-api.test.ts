import { routeIds, siteConfigGroupsSchema, siteConfigSchema } from '@parlay/contract';
import { siteLanguageCodes } from '@parlay/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';

const allUrl = (lang: string) => `/bff-api/config/all.json?lang=${lang}`;
const groupsUrl = (groups: string, lang = 'en') =>
  `/bff-api/config/group/get?groups=${encodeURIComponent(groups)}&lang=${lang}`;

function maxAge(header: unknown): number {
  return Number(/max-age=(\d+)/.exec(String(header))?.[1]);
}

describe.each(testDatabaseKinds)('site configuration API on %s', (kind) => {
  // TRUST_PROXY=true: whatever is in front of the server (a CDN) sets x-geo-country.
  const context = useTestApp(kind, { env: { TRUST_PROXY: 'true' } });
  const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ url, headers });

  describe('GET /bff-api/config/all.json', () => {
    it('answers every field of seed 001 §3 and the shell flags of seed 000 §3, all route ids available', async () => {
      const config = siteConfigSchema.parse((await get(allUrl('en'))).json());
      expect(config).toMatchObject({
        currentLanguage: 'en',
        currentLanguageId: 1,
        defaultLanguage: 'en',
        langHiddenUnauthorized: [],
        companyName: 'Parlay',
        maintenance: { isActive: false, web_state: 0, notify_started_at: null },
        licenceConfig: { name: 'copyright', domains: ['parlay.com', 'www.parlay.com'] },
        pwaManifest: { themeColor: '#0b1628' },
        autoLogoff: { enabled: false, minutes: 60 },
        registrationReminder: { delay: 120, interval: 86_400 },
        isRegistrationAllowed: true,
        isVipDomain: false,
      });
      expect(config.languages.map(({ code }) => code)).toEqual(siteLanguageCodes);
      expect(config.availableRoutes).toEqual([...routeIds]);
    });

    it('gives each language its own values: Kazakhstan bets from 21, Spain serves bonuses as offers', async () => {
      const kk = siteConfigSchema.parse((await get(allUrl('kk'))).json());
      const es = siteConfigSchema.parse((await get(allUrl('es'))).json());
      expect(kk).toMatchObject({ currentLanguage: 'kk', currentLanguageId: 4, minAge: 21 });
      expect(es).toMatchObject({
        currentLanguage: 'es',
        promoBonusToOffer: true,
        autoLogoff: { enabled: true },
      });
    });

    it('without a geo header, answers as for a visitor from Russia (the specified default)', async () => {
      const config = siteConfigSchema.parse((await get(allUrl('en'))).json());
      expect(config).toMatchObject({ countryCode: 'RU', geoCountryId: 1, geoCurrency: 'RUB' });
      expect(config.customizeConfig.has_twelve_h_by_geo).toBe(false);
    });

    it.each([
      ['ua', { countryCode: 'UA', geoCurrency: 'UAH' }, false],
      ['KZ', { countryCode: 'KZ', geoCurrency: 'KZT' }, false],
      ['es', { countryCode: 'ES', geoCurrency: 'EUR' }, false],
      ['us', { countryCode: 'US', geoCurrency: 'USD' }, true],
      ['gb', { countryCode: 'GB', geoCurrency: 'GBP' }, true],
    ])(
      'with x-geo-country %s, answers that country and its 12-hour flag',
      async (country, values, twelveHour) => {
        const config = siteConfigSchema.parse((await get(allUrl('ru'), { 'x-geo-country': country })).json());
        expect(config).toMatchObject(values);
        expect(config.customizeConfig.has_twelve_h_by_geo).toBe(twelveHour);
      },
    );

    it.each(['ZZ', 'russia', '<script>', ''])(
      'with an unknown or malformed geo header %j, answers the default country',
      async (country) => {
        const response = await get(allUrl('en'), { 'x-geo-country': country });
        expect(response.statusCode).toBe(200);
        expect(response.json().countryCode).toBe('RU');
      },
    );

    it('lets shared caches keep an answer per geo header, and only the browser one located by address', async () => {
      const byHeader = await get(allUrl('en'), { 'x-geo-country': 'kz' });
      expect(byHeader.headers['cache-control']).toMatch(/^public\b/);
      expect(String(byHeader.headers.vary)).toContain('x-geo-country');
      const byAddress = await get(allUrl('en'));
      expect(byAddress.headers['cache-control']).toMatch(/^private\b/);
    });
  });

  describe('GET /bff-api/config/group/get', () => {
    it('answers only the named top-level groups', async () => {
      const response = await get(groupsUrl('maintenance,licenceConfig', 'ru'));
      expect(response.statusCode).toBe(200);
      const groups = siteConfigGroupsSchema.parse(response.json());
      expect(Object.keys(response.json()).sort()).toEqual(['licenceConfig', 'maintenance']);
      expect(groups.maintenance?.isActive).toBe(false);
      expect(groups.licenceConfig?.content).toContain('Parlay');
    });

    it('answers scalar groups with the visitor geography applied, and a repeated name once', async () => {
      const response = await get(groupsUrl('geoCurrency,minAge,geoCurrency', 'kk'), {
        'x-geo-country': 'kz',
      });
      expect(response.json()).toEqual({ geoCurrency: 'KZT', minAge: 21 });
    });

    it('lets browsers and CDNs cache it for 600 to 900 seconds', async () => {
      const response = await get(groupsUrl('maintenance'), { 'x-geo-country': 'es' });
      expect(response.headers['cache-control']).toMatch(/^public\b/);
      expect(maxAge(response.headers['cache-control'])).toBeGreaterThanOrEqual(600);
      expect(maxAge(response.headers['cache-control'])).toBeLessThanOrEqual(900);
    });

    it('answers unknown group names with a 400 naming each of them', async () => {
      const response = await get(groupsUrl('maintenance,colours,secretKey'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        messageKey: 'main_validation_error',
        fields: {
          'groups.colours': 'main_unknown_config_group',
          'groups.secretKey': 'main_unknown_config_group',
        },
      });
    });

    it.each([
      ['no groups', '/bff-api/config/group/get?lang=en', { groups: 'main_validation_required' }],
      ['an empty list', groupsUrl(''), { groups: 'main_validation_invalid_format' }],
      ['a malformed list', groupsUrl('maintenance,,x'), { groups: 'main_validation_invalid_format' }],
      ['a name with odd characters', groupsUrl('__proto__.x'), { groups: 'main_validation_invalid_format' }],
      [
        'an absurdly long list',
        groupsUrl(Array(400).fill('maintenance').join(',')),
        { groups: 'main_validation_too_big' },
      ],
      ['a malformed language', groupsUrl('maintenance', 'EN-gb'), { lang: 'main_validation_invalid_format' }],
      [
        'a language the site does not have',
        groupsUrl('maintenance', 'zz'),
        { lang: 'main_unknown_language' },
      ],
    ])('for %s, answers the 400 validation envelope', async (_case, url, fields) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', fields });
    });

    it('answers a prototype-looking group name as unknown, never as an object property', async () => {
      const response = await get(groupsUrl('__proto__,constructor,toString'));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual([
        'groups.__proto__',
        'groups.constructor',
        'groups.toString',
      ]);
    });
  });
});
