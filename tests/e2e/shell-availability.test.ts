import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allProblems, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';

// Whether the site is open to a visitor: maintenance (cookie or configuration) and the block
// reason pages decided by the visitor's country. The country comes from the `x-geo-country`
// header, which the server believes only from a trusted proxy: here the browser and the tests
// connect from 127.0.0.1, which this site trusts, as a CDN in front of it would be.

const site = useSite({ trustProxy: '127.0.0.1' });
const browser = useBrowser();

/** The server's first answer to a URL, without following a redirect. */
async function answer(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual', headers });
  await response.arrayBuffer(); // read to the end, so the connection is idle when the server closes
  return { status: response.status, location: response.headers.get('location') };
}

/** A page for a visitor from `country` (as the trusted proxy reports it), or with no country. */
async function visitorFrom(country: string | null): Promise<Page> {
  const page = await browser.newPage();
  if (country) await page.setExtraHTTPHeaders({ 'x-geo-country': country });
  return page;
}

const open = site.open;

const mainHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** The default layout's parts a visitor navigates with; the minimal layouts have none of them. */
async function siteChrome(page: Page) {
  return {
    navigation: await page.getByRole('navigation', { name: 'Main navigation' }).count(),
    footer: await page.getByRole('contentinfo').count(),
    languageSelector: await page.getByLabel('EN — choose language').count(),
  };
}
const noSiteChrome = { navigation: 0, footer: 0, languageSelector: 0 };

/** Sets a configuration value in every language for the test, then restores the stored values. */
async function withConfig(key: string, value: unknown, run: () => Promise<void>): Promise<void> {
  const { siteConfig } = site.server.app;
  const before = await siteConfig.getValues(key);
  await siteConfig.setValue(key, value);
  try {
    await run();
  } finally {
    for (const [lang, stored] of Object.entries(before)) await siteConfig.setValue(key, stored, lang);
  }
}

