import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountButton, asNewVisitor, dialog, openSignIn, registerFromPage } from './support/auth.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';

// axe-core over one page of every kind the site has, as a person sees it (dialogs and menus open),
// in both themes, on a phone and on a wide screen: any serious or critical violation fails.

// The live feed: the sports pages are swept with their games, scores and prices on them.
const site = useSite({ trustProxy: '127.0.0.1', demoPaymentProvider: true, liveFeed: true });
const browser = useBrowser();

interface PageKind {
  name: string;
  path: string;
  /** What the server answers (200 unless said). */
  status?: number;
  /** The visitor's country, as the trusted proxy in front of the site reports it. */
  country?: string;
  cookies?: Record<string, string>;
  /** Before the page is opened (e.g. signing in from another page of the site). */
  before?: (page: Page) => Promise<void>;
  /** The page's main heading, or what a person opens on it (resolving to what is then on screen). */
  shows: string | ((page: Page) => Promise<Locator> | Locator);
}

const pageKinds: PageKind[] = [
  {
    name: 'home (sports part: top live and top line)',
    path: '/en',
    shows: withGames('Sports betting: line and live'),
  },
  { name: 'line of a sport', path: '/en/line/football', shows: withGames('Football — Line') },
  { name: 'live of a sport', path: '/en/live/football', shows: withGames('Football — Live') },
  {
    name: 'game page',
    path: '/en/live/football',
    shows: async (page) => {
      await page
        .getByRole('main')
        .getByRole('link', { name: /Score \d+:\d+/ })
        .first()
        .click();
      await page.waitForURL(/\/en\/live\/football\/\d+-[a-z0-9-]+\/\d+-[a-z0-9-]+$/);
      await waitForHydration(page);
      await page.getByRole('main').getByRole('region').first().waitFor();
      return page.getByRole('main').getByRole('heading', { level: 1 });
    },
  },
  { name: 'multi live', path: '/en/multi-live', shows: withGames('Multi live') },
  { name: 'information page (info part)', path: '/en/information/about', shows: 'About Parlay' },
  { name: 'section of a part not built yet', path: '/en/slots', shows: 'Slots' },
  { name: 'not-found page', path: '/en/no-such-page', status: 404, shows: 'This page could not be found' },
  { name: 'sign-in-required page', path: '/en/office/account', status: 401, shows: 'Sign in to continue' },
  { name: 'blocked page (empty layout)', path: '/en/line', country: 'US', shows: 'Access restricted' },
  {
    name: 'maintenance page (maintenance layout)',
    path: '/en/line',
    cookies: { maintenance: '1' },
    shows: 'Scheduled maintenance',
  },
  { name: 'password reset page (identity part)', path: '/en/user/passwordreset', shows: 'New password' },
  { name: 'debugger page', path: '/en/debugger', shows: 'Message outbox' },
  { name: 'registration dialog', path: '/en/registration', shows: (page) => dialog(page, 'Create account') },
  { name: 'sign-in dialog', path: '/en', shows: (page) => openSignIn(page) },
  {
    name: 'age notice (first visit)',
    path: '/en',
    before: async (page) => {
      await page.addInitScript((origin) => {
        if (location.origin !== origin) return;
        sessionStorage.setItem('e2e:age-notice', '1');
        localStorage.removeItem('parlay:age-confirmed-until');
      }, site.url);
    },
    shows: (page) => dialog(page, 'Are you 18 or older?'),
  },
  {
    name: 'account menu of a signed-in player',
    path: '/en/information/about',
    before: async (page) => {
      await page.goto(`${site.url}/en`);
      await waitForHydration(page);
      await registerFromPage(page);
    },
    shows: async (page) => {
      await accountButton(page).click();
      return page.getByRole('menu');
    },
  },
  ...(
    [
      ['office account page (office part)', '/en/office/account', 'My account', 'Open account'],
      ['deposit page', '/en/office/recharge', 'Deposit', 'Go to payment'],
      ['withdrawal page', '/en/office/deduce', 'Withdraw funds', 'Request withdrawal'],
      ['payment history page', '/en/office/historypay', 'Payment history', 'No payments match'],
      ['limits page', '/en/office/responsible', 'Responsible gaming', 'Take a break'],
      ['self-exclusion page', '/en/office/responsible?view=self-exclusion', 'Self-exclusion', 'Continue'],
    ] as const
  ).map(
    ([name, path, heading, ready]): PageKind => ({
      name,
      path,
      before: signedIn,
      // The page once the player's accounts (or payments) are on it.
      shows: async (page) => {
        await page.getByText(ready).first().waitFor();
        return page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true });
      },
    }),
  ),
  {
    name: 'payment result page (empty layout)',
    path: '/en/onpay/cancel',
    before: signedIn,
    shows: 'The deposit was cancelled',
  },
];

/** A sports page with its heading, once a game's price is on it. */
function withGames(heading: string): PageKind['shows'] {
  return async (page) => {
    await page.getByRole('main').locator('[data-selection-id]').first().waitFor();
    return page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true });
  };
}

/** A new player (from an address of their own: registrations count per address), signed in from the home page. */
async function signedIn(page: Page): Promise<void> {
  await asNewVisitor(page);
  await page.goto(`${site.url}/en`);
  await waitForHydration(page);
  await registerFromPage(page);
}

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'wide screen', width: 1440, height: 900 },
] as const;
const themes = [
  { theme: 'light', cookie: '0' },
  { theme: 'dark', cookie: '1' },
] as const;

describe.each(viewports)('on a $name ($width×$height)', (viewport) => {
  test.each(themes.flatMap((theme) => pageKinds.map((kind) => ({ ...kind, ...theme }))))(
    '$name in the $theme theme has no serious or critical accessibility violation',
    async (kind) => {
      const cookies = { app_theme: kind.cookie, ...kind.cookies };
      await browser.context.addCookies(
        Object.entries(cookies).map(([name, value]) => ({ name, value, url: site.url })),
      );
      const page = await browser.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (kind.country) await page.setExtraHTTPHeaders({ 'x-geo-country': kind.country });
      await kind.before?.(page);
      const response = await page.goto(`${site.url}${kind.path}`);
      expect(response?.status()).toBe(kind.status ?? 200);
      await waitForHydration(page);
      const shown =
        typeof kind.shows === 'string'
          ? page.getByRole('main').getByRole('heading', { level: 1, name: kind.shows, exact: true })
          : await kind.shows(page);
      await shown.waitFor();
      expect(await page.locator('html').getAttribute('data-theme')).toBe(kind.theme);

      const violations = await seriousAccessibilityViolations(page);
      expect(violations, `serious or critical violations:\n\n${violations.join('\n\n')}\n`).toEqual([]);
    },
  );
});
