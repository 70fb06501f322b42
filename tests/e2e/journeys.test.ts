import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allProblems, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';

// What a visitor does on the home page and the information pages, in Chromium.

const site = useSite();

/** The <title> the server renders for a path. */
async function serverTitle(path: string): Promise<string> {
  const html = await (await fetch(`${site.url}${path}`)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
}
const browser = useBrowser();

async function open(path: string): Promise<Page> {
  const page = await browser.newPage();
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return page;
}

/** Every full document load of the page from now on (a client-side navigation makes none). */
function documentLoads(page: Page): Request[] {
  const loads: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request);
  });
  return loads;
}

describe('the footer part', () => {
  test('"Show more" unfolds the legal text and "Show less" folds it again, by keyboard, with no footer script', async () => {
    const scripts: string[] = [];
    const page = await browser.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // A phone's width: there the legal text takes more than the two lines it folds to.
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await page.goto(`${site.url}/en`))?.status()).toBe(200);
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const legal = footer.getByText(/^Parlay is operated under a remote gambling licence/);
    const toggle = footer.locator('summary');
    const foldedHeight = (await legal.boundingBox())?.height ?? 0;

    // The native disclosure: a focusable summary that Enter opens, its open state told by the browser.
    expect(await footer.getByText('Show more').isVisible()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await footer.getByText('Show less').waitFor();
    expect(await footer.getByText('Show more').isVisible()).toBe(false);
    expect(await footer.locator('details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(
      true,
    );
    expect((await legal.boundingBox())?.height ?? 0).toBeGreaterThan(foldedHeight);

    await page.keyboard.press('Enter');
    await footer.getByText('Show more').waitFor();
    expect((await legal.boundingBox())?.height ?? 0).toBe(foldedHeight);
    // A server-only part: the page loads no script of the footer.
    expect(scripts.filter((path) => path.startsWith('/parts/footer/'))).toEqual([]);
    expect(allProblems(page)).toEqual([]);
  });
});

describe('client-side navigation', () => {
  test('the footer\'s "About us" link opens the information page without reloading the document', async () => {
    const page = await open('/en');
    await page.evaluate(() => {
      (window as Window & { e2eMarker?: string }).e2eMarker = 'same document';
    });
    const loads = documentLoads(page);
    const descriptor = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/mf/info',
    );

    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();

    await page.waitForURL(`${site.url}/en/information/about`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'About Parlay' }).waitFor();
    // The same title a full load of the page gives (the operator's SEO title).
    await expect.poll(() => page.title()).toBe(await serverTitle('/en/information/about'));
    expect(await page.getByRole('navigation', { name: 'Information pages' }).isVisible()).toBe(true);

    // The info part came through its descriptor; the document is the one loaded before the click.
    const answer = await descriptor;
    expect(answer.status()).toBe(200);
    expect(await answer.headerValue('x-part-version')).toBeTruthy();
    expect(loads).toEqual([]);
    expect(await page.evaluate(() => (window as Window & { e2eMarker?: string }).e2eMarker)).toBe(
      'same document',
    );

    // Back returns to the home page, still in the same document.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Sports betting: line and live' }).waitFor();
    expect(page.url()).toBe(`${site.url}/en`);
    expect(loads).toEqual([]);
    await waitForHydration(page);
    expect(allProblems(page)).toEqual([]);
  });

  test('the information side navigation moves between pages inside the info part', async () => {
    const page = await open('/en/information/about');
    const loads = documentLoads(page);
    const sideNav = page.getByRole('navigation', { name: 'Information pages' });

    await sideNav.getByRole('link', { name: 'Contacts' }).click();

    await page.waitForURL(`${site.url}/en/information/contacts`);
    const heading = page.getByRole('main').getByRole('heading', { level: 1, name: /contact/i });
    await heading.waitFor();
    await expect.poll(() => page.title()).toBe(await serverTitle('/en/information/contacts'));
    expect(loads).toEqual([]);
    expect(allProblems(page)).toEqual([]);
  });
});

describe('a page that does not exist', () => {
  test('an unknown information page says it could not be found, with HTTP 404', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${site.url}/en/information/no-such-page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: 'This page could not be found' })
      .waitFor();
    expect(await page.title()).toBe('This page could not be found — Parlay');
    // The visitor can go on from there: home, or anywhere through the header and the footer.
    expect(await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).isVisible()).toBe(
      true,
    );
  });
});

describe('the dark theme', () => {
  test('the theme button switches to the dark theme, which survives a reload', async () => {
    const page = await open('/en');
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await html.getAttribute('data-theme')).toBe('light');
    const lightBackground = await background();

    await toggle.click();

    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await html.getAttribute('data-theme')).toBe('dark');
    expect(await background()).not.toBe(lightBackground);

    // The server renders the dark theme from the cookie, so there is no light flash.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toMatch(/<html[^>]* data-theme="dark"/);
    await waitForHydration(page);
    expect(await html.getAttribute('data-theme')).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(allProblems(page)).toEqual([]);
  });
});