describe('maintenance', () => {
  test('the maintenance cookie sends every page to /xx/maintenance; without it the page goes home', async () => {
    const cookie = { cookie: 'maintenance=1' };
    expect(await answer('/en/line', cookie)).toEqual({ status: 302, location: '/en/maintenance' });
    expect(await answer('/ru/information/about', cookie)).toEqual({
      status: 302,
      location: '/ru/maintenance',
    });
    expect(await answer('/en', cookie)).toEqual({ status: 302, location: '/en/maintenance' });
    expect((await answer('/en/maintenance', cookie)).status).toBe(200);
    expect(await answer('/en/maintenance')).toEqual({ status: 302, location: '/en' });
    expect(await answer('/es/maintenance')).toEqual({ status: 302, location: '/es' });
  });

  test('a visitor from Germany sees the maintenance page in English, without the site navigation', async () => {
    const page = await visitorFrom('DE');
    await browser.context.addCookies([{ name: 'maintenance', value: '1', url: site.url }]);
    await open(page, '/en/line');
    expect(page.url()).toBe(`${site.url}/en/maintenance`);
    await mainHeading(page, 'Scheduled maintenance').waitFor();
    expect(await page.getByText('Your balance and bets are safe.').isVisible()).toBe(true);
    expect(await siteChrome(page)).toEqual(noSiteChrome);
    // The logo is there, but leads nowhere while the site is down.
    expect(await page.getByRole('link', { name: 'Parlay — home page' }).count()).toBe(0);
    expect(await page.title()).toMatch(/Parlay/);
    expect(allProblems(page)).toEqual([]);
  });

  test.each([
    { country: 'RU', path: '/en/line' },
    { country: 'KZ', path: '/kk/line' },
  ])('a visitor from $country sees the maintenance text in Russian on $path', async ({ country, path }) => {
    const page = await visitorFrom(country);
    await browser.context.addCookies([{ name: 'maintenance', value: '1', url: site.url }]);
    await open(page, path);
    expect(new URL(page.url()).pathname).toBe(`${path.slice(0, 3)}/maintenance`);
    await mainHeading(page, 'Технические работы').waitFor();
    expect(await page.getByRole('main').locator('section').getAttribute('lang')).toBe('ru');
  });

  // With no country from a trusted proxy the configuration serves its default country (RU); the
  // maintenance page goes by the visitor's own country, and an unknown one gets English.
  test('a visitor whose country is unknown sees the maintenance page in English', async () => {
    const page = await visitorFrom(null);
    await browser.context.addCookies([{ name: 'maintenance', value: '1', url: site.url }]);
    await open(page, '/en/line');
    expect(page.url()).toBe(`${site.url}/en/maintenance`);
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      'Scheduled maintenance',
    );
  });

  test('maintenance switched on while browsing: the next link leads to the maintenance page', async () => {
    const page = await visitorFrom('DE');
    await open(page, '/en/information/about');
    await browser.context.addCookies([{ name: 'maintenance', value: '1', url: site.url }]);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sports' })
      .click();

    await page.waitForURL(`${site.url}/en/maintenance`);
    await mainHeading(page, 'Scheduled maintenance').waitFor();
    expect(await siteChrome(page)).toEqual(noSiteChrome);

    // Over: the maintenance page sends the visitor home.
    await browser.context.clearCookies();
    await page.reload();
    expect(page.url()).toBe(`${site.url}/en`);
    await waitForHydration(page);
    await mainHeading(page, 'Sports betting: line and live').waitFor();
    expect(allProblems(page)).toEqual([]);
  });

  test('the configuration switch (maintenance.isActive) turns maintenance on and off for every language', async () => {
    const page = await visitorFrom('DE');
    await withConfig('maintenance.isActive', true, async () => {
      expect(await answer('/en/line')).toEqual({ status: 302, location: '/en/maintenance' });
      expect(await answer('/uk/information/about')).toEqual({ status: 302, location: '/uk/maintenance' });
      expect((await answer('/en/maintenance')).status).toBe(200);

      await open(page, '/en/information/about');
      expect(page.url()).toBe(`${site.url}/en/maintenance`);
      await mainHeading(page, 'Scheduled maintenance').waitFor();
      expect(await siteChrome(page)).toEqual(noSiteChrome);
    });

    // Off again: the maintenance page sends the visitor home.
    expect(await answer('/en/maintenance')).toEqual({ status: 302, location: '/en' });
    await page.reload();
    expect(page.url()).toBe(`${site.url}/en`);
    await waitForHydration(page);
    await mainHeading(page, 'Sports betting: line and live').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(allProblems(page)).toEqual([]);
  });

  test('web_state 1 (the web site is down) is maintenance too', async () => {
    await withConfig('maintenance.web_state', 1, async () => {
      expect(await answer('/en/line')).toEqual({ status: 302, location: '/en/maintenance' });
      expect((await answer('/en/maintenance')).status).toBe(200);
    });
    expect(await answer('/en/line')).toEqual({ status: 200, location: null });
  });
});

