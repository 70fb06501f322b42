import { siteLanguageCodes } from '@parlay/domain';
import { describe, expect, it } from 'vitest';
import { disallowedPrefixes } from '../../../src/modules/seo/seo-service.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';

/** The `<url>` entries of a sitemap: location and hreflang links. */
function sitemapEntries(xml: string): { loc: string; links: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '',
    links: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

describe('disallowedPrefixes', () => {
  it('covers the private and technical sections with their shortest prefixes', () => {
    expect(disallowedPrefixes()).toEqual(
      expect.arrayContaining([
        'office',
        'my-casino',
        'onpay',
        'debugger',
        'internal-vpn',
        'block-appeal-history',
      ]),
    );
    expect(disallowedPrefixes()).not.toContain('office/history');
  });
});

describe.each(testDatabaseKinds)('robots.txt and sitemap.xml on %s', (kind) => {
  const context = useTestApp(kind, { env: { PUBLIC_URL: 'https://parlay.com' } });
  const get = (url: string, host = 'parlay.com') => context.app.inject({ url, headers: { host } });

  it('robots.txt keeps crawlers out of private, technical and API paths and points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const lang of siteLanguageCodes) {
      expect(lines).toContain(`Disallow: /${lang}/office`);
      expect(lines).toContain(`Disallow: /${lang}/debugger`);
      expect(lines).toContain(`Disallow: /${lang}/internal-vpn`);
    }
    expect(lines).toContain('Disallow: /bff-api');
    expect(lines).not.toContain('Disallow: /mf');
    expect(lines).not.toContain('Disallow: /en/live');
    expect(lines).toContain('Sitemap: https://parlay.com/sitemap.xml');
  });

  it('sitemap.xml lists a known route in every language with hreflang alternates and x-default', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const entries = sitemapEntries(response.body);
    const live = entries.filter(({ loc }) => /^https:\/\/parlay\.com\/[a-z]{2}\/live$/.test(loc));
    expect(live.map(({ loc }) => loc)).toEqual(
      siteLanguageCodes.map((lang) => `https://parlay.com/${lang}/live`),
    );
    for (const entry of live) {
      expect(entry.links).toEqual({
        ...Object.fromEntries(siteLanguageCodes.map((lang) => [lang, `https://parlay.com/${lang}/live`])),
        'x-default': 'https://parlay.com/en/live',
      });
    }
  });

  it('lists parameterless indexable pages only: home, optional-param sections at their bare path, no params, no private pages', async () => {
    const locs = sitemapEntries((await get('/sitemap.xml')).body).map(({ loc }) =>
      loc.replace('https://parlay.com', ''),
    );
    expect(locs).toContain('/en');
    expect(locs).toContain('/kk/slots');
    expect(locs).toContain('/ru/information/about');
    expect(locs.filter((loc) => /[:*?]/.test(loc))).toEqual([]);
    expect(
      locs.filter((loc) => /\/(office|my-casino|registration|onpay|debugger|maintenance|coupon)\b/.test(loc)),
    ).toEqual([]);
    expect(locs.filter((loc) => loc.includes('/slots/game'))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists a bonus page under its offer name where the language serves offers (es), and pages with their own canonical not at all', async () => {
    const entries = sitemapEntries((await get('/sitemap.xml')).body);
    const bonuses = entries.filter(({ loc }) => /\/(bonuses|offers)$/.test(loc));
    expect(bonuses.map(({ loc }) => loc)).toEqual([
      ...['en', 'ru', 'uk', 'kk', 'az'].map((lang) => `https://parlay.com/${lang}/bonuses`),
      'https://parlay.com/es/offers',
    ]);
    expect(bonuses[0]?.links.es).toBe('https://parlay.com/es/offers');
    // Multi-live names the live page as its canonical: only the live page is listed.
    expect(entries.filter(({ loc }) => loc.endsWith('/multi-live'))).toEqual([]);
  });

  it('leaves out a page in a language where its route is not available, and hidden languages', async () => {
    const slotsRouteId = 21;
    const available = (await context.app.siteConfig.getValues('availableRoutes', 'es')).es as number[];
    await context.app.siteConfig.setValue(
      'availableRoutes',
      available.filter((id) => id !== slotsRouteId),
      'es',
    );
    await context.app.siteConfig.setValue('langHiddenUnauthorized', ['kk'], 'en');
    try {
      const entries = sitemapEntries((await get('/sitemap.xml')).body);
      const slots = entries.filter(({ loc }) => loc.endsWith('/slots'));
      expect(slots.map(({ loc }) => loc)).toEqual(
        ['en', 'ru', 'uk', 'az'].map((lang) => `https://parlay.com/${lang}/slots`),
      );
      expect(Object.keys(slots[0]?.links ?? {})).toEqual(['en', 'ru', 'uk', 'az', 'x-default']);
      expect(entries.some(({ loc }) => loc.startsWith('https://parlay.com/kk'))).toBe(false);
      expect(entries.some(({ loc }) => loc === 'https://parlay.com/es/live')).toBe(true);
    } finally {
      await context.app.siteConfig.setValue('availableRoutes', available, 'es');
      await context.app.siteConfig.setValue('langHiddenUnauthorized', [], 'en');
    }
  });

  it("builds its links on the site's origin, whatever Host a request names", async () => {
    expect((await get('/sitemap.xml', 'www.parlay.com:8443')).body).toContain(
      '<loc>https://parlay.com/en/live</loc>',
    );
    expect((await get('/robots.txt', 'x<y')).body).toContain('Sitemap: https://parlay.com/sitemap.xml');
  });
});
