import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allProblems, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';

// Old and moved URLs: the route table's redirects, bonus ↔ offer by the language's configuration,
// and the operator's redirect service. Each is checked as the server's first answer, as a visitor
// landing on the old URL, and some as a link followed inside the page (the router's navigation).

const site = useSite();
const browser = useBrowser();

type Redirect = {
  from: string;
  status: 301 | 302;
  to: string;
} & (
  | { /** The main heading of the page the visitor ends on. */ heading: string; dialog?: undefined }
  | { /** The dialog open on the page the visitor ends on. */ dialog: string; heading?: undefined }
);

const redirects: Redirect[] = [
  // The registration route is the home page with the registration dialog open over it.
  { from: '/en/user/registration.php', status: 301, to: '/en/registration', dialog: 'Create account' },
  {
    from: '/en/user/action.php?action=forgot',
    status: 302,
    to: '/en/user/passwordreset?action=forgot',
    heading: 'New password',
  },
  {
    from: '/en/user/action.php?action=activate&key=abc',
    status: 302,
    to: '/en/user/activate?action=activate&key=abc',
    heading: 'Email confirmation',
  },
  {
    from: '/en/information/rules',
    status: 302,
    to: '/en/information/rules/1',
    heading: 'Parlay Terms and Rules',
  },
  { from: '/en/tvgames/view/poker', status: 301, to: '/en/poker', heading: 'Poker' },
  { from: '/en/vulkan', status: 301, to: '/en/slots/vulkan', heading: 'Vulkan slots' },
  { from: '/en/mobile/startdownloadapp', status: 302, to: '/en/mobile', heading: 'Mobile app' },
  {
    from: '/en/fastgames-daily-tournament',
    status: 301,
    to: '/en/bonus/casino/tournaments',
    heading: 'Casino tournaments',
  },
  {
    from: '/en/bonuses-rules/drops-and-wins',
    status: 301,
    to: '/en/bonuses-rules/dropsnwins',
    heading: 'Bonus terms',
  },
  {
    from: '/en/bonuses-rules/happy-birthday',
    status: 301,
    to: '/en/bonuses-rules/wishing_you_a_happy_birthday',
    heading: 'Bonus terms',
  },
  {
    from: '/en/forgotpassword',
    status: 302,
    to: '/en?showForgotPasswordModal=1',
    dialog: 'Password recovery',
  },
  { from: '/en/coupon', status: 301, to: '/en', heading: 'Sports betting: line and live' },
  {
    from: '/en/bonuses/slot_first_deposit',
    status: 302,
    to: '/en/casino/slot-first-deposit',
    heading: 'First deposit bonus',
  },
  // promoBonusToOffer: on for es (bonuses → offers), off for en (offers → bonuses).
  { from: '/es/bonuses', status: 302, to: '/es/offers', heading: 'Ofertas' },
  { from: '/en/offers', status: 302, to: '/en/bonuses', heading: 'Bonuses' },
  // The operator's redirect service (a prefix rule in its table).
  { from: '/en/live-casino/roulette', status: 301, to: '/en/casino/roulette', heading: 'Live casino' },
];

/** The server's first answer to a URL, without following a redirect. */
async function answer(path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  await response.arrayBuffer(); // read to the end, so the connection is idle when the server closes
  return { status: response.status, location: response.headers.get('location') };
}

const mainHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** What says the visitor arrived: the page's main heading, or the dialog the route opens. */
const landmark = (page: Page, { heading, dialog }: Redirect) =>
  dialog === undefined ? mainHeading(page, heading) : page.getByRole('dialog', { name: dialog });

/** Every full document load of the page from now on (a client-side navigation makes none). */
function documentLoads(page: Page): Request[] {
  const loads: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request);
  });
  return loads;
}

/**
 * A link to `href` in the footer part, followed as a visitor clicks a part's link: the shell
 * takes links inside a part to its router (no page load), so the browser's navigation checks run.
 */
