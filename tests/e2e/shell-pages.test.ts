import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allProblems, useBrowser } from './support/browser.ts';
import { afterNextPaint, waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';

// The shell around every page: the age notice, the 404 page, section pages whose part is not
// built yet, the sign-in wall of the office, and the scroll-to-top control.

const site = useSite();
const browser = useBrowser();

async function open(path: string, status = 200): Promise<Page> {
  const page = await browser.newPage();
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.status()).toBe(status);
  await waitForHydration(page);
  return page;
}

/**
 * The page's problems, except Chromium's report of the document's own error status (a 404 or
 * 401 page is the expected answer there, not a failed resource).
 */
function problemsBesidesStatus(page: Page, path: string): string[] {
  return allProblems(page).filter(
    (problem) =>
      !(
        problem.includes('the server responded with a status of') && problem.endsWith(`(${site.url}${path})`)
      ),
  );
}

/**
 * A visitor who has not confirmed their age yet: this page opts out of the harness's confirmation
 * (the `e2e:age-notice` flag) and starts with no stored confirmation. Reloads keep what the
 * visitor did since.
 */
async function firstVisit(): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript((origin) => {
    if (location.origin !== origin || sessionStorage.getItem('e2e:age-notice')) return;
    sessionStorage.setItem('e2e:age-notice', '1');
    localStorage.removeItem('parlay:age-confirmed-until');
  }, site.url);
  await page.goto(`${site.url}/en`);
  await waitForHydration(page);
  return page;
}

const mainHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

describe('the age notice', () => {
  test('asks "Are you 18 or older?", cannot be dismissed with Escape, and stays away once confirmed', async () => {
    const page = await firstVisit();

    const notice = page.getByRole('dialog', { name: 'Are you 18 or older?' });
    await notice.waitFor();
    expect(await notice.getByText('only for adults').isVisible()).toBe(true);

    // Escape does not close it, not even pressed again right away.
    await page.keyboard.press('Escape');
    await afterNextPaint(page);
    expect(await notice.isVisible()).toBe(true);
    // The page behind it is inert: focus stays inside the dialog.
    await page.keyboard.press('Tab');
    expect(await notice.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await notice.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Confirmed: a reload (and another page) does not ask again.
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto(`${site.url}/en/information/about`);
    await waitForHydration(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(allProblems(page)).toEqual([]);
  });

  // Chromium lets a page cancel a dialog's Escape only once per user activation (close watchers):
  // the notice reopens itself when it is closed without a confirmation.
  test('stays open when Escape is pressed twice', async () => {
    const page = await firstVisit();
    const notice = page.getByRole('dialog', { name: 'Are you 18 or older?' });
    await notice.waitFor();

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await afterNextPaint(page);

    expect(await notice.isVisible()).toBe(true);
  });
});

describe('a page that does not exist', () => {
  test('/en/no-such-page answers 404 with "This page could not be found" and a way home', async () => {
    const page = await open('/en/no-such-page', 404);
    await mainHeading(page, 'This page could not be found').waitFor();
    // The default layout stays: the visitor can go on through the header.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);

    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${site.url}/en`);
    await mainHeading(page, 'Sports betting: line and live').waitFor();
    expect(problemsBesidesStatus(page, '/en/no-such-page')).toEqual([]);
  });

  test('a link inside the page to an unknown address shows the same 404 page', async () => {
    // A link in the footer part to an address no route has, followed in the page by the router.
    const page = await open('/en');
    await page.evaluate(() => {
      const footer = document.querySelector('[data-part-host="footer"] [data-part-body] footer');
      if (!footer) throw new Error('the footer part is not on the page');
      const link = document.createElement('a');
      link.href = '/en/no-such-page';
      link.textContent = 'A broken link';
      footer.append(link);
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'A broken link' }).click();
    await page.waitForURL(`${site.url}/en/no-such-page`);
    await mainHeading(page, 'This page could not be found').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).isVisible()).toBe(
      true,
    );
    await expect.poll(() => page.title()).toBe('This page could not be found — Parlay');
    expect(allProblems(page)).toEqual([]);
  });

  test.each(['/en/no-such-page', '/ru/no/such/page', '/en/information/rules/1/extra'])(
    'the server answers %s with HTTP 404',
    async (path) => {
      const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    },
  );
});

describe('section pages', () => {
  test('/en/slots, whose part is not built yet, has its heading, breadcrumbs and an "opening soon" notice', async () => {
    const page = await open('/en/slots');
    await mainHeading(page, 'Slots').waitFor();
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await breadcrumbs.isVisible()).toBe(true);
    expect(await breadcrumbs.getByRole('link').first().getAttribute('href')).toBe('/en');
    expect(await breadcrumbs.locator('[aria-current="page"]').textContent()).toBe('Slots');
    expect(await page.getByRole('heading', { name: 'This section is opening soon' }).isVisible()).toBe(true);
    expect(allProblems(page)).toEqual([]);
  });

  test('/en/office/account asks an anonymous visitor to sign in, with HTTP 401', async () => {
    const page = await open('/en/office/account', 401);
    await mainHeading(page, 'Sign in to continue').waitFor();
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Create account' }).getAttribute('href'),
    ).toBe('/en/registration');
    expect(problemsBesidesStatus(page, '/en/office/account')).toEqual([]);
  });
});

describe('the scroll-to-top control', () => {
  const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  };

  test('appears after one screen on a desktop and takes the visitor back to the top', async () => {
    const page = await open('/en/information/rules/1');
    const screen = await page.evaluate(() => window.innerHeight);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'the page must be taller than two screens for this journey').toBeGreaterThan(
      2 * screen + 100,
    );
    expect(await backToTop(page).count()).toBe(0);

    await scrollTo(page, screen - 20);
    await afterNextPaint(page);
    expect(await backToTop(page).count()).toBe(0);

    await scrollTo(page, screen + 20);
    await backToTop(page).waitFor();
    await backToTop(page).click();

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await backToTop(page).waitFor({ state: 'detached' });
    expect(allProblems(page)).toEqual([]);
  });

  test('appears only after four screens on a 390-px-wide phone', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/en/information/rules/1`);
    await waitForHydration(page);
    const screen = await page.evaluate(() => window.innerHeight);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'the page must be taller than five screens for this journey').toBeGreaterThan(
      5 * screen + 100,
    );

    await scrollTo(page, 2 * screen);
    await afterNextPaint(page);
    expect(await backToTop(page).count()).toBe(0);
    await scrollTo(page, 4 * screen - 20);
    await afterNextPaint(page);
    expect(await backToTop(page).count()).toBe(0);

    await scrollTo(page, 4 * screen + 20);
    await backToTop(page).waitFor();
    await backToTop(page).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await backToTop(page).waitFor({ state: 'detached' });
  });
});
