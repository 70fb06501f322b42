import { routeByName, seoPageDataSchema } from '@parlay/contract';
import { siteLanguageCodes } from '@parlay/domain';
import { describe, expect, it } from 'vitest';
import { seedSeoPage } from '../../../src/modules/seo/seo-seed.ts';
import { useSiblingApp, useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';

const pageUrl = (query: Record<string, string>) => `/bff-api/seo/page?${new URLSearchParams(query)}`;

describe.each(testDatabaseKinds)('GET /bff-api/seo/page on %s', (kind) => {
  const context = useTestApp(kind, { env: { PUBLIC_URL: 'https://www.parlay.com' } });
  // The same site reached at an origin the licence does not name.
  const mirror = useSiblingApp(context, { env: { PUBLIC_URL: 'https://mirror.example' } });
  const get = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    context.app.inject({ url: pageUrl(query), headers });
  const page = async (query: Record<string, string>) => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return seoPageDataSchema.parse(response.json());
  };

  it("answers the page data of a route with absolute canonical and hreflang links on the site's origin", async () => {
    const data = await page({ route: 'live', lang: 'en', path: '/en/live' });
    expect(data).toMatchObject({
      route: 'live',
      lang: 'en',
      title: 'Live betting — Parlay',
      metaRobots: 'index, follow',
      hierarchyMetaRobots: 'index, follow',
      customCanonical: null,
      canonical: 'https://www.parlay.com/en/live',
      mediaAlternates: [],
    });
    expect(data.description).toMatch(/^Live betting at Parlay: /);
    expect(data.alternates).toEqual([
      ...siteLanguageCodes.map((lang) => ({ hreflang: lang, href: `https://www.parlay.com/${lang}/live` })),
      { hreflang: 'x-default', href: 'https://www.parlay.com/en/live' },
    ]);
  });

  it.each([
    ['ru', 'Ставки в лайве — Parlay', /^Ставки в лайве на Parlay: /],
    ['uk', 'Ставки наживо — Parlay', /^Ставки наживо на Parlay: /],
    ['kk', 'Лайв-бәстер — Parlay', /^Лайв-бәстер Parlay-де: /],
    ['az', 'Canlı mərclər — Parlay', /^Canlı mərclər Parlay-də: /],
    ['es', 'Apuestas en vivo — Parlay', /^Apuestas en vivo en Parlay: /],
  ])('reads naturally in %s', async (lang, title, description) => {
    const data = await page({ route: 'live', lang, path: `/${lang}/live` });
    expect(data.title).toBe(title);
    expect(data.description).toMatch(description);
  });

  it('adds the licence copyright meta on the licensed domains only', async () => {
    const onLicensed = await page({ route: 'home', lang: 'ru' });
    expect(onLicensed.metas).toContainEqual({
      name: 'copyright',
      content: expect.stringContaining('Parlay'),
    });
    const elsewhere = seoPageDataSchema.parse(
      (await mirror.app.inject({ url: pageUrl({ route: 'home', lang: 'ru' }) })).json(),
    );
    expect(elsewhere.metas.map(({ name }) => name)).not.toContain('copyright');
    expect(elsewhere.canonical).toBe('https://mirror.example/ru');
  });

  it("without a path, uses the route's own path; a query is left out of canonical links", async () => {
    expect((await page({ route: 'home', lang: 'kk' })).canonical).toBe('https://www.parlay.com/kk');
    expect((await page({ route: 'slots', lang: 'en' })).canonical).toBe('https://www.parlay.com/en/slots');
    const game = await page({ route: 'slots-game', lang: 'ru', path: '/ru/slots/game/17/book-of-ra?demo=1' });
    expect(game.canonical).toBe('https://www.parlay.com/ru/slots/game/17/book-of-ra');
    expect(game.alternates[0]).toEqual({
      hreflang: 'en',
      href: 'https://www.parlay.com/en/slots/game/17/book-of-ra',
    });
  });

  it('applies a stored canonical override: a target URL, or the same path on a mirror', async () => {
    expect((await page({ route: 'multi-live', lang: 'es' })).canonical).toBe(
      'https://www.parlay.com/es/live',
    );

    const keno = routeByName.get('keno');
    if (keno === undefined) throw new Error('the route table has no keno');
    const row = seedSeoPage(keno, 'en');
    await context.app.seo.savePage({
      ...row,
      customCanonical: { mode: 'mirror', domain: 'parlay.com' },
      mediaAlternates: [{ mediaType: 'only screen and (max-width: 640px)', toDomain: 'm.parlay.com' }],
    });
    const data = await page({ route: 'keno', lang: 'en', path: '/en/keno' });
    expect(data.customCanonical).toEqual({ mode: 'mirror', domain: 'parlay.com' });
    expect(data.canonical).toBe('https://parlay.com/en/keno');
    expect(data.mediaAlternates).toEqual([
      { media: 'only screen and (max-width: 640px)', href: 'https://m.parlay.com/en/keno' },
    ]);
  });

  it('leaves out of the alternates a language where the route is not available, or hidden from visitors', async () => {
    const slotsRouteId = 21;
    const available = (await context.app.siteConfig.getValues('availableRoutes', 'es')).es as number[];
    await context.app.siteConfig.setValue(
      'availableRoutes',
      available.filter((id) => id !== slotsRouteId),
      'es',
    );
    await context.app.siteConfig.setValue('langHiddenUnauthorized', ['kk'], 'en');
    try {
      const data = await page({ route: 'slots', lang: 'en' });
      expect(data.alternates.map(({ hreflang }) => hreflang)).toEqual(['en', 'ru', 'uk', 'az', 'x-default']);
    } finally {
      await context.app.siteConfig.setValue('availableRoutes', available, 'es');
      await context.app.siteConfig.setValue('langHiddenUnauthorized', [], 'en');
    }
  });

  it('links a bonus page to its offer twin in a language that serves offers', async () => {
    const data = await page({ route: 'bonus', lang: 'en', path: '/en/bonuses/welcome-pack' });
    expect(data.alternates).toContainEqual({
      hreflang: 'es',
      href: 'https://www.parlay.com/es/offers/welcome-pack',
    });
    expect(data.alternates).toContainEqual({
      hreflang: 'ru',
      href: 'https://www.parlay.com/ru/bonuses/welcome-pack',
    });
  });

  it('lets caches keep it for ten minutes', async () => {
    const response = await get({ route: 'home', lang: 'en' });
    expect(response.headers['cache-control']).toBe('public, max-age=600');
  });

  it.each([
    ['an unknown route', { route: 'no-such-page', lang: 'en' }, { route: 'main_unknown_route' }],
    ['a malformed route', { route: 'Live Betting', lang: 'en' }, { route: 'main_validation_invalid_format' }],
    ['an absurdly long route', { route: 'a'.repeat(5000), lang: 'en' }, { route: 'main_validation_too_big' }],
    ['no route', { lang: 'en' }, { route: 'main_validation_required' }],
    ['an unknown language', { route: 'home', lang: 'zz' }, { lang: 'main_unknown_language' }],
    ['a malformed language', { route: 'home', lang: 'ru-RU' }, { lang: 'main_validation_invalid_format' }],
    [
      'a route with params and no path',
      { route: 'slots-game', lang: 'en' },
      { path: 'main_validation_required' },
    ],
    [
      'a path to another host',
      { route: 'home', lang: 'en', path: '//evil.example/x' },
      { path: 'main_validation_invalid_format' },
    ],
    [
      'a relative path',
      { route: 'home', lang: 'en', path: 'en/live' },
      { path: 'main_validation_invalid_format' },
    ],
    [
      'a path with dot segments',
      { route: 'home', lang: 'en', path: '/en/../admin' },
      { path: 'main_validation_invalid_value' },
    ],
    [
      'a path with a control character',
      { route: 'home', lang: 'en', path: '/en/\u0000' },
      { path: 'main_validation_invalid_characters' },
    ],
    [
      'an absurdly long path',
      { route: 'home', lang: 'en', path: `/en/${'x'.repeat(3000)}` },
      { path: 'main_validation_too_big' },
    ],
  ])('for %s, answers the 400 envelope naming the field', async (_case, query, fields) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      messageKey: 'main_validation_error',
      fields,
    });
  });

  it("builds no link on the request's Host, whatever it names", async () => {
    for (const host of ['evil.example', 'evil.example"><script>']) {
      const response = await get({ route: 'home', lang: 'en' }, { host });
      expect(response.statusCode).toBe(200);
      expect(response.json().canonical).toBe('https://www.parlay.com/en');
    }
  });

  it('app.seo.pageData serves the server-rendered head in-process', async () => {
    const data = await context.app.seo.pageData({
      route: 'information-about',
      lang: 'ru',
      path: '/ru/information/about',
    });
    expect(data).toMatchObject({
      title: 'О нас — Parlay',
      description: 'О нас: полезная информация для игроков Parlay.',
      canonical: 'https://www.parlay.com/ru/information/about',
    });
    expect(data?.alternates).toContainEqual({
      hreflang: 'x-default',
      href: 'https://www.parlay.com/en/information/about',
    });
    expect(await context.app.seo.pageData({ route: 'nope', lang: 'ru' })).toBeUndefined();
    expect(await context.app.seo.pageData({ route: 'home', lang: 'zz' })).toBeUndefined();
  });
});