async function followFooterLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const body = document.querySelector('[data-part-host="footer"] [data-part-body] footer');
    if (!body) throw new Error('the footer part is not on the page');
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'An old link';
    body.append(link);
  }, href);
  await page.getByRole('contentinfo').getByRole('link', { name: 'An old link' }).click({ timeout: 5_000 });
}

describe('the server answers an old URL with a redirect', () => {
  test.each(redirects)('$from → $status $to', async ({ from, status, to }) => {
    expect(await answer(from)).toEqual({ status, location: to });
  });

  test('a redirect keeps the language of the URL and its query', async () => {
    expect(await answer('/ru/user/registration.php')).toEqual({ status: 301, location: '/ru/registration' });
    expect(await answer('/uk/vulkan')).toEqual({ status: 301, location: '/uk/slots/vulkan' });
    expect(await answer('/en/live-casino/roulette?table=7')).toEqual({
      status: 301,
      location: '/en/casino/roulette?table=7',
    });
    // bonus ↔ offer first, then the first-deposit bonus's own page.
    expect(await answer('/es/bonuses/slot_first_deposit')).toEqual({
      status: 302,
      location: '/es/offers/slot_first_deposit',
    });
    expect(await answer('/es/offers/slot_first_deposit')).toEqual({
      status: 302,
      location: '/es/casino/slot-first-deposit',
    });
  });
});

describe('a visitor opening an old URL', () => {
  test.each(redirects)('$from ends on $to', async (redirect) => {
    const { from, to } = redirect;
    const page = await browser.newPage();
    const response = await page.goto(`${site.url}${from}`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${site.url}${to}`);
    await waitForHydration(page);
    await landmark(page, redirect).waitFor();
    // Hydration agrees with the server: the browser stays on the new URL.
    expect(page.url()).toBe(`${site.url}${to}`);
    expect(allProblems(page)).toEqual([]);
  });
});

describe('a link to an old URL followed inside the page', () => {
  test('the footer\'s "Betting rules" link opens the first rules page without a redirect', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/en`);
    await waitForHydration(page);
    const loads = documentLoads(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Betting rules' }).click();
    await page.waitForURL(`${site.url}/en/information/rules/1`);
    await mainHeading(page, 'Parlay Terms and Rules').waitFor();
    expect(loads).toEqual([]);
    expect(allProblems(page)).toEqual([]);
  });

  test.each([
    redirects.find(({ from }) => from === '/en/user/registration.php'),
    redirects.find(({ from }) => from === '/en/information/rules'),
    redirects.find(({ from }) => from === '/en/vulkan'),
    redirects.find(({ from }) => from === '/en/forgotpassword'),
    redirects.find(({ from }) => from === '/en/offers'),
    redirects.find(({ from }) => from === '/en/live-casino/roulette'),
  ] as Redirect[])('$from is redirected by the router to $to', async (redirect) => {
    const { from, to } = redirect;
    const page = await browser.newPage();
    await page.goto(`${site.url}/en/information/about`);
    await waitForHydration(page);
    const loads = documentLoads(page);

    await followFooterLink(page, from);

    await page.waitForURL(`${site.url}${to}`);
    await landmark(page, redirect).waitFor();
    expect(loads).toEqual([]);
    // A dialog the address asks for stays open on Back (a route's dialog goes with its route):
    // the visitor closes it first, which takes its flag out of the address.
    if (redirect.dialog && to.includes('?')) {
      await landmark(page, redirect).getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(`${site.url}/en`);
    }
    // The old URL is not left in the history: Back returns to the page the link was on.
    await page.goBack();
    await page.waitForURL(`${site.url}/en/information/about`);
    await mainHeading(page, 'About Parlay').waitFor();
    await waitForHydration(page);
    expect(allProblems(page)).toEqual([]);
  });

  test('in Spanish, /es/bonuses is redirected by the router to /es/offers', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/es`);
    await waitForHydration(page);
    const loads = documentLoads(page);
    await followFooterLink(page, '/es/bonuses');
    await page.waitForURL(`${site.url}/es/offers`);
    await mainHeading(page, 'Ofertas').waitFor();
    expect(loads).toEqual([]);
    expect(allProblems(page)).toEqual([]);
  });
});
