import { siteLanguageCodes } from '@parlay/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allProblems, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';

// Every URL carries a language: where a visitor without one is sent, how they switch language,
// and the language alternates search engines read in the head.

const site = useSite();
const browser = useBrowser();

/** The server's first answer to a URL, without following a redirect. */
async function answer(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual', headers });
  await response.arrayBuffer(); // read to the end, so the connection is idle when the server closes
  return { status: response.status, location: response.headers.get('location') };
}

async function open(path: string): Promise<Page> {
  const page = await browser.newPage();
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return page;
}

/** The page's browser set to another language (the whole context is en-GB), as Chromium sends it. */
async function browserLanguage(page: Page, acceptLanguage: string): Promise<void> {
  const cdp = await browser.context.newCDPSession(page);
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await cdp.send('Emulation.setUserAgentOverride', { userAgent, acceptLanguage });
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

describe('a URL without a language', () => {
  test.each<{ path: string; headers: Record<string, string>; to: string }>([
    { path: '/', headers: { 'accept-language': 'en-GB,en;q=0.9' }, to: '/en' },
    { path: '/', headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' }, to: '/ru' },
    { path: '/', headers: { 'accept-language': 'de-DE,fr;q=0.9' }, to: '/en' },
    { path: '/', headers: { 'accept-language': 'ru', cookie: 'lng=kk' }, to: '/kk' },
    { path: '/information/about', headers: { 'accept-language': 'uk-UA' }, to: '/uk/information/about' },
    { path: '/information/about', headers: { cookie: 'lng=es' }, to: '/es/information/about' },
    { path: '/de/line', headers: { 'accept-language': 'de' }, to: '/en/line' },
  ])('$path with $headers answers 302 to $to', async ({ path, headers, to }) => {
    expect(await answer(path, headers)).toEqual({ status: 302, location: to });
  });

  test('in the browser, / opens the home page in the browser language (English)', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${site.url}/en`);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'Sports betting: line and live' }).waitFor();
    expect(await mainNavigation(page).getByRole('link', { name: 'Sports' }).isVisible()).toBe(true);
    expect(allProblems(page)).toEqual([]);
  });

  test('in the browser, a Russian browser lands on /ru and the lng cookie wins over it', async () => {
    const page = await browser.newPage();
    await browserLanguage(page, 'ru-RU,ru;q=0.9');
    await page.goto(`${site.url}/information/about`);
    expect(page.url()).toBe(`${site.url}/ru/information/about`);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    const russianNav = page.getByRole('navigation', { name: 'Основная навигация' });
    expect(await russianNav.getByRole('link', { name: 'Спорт' }).isVisible()).toBe(true);

    await browser.context.addCookies([{ name: 'lng', value: 'es', url: site.url }]);
    await page.goto(`${site.url}/`);
    expect(page.url()).toBe(`${site.url}/es`);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(allProblems(page)).toEqual([]);
  });

  test('in the browser, an unsupported language prefix is replaced: /de/line opens /en/line', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/de/line`);
    expect(page.url()).toBe(`${site.url}/en/line`);
    await waitForHydration(page);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Line' }).waitFor();
  });
});

describe('the language selector', () => {
  test('lists the same page in every language, each link marked with its hreflang', async () => {
    const page = await open('/en/information/about');
    // Named with what it shows (the page language's code) first, then what it does.
    const summary = page.getByLabel('EN — choose language', { exact: true });
    expect(await summary.textContent()).toBe('EN');
    const selector = page.locator('header details', { has: summary });
    await summary.click();
    expect(await selector.getAttribute('open')).not.toBeNull();
    const links = selector.getByRole('link');
    const found = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: anchor.textContent,
        hreflang: anchor.getAttribute('hreflang'),
        href: anchor.getAttribute('href'),
        current: anchor.getAttribute('aria-current'),
      })),
    );
    expect(found).toEqual([
      { name: 'English', hreflang: 'en', href: '/en/information/about', current: 'true' },
      { name: 'Русский', hreflang: 'ru', href: '/ru/information/about', current: null },
      { name: 'Українська', hreflang: 'uk', href: '/uk/information/about', current: null },
      { name: 'Қазақша', hreflang: 'kk', href: '/kk/information/about', current: null },
      { name: 'Azərbaycanca', hreflang: 'az', href: '/az/information/about', current: null },
      { name: 'Español', hreflang: 'es', href: '/es/information/about', current: null },
    ]);
  });

  test('"Русский" loads the same page in Russian with a full page load', async () => {
    const page = await open('/en/line');
    await page.evaluate(() => {
      (window as Window & { e2eMarker?: string }).e2eMarker = 'first document';
    });
    await page.getByLabel('EN — choose language').click();
    const navigation = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.getByRole('link', { name: 'Русский' }).click();
    await navigation;
    await page.waitForURL(`${site.url}/ru/line`);
    await waitForHydration(page);

    // A new document in the new language: header, heading and title.
    expect(await page.evaluate(() => (window as Window & { e2eMarker?: string }).e2eMarker)).toBeUndefined();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    const nav = mainNavigation(page);
    expect(await nav.isVisible()).toBe(false);
    const russianNav = page.getByRole('navigation', { name: 'Основная навигация' });
    for (const name of ['Спорт', 'Лайв', 'Слоты', 'О нас'])
      expect(await russianNav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Линия' }).waitFor();
    expect(await page.getByLabel('RU — выбор языка').textContent()).toBe('RU');
    expect(allProblems(page)).toEqual([]);
  });
});

describe('the SEO head', () => {
  test.each([
    { path: '/en/information/about', lang: 'en' },
    { path: '/ru/line', lang: 'ru' },
  ])(
    '$path has a canonical link and an alternate for every language and x-default',
    async ({ path, lang }) => {
      const page = await open(path);
      const head = await page.evaluate(() => ({
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
          link.getAttribute('href'),
        ),
        alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
          hreflang: link.getAttribute('hreflang') ?? '',
          href: link.getAttribute('href') ?? '',
        })),
      }));
      const rest = path.slice(3);
      expect(head.canonical).toEqual([`${site.url}${path}`]);
      expect(head.alternates.map((link) => link.hreflang).sort()).toEqual(
        [...siteLanguageCodes, 'x-default'].sort(),
      );
      for (const code of siteLanguageCodes) {
        expect(head.alternates.find((link) => link.hreflang === code)?.href).toBe(
          `${site.url}/${code}${rest}`,
        );
      }
      // x-default: one of the language versions (the page of the site's default language).
      const fallback = head.alternates.find((link) => link.hreflang === 'x-default')?.href ?? '';
      expect(siteLanguageCodes.map((code) => `${site.url}/${code}${rest}`)).toContain(fallback);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    },
  );
});