describe('block reason pages', () => {
  test.each([
    { country: 'UA', path: '/en/line', to: '/en/block-ua' },
    { country: 'UA', path: '/ru/casino', to: '/ru/block-ua' },
    { country: 'US', path: '/en/information/about', to: '/en/block' },
    { country: 'GB', path: '/en/line', to: '/en/coming-soon' },
    { country: 'IE', path: '/en', to: '/en/block-ie' },
    { country: 'FR', path: '/en/casino', to: '/en/block' },
    { country: 'FR', path: '/en/slots', to: '/en/block' },
  ])('the server sends a visitor from $country on $path to $to', async ({ country, path, to }) => {
    expect(await answer(path, { 'x-geo-country': country })).toEqual({ status: 302, location: to });
  });

  test.each<{ why: string; headers: Record<string, string>; path: string }>([
    {
      why: 'the information pages stay open in Ukraine',
      headers: { 'x-geo-country': 'UA' },
      path: '/en/information/about',
    },
    { why: 'France blocks only the casino and slots', headers: { 'x-geo-country': 'FR' }, path: '/en/line' },
    {
      why: 'geo_block_off=1 lifts the geo block',
      headers: { 'x-geo-country': 'US', cookie: 'geo_block_off=1' },
      path: '/en/line',
    },
    { why: 'a country without rules is not blocked', headers: { 'x-geo-country': 'DE' }, path: '/en/casino' },
    { why: 'no country is not blocked', headers: {}, path: '/en/line' },
  ])('not blocked: $why', async ({ headers, path }) => {
    expect(await answer(path, headers)).toEqual({ status: 200, location: null });
  });

  test.each([
    { country: 'UA', heading: 'Not available in Ukraine', to: '/en/block-ua' },
    { country: 'US', heading: 'Access restricted', to: '/en/block' },
    { country: 'GB', heading: 'Coming soon', to: '/en/coming-soon' },
    { country: 'IE', heading: 'Internet Explorer is not supported', to: '/en/block-ie' },
  ])(
    'a visitor from $country opening /en/line sees "$heading" on the empty layout',
    async ({ country, heading, to }) => {
      const page = await visitorFrom(country);
      await open(page, '/en/line');
      expect(page.url()).toBe(`${site.url}${to}`);
      await mainHeading(page, heading).waitFor();
      expect(await page.title()).toMatch(/ Parlay$/);
      expect(await siteChrome(page)).toEqual(noSiteChrome);
      expect(allProblems(page)).toEqual([]);
    },
  );

  test('a blocked visitor stays on the block page: the logo link to home does not get past it', async () => {
    const page = await visitorFrom('US');
    await open(page, '/en/line');
    await mainHeading(page, 'Access restricted').waitFor();
    const blockAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/blocks-api/api/v2/block',
    );

    await page.getByRole('link', { name: 'Parlay — home page' }).click();

    // The browser asked the block service, which still blocks: the navigation is cancelled.
    expect((await blockAnswer).status()).toBe(200);
    await waitForHydration(page);
    expect(page.url()).toBe(`${site.url}/en/block`);
    await mainHeading(page, 'Access restricted').waitFor();
    expect(allProblems(page)).toEqual([]);
  });

  test('a visitor from France browses sports, and the "Slots" link leads to the block page', async () => {
    const page = await visitorFrom('FR');
    await open(page, '/en/line');
    await mainHeading(page, 'Line').waitFor();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Slots' })
      .click();

    await page.waitForURL(`${site.url}/en/block`);
    await mainHeading(page, 'Access restricted').waitFor();
    expect(await siteChrome(page)).toEqual(noSiteChrome);
    expect(allProblems(page)).toEqual([]);
  });

  test('with the geo_block_off cookie a visitor from the US opens the site', async () => {
    const page = await visitorFrom('US');
    await browser.context.addCookies([{ name: 'geo_block_off', value: '1', url: site.url }]);
    await open(page, '/en/line');
    expect(page.url()).toBe(`${site.url}/en/line`);
    await mainHeading(page, 'Line').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
  });

  test.each([
    { path: '/en/site-updates', heading: 'We are updating the site' },
    { path: '/en/suspension', heading: 'Access suspended' },
    { path: '/en/block', heading: 'Access restricted' },
    { path: '/en/coming-soon', heading: 'Coming soon' },
  ])('$path opened directly shows "$heading" on the empty layout', async ({ path, heading }) => {
    const page = await visitorFrom(null);
    await open(page, path);
    expect(page.url()).toBe(`${site.url}${path}`);
    await mainHeading(page, heading).waitFor();
    expect(await siteChrome(page)).toEqual(noSiteChrome);
    // The empty layout's logo leads home.
    expect(await page.getByRole('link', { name: 'Parlay — home page' }).getAttribute('href')).toBe('/en');
  });
});
