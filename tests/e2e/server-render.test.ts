import { describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';

// What arrives before any script runs: the server renders every page, parts included.

const site = useSite();
const browser = useBrowser();

async function getPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual', headers });
  return { response, html: await response.text() };
}

describe('the home page without JavaScript', () => {
  test('is server-rendered: 200, a title, the footer part and the initial data in the HTML', async () => {
    const { response, html } = await getPage('/en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toMatch(/<title>[^<]*Parlay[^<]*<\/title>/);
    expect(html).toMatch(/<html lang="en"/);
    // The footer part's server-rendered body, with its links, inside its host.
    expect(html).toMatch(/data-part-host="footer"[^>]*>[\s\S]*<footer[\s\S]*href="\/en\/information\/about"/);
    // One import map, before any module script; and the initial data the client needs.
    expect(html.match(/<script type="importmap"/g)).toHaveLength(1);
    expect(html.indexOf('<script type="importmap"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('window.__PARLAY__=');
  });

  test('shows the heading, the navigation and the footer to a reader with scripts turned off', async () => {
    const page = await browser.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(`${site.url}/en`);
    await expect.poll(() => page.title()).toMatch(/Parlay/);
    expect(
      await page.getByRole('heading', { level: 1, name: 'Sports betting: line and live' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/en/information/about',
    );
    // The footer's "Show more" is a native disclosure: it works with scripts off too.
    await footer.getByText('Show more').click();
    expect(await footer.getByText('Show less').isVisible()).toBe(true);
    expect(await page.evaluate(() => '__PARLAY__' in window)).toBe(false);
  });
});

describe('languages', () => {
  test('/ redirects to the language of the lng cookie, else of the browser, else English', async () => {
    const byCookie = await getPage('/', { cookie: 'lng=es', 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(byCookie.response.status).toBe(302);
    expect(byCookie.response.headers.get('location')).toBe('/es');

    const byBrowser = await getPage('/', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' });
    expect(byBrowser.response.status).toBe(302);
    expect(byBrowser.response.headers.get('location')).toBe('/ru');

    const byDefault = await getPage('/');
    expect(byDefault.response.status).toBe(302);
    expect(byDefault.response.headers.get('location')).toBe('/en');
  });

  test('/ru is rendered in Russian', async () => {
    const { response, html } = await getPage('/ru');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="ru"/);
    expect(html).toMatch(/href="\/ru\/information\/about"/);
    expect(html).toMatch(/[А-Яа-яЁё]{4,}/);
  });
});

describe('information pages', () => {
  test('an information page is rendered by the info part on the server', async () => {
    const { response, html } = await getPage('/en/information/about');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<title>About[^<]*Parlay<\/title>/);
    expect(html).toMatch(/data-part-host="info"[\s\S]*<h1[^>]*>About Parlay<\/h1>/);
  });

  test('an unknown information page answers 404 with the not-found page', async () => {
    const { response, html } = await getPage('/en/information/no-such-page');
    expect(response.status).toBe(404);
    expect(html).toContain('This page could not be found');
  });
});
