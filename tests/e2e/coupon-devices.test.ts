import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { asNewVisitor, registerPlayerFromPage, signInWithPassword } from './support/auth.ts';
import { allProblems, useBrowser } from './support/browser.ts';
import { couponPanel } from './support/coupon.ts';
import { useSite } from './support/site.ts';

// The coupon across devices (issue 12): one player on two browsers (two Chromium profiles, so two
// cookie jars and two localStorages). A selection pressed on the first, signed in, joins the one the
// second pressed as a visitor as soon as the second signs in where it is (the shell's dialog: no
// reload, no navigation); taken out there, it is gone from the first once its window has the focus
// back — no reload. The line comes from the built-in feed simulator.

const site = useSite({ liveFeed: true });
const firstDevice = useBrowser();
const secondDevice = useBrowser();

const open = site.open;

/** Waits for the coupon's next save to the server to be answered 200. */
function nextDraftSave(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/coupon-api/draft') && response.request().method() === 'PUT' && response.ok(),
  );
}

/** The rows of the page's games with prices. */
const gameRows = (page: Page) => page.getByRole('main').locator('li:has(button[data-selection-id])');

/** The first price of a row that takes bets. */
const openPriceIn = (row: Locator) =>
  row.locator('button[data-selection-id]:not([aria-disabled="true"])').first();

/** A game as the coupon names it ("Home — Away"), as a row's text holds it. */
const rowOf = (game: string) =>
  new RegExp(
    game
      .split(' — ')
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\s\\S]*'),
  );

/** The games of the coupon's bets, in order. */
async function gamesIn(page: Page): Promise<string[]> {
  const texts = await betsOf(page)
    .getByRole('button', { name: /^Remove .* from the coupon$/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return texts.map((label) => /\((.*)\) from the coupon$/.exec(label)?.[1] ?? label);
}

const betsOf = (page: Page) =>
  couponPanel(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem');

describe('the coupon across devices', () => {
  test('a selection added on one device shows on the other, and taken out there, leaves the first', async () => {
    const first = await firstDevice.newPage();
    await asNewVisitor(first);
    await open(first, '/en');
    const { login, password } = await registerPlayerFromPage(first);
    await open(first, '/en/line/football');
    const price = openPriceIn(gameRows(first).first());
    const saved = nextDraftSave(first);
    await price.click();
    await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
    await saved;
    const [accountGame] = await gamesIn(first);
    if (accountGame === undefined) throw new Error('no bet in the coupon');

    // The second browser: a visitor presses another game's price, then signs in.
    const second = await secondDevice.newPage();
    await asNewVisitor(second);
    await open(second, '/en/line/football');
    // A game of other teams (the simulated line repeats pairings).
    await openPriceIn(
      gameRows(second)
        .filter({ hasNotText: rowOf(accountGame) })
        .first(),
    ).click();
    await expect.poll(() => betsOf(second).count()).toBe(1);
    const [visitorGame] = await gamesIn(second);
    if (visitorGame === undefined) throw new Error('no bet in the coupon');
    expect(visitorGame).not.toBe(accountGame);
    // Signed in where they are (the shell's dialog, no reload, no navigation, no focus change):
    // the coupon reads the account's draft and merges it with the visitor's at once.
    const merged = nextDraftSave(second);
    await second.evaluate(() => Reflect.set(window, 'e2eSamePage', true));
    await signInWithPassword(second, login, password);
    // The same page: neither loaded again nor moved.
    expect(await second.evaluate(() => Reflect.get(window, 'e2eSamePage'))).toBe(true);
    expect(new URL(second.url()).pathname).toBe('/en/line/football');
    // The account's selection and the visitor's, in one coupon (the games come and go on the
    // simulated line, so the coupon's list is read rather than the prices on the page).
    await expect.poll(() => gamesIn(second)).toEqual([accountGame, visitorGame]);
    await merged;

    const removed = nextDraftSave(second);
    await betsOf(second)
      .filter({ hasText: accountGame })
      .getByRole('button', { name: /^Remove .* from the coupon$/ })
      .click();
    await expect.poll(() => gamesIn(second)).toEqual([visitorGame]);
    await removed;

    // The first device's window gets the focus back: its coupon follows, without a reload.
    await first.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => gamesIn(first)).toEqual([visitorGame]);

    expect(allProblems(first)).toEqual([]);
    expect(allProblems(second)).toEqual([]);
  });
});
