import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allProblems, useBrowser } from './support/browser.ts';
import { couponPanel, kopecksIn, newPlayerWithMoney } from './support/coupon.ts';
import { useSite } from './support/site.ts';
import { balanceText } from './support/wallet.ts';

// The coupon while the games play, in Chromium: odds moving under a coupon and handled by the
// player's changeCoefAction, a cash-out from the bet history, and live bets settling on their own
// with the header's balance paid. The line is the built-in simulator's at 4× speed (a football
// match plays in about three minutes), the money the demo payment provider's.

const site = useSite({ liveFeed: true, demoPaymentProvider: true });
const browser = useBrowser();

/** Live prices move within a minute or two; a match in its second half ends within ~1.5 minutes. */
const liveWaitMs = 180_000;

const open = site.open;

/** A new player with ₽500 on the account, on the page at `path` with an empty coupon. */
async function playerWithMoneyAt(path: string): Promise<Page> {
  const page = await browser.newPage();
  await newPlayerWithMoney(page, open, '500');
  await open(page, path);
  await emptyCoupon(page);
  return page;
}

async function balanceKopecks(page: Page): Promise<number> {
  return kopecksIn(await balanceText(page));
}

const openPrice = 'button[data-selection-id]:not([aria-disabled="true"])';

/** The games of a list page that take bets now: rows with an open price. */
function gameRows(page: Page): Locator {
  return page.getByRole('main').locator(`li:has(${openPrice})`);
}

/**
 * Presses Place bet until the coupon is placed: a live price may move or stop during the bet delay,
 * and the coupon then asks to accept the new price (as a player would, they accept and place again).
 * A market stopped for a goal opens again within a minute; one that stays shut (its game ended)
 * keeps Place bet disabled, and the player builds the coupon again (`rebuild`) from games playing
 * now. Answers the placed coupons' numbers.
 */
async function placeAcceptingMoves(page: Page, rebuild?: () => Promise<void>): Promise<string[]> {
  const coupon = couponPanel(page);
  const placed = coupon.getByRole('region', { name: 'Bet placed' });
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const accept = coupon.getByRole('button', { name: 'Accept the new odds' });
    if (await accept.isVisible()) await accept.click();
    // Disabled while a market of the coupon is stopped (a goal): it opens again within a minute.
    const placeBet = coupon.getByRole('button', { name: 'Place bet' });
    const opened = await expect
      .poll(() => placeBet.isEnabled(), { timeout: 60_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (!opened) {
      if (rebuild === undefined) throw new Error('Place bet stayed disabled for a minute');
      await rebuild();
      continue;
    }
    await placeBet.click();
    const outcome = await Promise.race([
      placed.waitFor({ timeout: 60_000 }).then(() => 'placed' as const),
      accept.waitFor({ timeout: 60_000 }).then(() => 'moved' as const),
      coupon
        .getByRole('alert')
        .waitFor({ timeout: 60_000 })
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'placed') {
      const lines = await placed.getByText(/^Coupon \d+, stake/).allTextContents();
      return lines.map((line) => /Coupon (\d+)/.exec(line)?.[1] ?? '');
    }
    if (outcome === 'refused') {
      // A bet stop during the delay (a goal): the player waits for the market to open again.
      await coupon.getByRole('button', { name: 'Place bet' }).waitFor();
    }
  }
  throw new Error('the coupon was not placed after six attempts');
}

/**
 * The page's problems, but for the refusals a journey handles on screen: a live placement refused
 * (409: a price moved or a bet stop during the bet delay) and a cash-out offer moved (409); the
 * browser logs each failed request as a console error.
 */
function problemsBesideHandledRefusals(page: Page): string[] {
  return allProblems(page).filter(
    (line) => !/status of 409 \(Conflict\) \(https?:\/\/[^/]+\/coupon-api\/(place|cashout)\?/.test(line),
  );
}

/**
 * Empties the coupon left by an earlier journey in this browser (the coupon of a device stays in
 * its storage across sign-outs, as the seed's persistence asks).
 */
async function emptyCoupon(page: Page): Promise<void> {
  const clear = couponPanel(page).getByRole('button', { name: 'Clear the coupon' });
  if (await clear.isVisible()) await clear.click();
  await couponPanel(page).getByText('Press a price to add it to the coupon.').waitFor();
}

/** The coupon's settings: what to do when the odds change. */
async function chooseChangeCoefAction(
  page: Page,
  name: 'Ask me' | 'Accept any change' | 'Accept increases',
): Promise<void> {
  const coupon = couponPanel(page);
  const settings = coupon.locator('details', { hasText: 'Coupon settings' });
  if ((await settings.getAttribute('open')) === null) await settings.locator('summary').click();
  await coupon.getByRole('radio', { name }).check();
}

/** The price each bet of the coupon stands at (accepted), by row, as the coupon shows it. */
async function acceptedCoefs(bets: Locator): Promise<number[]> {
  return bets.getByRole('listitem').evaluateAll((rows) =>
    rows.map((row) => {
      // The bet's line: outcome, then its price (a moved price: the old one struck through first).
      const coef = row.querySelector(':scope > div:nth-of-type(2) > span:last-child');
      const struck = coef?.querySelector('s');
      const text = (struck ?? coef)?.textContent ?? '';
      return Number(/\d+(\.\d+)?/.exec(text)?.[0] ?? Number.NaN);
    }),
  );
}

describe('coupon journeys while the games play', () => {
  test('odds moving under the coupon: "Ask me" shows the move and asks; "Accept increases" takes a rise without asking', {
    timeout: 3 * liveWaitMs,
  }, async () => {
    const page = await playerWithMoneyAt('/en/live/football');
    const coupon = couponPanel(page);
    const bets = coupon.getByRole('list', { name: 'Bets in the coupon' });
    // An open price of three live games: live prices move every few seconds of a match.
    await expect.poll(() => gameRows(page).count()).toBeGreaterThanOrEqual(3);
    for (const index of [0, 1, 2]) {
      const price = gameRows(page).nth(index).locator(openPrice).first();
      await price.click();
      await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
    }
    await expect.poll(() => bets.getByRole('listitem').count()).toBe(3);
    // (The settings show with a filled coupon.)
    await chooseChangeCoefAction(page, 'Ask me');

    // "Ask me": a move is shown on its bet (the old price struck through) and the coupon asks.
    await coupon.getByRole('button', { name: 'Accept the new odds' }).waitFor({ timeout: liveWaitMs });
    await coupon.getByText('The odds have changed: check them and accept to go on.').last().waitFor();
    // Nothing moved is taken without the player: the moved bet still stands at its old price.
    const movedIndex = await bets
      .getByRole('listitem')
      .evaluateAll((rows) => rows.findIndex((row) => row.hasAttribute('data-move')));
    expect(movedIndex).toBeGreaterThanOrEqual(0);
    const movedRow = bets.getByRole('listitem').nth(movedIndex);
    expect(await movedRow.textContent()).toMatch(/was \d+\.\d+.*(rose|fell) to \d+\.\d+/);
    const old = (await acceptedCoefs(bets))[movedIndex];
    await coupon.getByRole('button', { name: 'Accept the new odds' }).click();
    // Confirmed: the bet stands at the new price.
    await expect.poll(async () => (await acceptedCoefs(bets))[movedIndex]).not.toBe(old);

    // "Accept increases": a rise becomes the bet's price with no question; a fall still asks. The
    // player accepts falls only: were a rise put to them, it would stay shown and never be taken.
    await chooseChangeCoefAction(page, 'Accept increases');
    const accept = coupon.getByRole('button', { name: 'Accept the new odds' });
    let last = await acceptedCoefs(bets);
    await expect
      .poll(
        async () => {
          const rises = await bets.locator('li[data-move="up"]').count();
          if (rises === 0 && (await accept.isVisible())) {
            expect(await bets.locator('li[data-move="down"]').count()).toBeGreaterThan(0);
            await accept.click();
            last = await acceptedCoefs(bets);
            return false;
          }
          const now = await acceptedCoefs(bets);
          const rose = now.some((coef, index) => coef > (last[index] ?? Number.POSITIVE_INFINITY));
          last = now;
          return rose;
        },
        { timeout: liveWaitMs, interval: 250 },
      )
      .toBe(true);

    // Placed as a live player does, taking whatever the prices do during the bet delay. Minutes
    // of play went by: the player builds the express again from games playing now, since one of
    // the first three may have ended (its bet then cannot be placed).
    const buildExpress = async () => {
      await emptyCoupon(page);
      for (const index of [0, 1, 2]) {
        const price = gameRows(page).nth(index).locator(openPrice).first();
        await price.click();
        await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
      }
      await expect.poll(() => bets.getByRole('listitem').count()).toBe(3);
      await coupon.getByLabel('Bet type').selectOption({ label: 'Express' });
      await coupon.getByLabel('Stake, RUB').fill('100');
    };
    await chooseChangeCoefAction(page, 'Accept any change');
    await buildExpress();
    const [couponId] = await placeAcceptingMoves(page, buildExpress);
    expect(couponId).toMatch(/^\d+$/);
    await expect.poll(() => balanceText(page)).toBe('Balance ₽400.00');
    expect(problemsBesideHandledRefusals(page)).toEqual([]);
  });

  test('cash-out of an open bet from the history: its offer shown, accepted, the balance rises by it', {
    timeout: 2 * liveWaitMs,
  }, async () => {
    const page = await playerWithMoneyAt('/en/line/football');
    const coupon = couponPanel(page);
    const price = gameRows(page).first().locator(openPrice).first();
    await price.click();
    await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
    await coupon.getByLabel('Stake, RUB').fill('200');
    const [couponId] = await placeAcceptingMoves(page);
    await expect.poll(() => balanceText(page)).toBe('Balance ₽300.00');

    await open(page, '/en/office/history');
    const card = page.getByRole('article', { name: `Coupon №${couponId} · Single` });
    await card.waitFor();
    expect(await card.getByText('Open', { exact: true }).count()).toBe(1);
    // The offer: the stake at the price taken over the price now, less the margin; a price moved
    // between showing and pressing is shown again (the option is "the same amount only").
    let paid = 0;
    for (let attempt = 0; attempt < 5 && paid === 0; attempt += 1) {
      const offer = card.getByRole('button', { name: /^Cash out for ₽[\d,]+\.\d{2}$/ });
      await offer.waitFor({ timeout: 30_000 });
      const amount = kopecksIn((await offer.textContent()) ?? '');
      expect(amount).toBeGreaterThan(0);
      await offer.click();
      const outcome = await Promise.race([
        card
          .getByText('Cashed out', { exact: true })
          .first()
          .waitFor({ timeout: 30_000 })
          .then(() => 'paid' as const),
        card
          .getByText('The offer has changed: check the new amount.')
          .waitFor({ timeout: 30_000 })
          .then(() => 'moved' as const),
      ]);
      if (outcome === 'paid') paid = amount;
    }
    expect(paid).toBeGreaterThan(0);
    // The header's balance moves with the payment, without a reload.
    await expect.poll(() => balanceKopecks(page), { timeout: 30_000 }).toBe(30_000 + paid);
    expect(await card.getByRole('button', { name: /^Cash out/ }).count()).toBe(0);

    // It stays cashed out in the history as the server has it.
    await open(page, '/en/office/history');
    const again = page.getByRole('article', { name: `Coupon №${couponId} · Single` });
    await again.getByText('Cashed out', { exact: true }).first().waitFor();
    expect(problemsBesideHandledRefusals(page)).toEqual([]);
  });

  test('bets on a live match settle on their own: the winner is paid into the header balance with no reload', {
    timeout: 3 * liveWaitMs,
  }, async () => {
    const page = await playerWithMoneyAt('/en/live/football');
    // A match in its second half with its main market open: it ends within a minute and a half.
    // Not past 65': the last minutes go by in seconds, and a loaded machine may need them to place.
    let row: Locator | undefined;
    await expect
      .poll(
        async () => {
          const rows = await gameRows(page).all();
          let best = -1;
          for (const candidate of rows) {
            const clock = await candidate
              .locator('time[datetime^="PT"]')
              .first()
              .getAttribute('datetime', {
                timeout: 1_000,
              })
              .catch(() => null);
            const seconds = Number(/^PT(\d+)S$/.exec(clock ?? '')?.[1] ?? -1);
            const prices = await candidate.locator(openPrice).count();
            if (seconds >= 46 * 60 && seconds <= 65 * 60 && prices === 3 && seconds > best) {
              best = seconds;
              row = candidate;
            }
          }
          return best > 0;
        },
        { timeout: liveWaitMs },
      )
      .toBe(true);
    if (!row) throw new Error('no match in its second half');
    const gameLink = await row.getByRole('link').first().getAttribute('href');
    // Its three outcomes (home, draw, away) as three singles: exactly one of them wins.
    const chosen = page.locator(`li:has(a[href="${gameLink}"])`).locator('button[data-selection-id]');
    for (const index of [0, 1, 2]) {
      await chosen.nth(index).click();
      await expect.poll(() => chosen.nth(index).getAttribute('aria-pressed')).toBe('true');
    }
    const coupon = couponPanel(page);
    await expect
      .poll(() => coupon.getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem').count())
      .toBe(3);
    await coupon.getByLabel('Bet type').selectOption({ label: 'Many singles' });
    // Prices near a match's end move every second: the player takes any change.
    await chooseChangeCoefAction(page, 'Accept any change');
    await coupon.getByLabel('Stake, RUB').fill('100');
    const couponIds = await placeAcceptingMoves(page);
    expect(couponIds).toHaveLength(3);
    await expect.poll(() => balanceText(page)).toBe('Balance ₽200.00');

    // The match ends; its result settles the bets and the winner is paid while the page stays.
    await page.evaluate(() => {
      (window as unknown as { e2eNoReload: boolean }).e2eNoReload = true;
    });
    await expect
      .poll(() => balanceKopecks(page), { timeout: liveWaitMs, interval: 500 })
      .toBeGreaterThan(20_000);
    expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(
      true,
    );
    const afterWin = await balanceKopecks(page);

    // The history: one won, two lost, the winner's payout the balance's rise.
    await open(page, '/en/office/history');
    const cards = couponIds.map((id) => page.getByRole('article', { name: `Coupon №${id} · Many singles` }));
    for (const card of cards) await card.waitFor();
    const statuses = await Promise.all(
      cards.map(async (card) => (await card.locator('[data-status]').getAttribute('data-status')) ?? ''),
    );
    expect(statuses.toSorted()).toEqual(['lost', 'lost', 'won']);
    const winner = cards[statuses.indexOf('won')]!;
    const payout = kopecksIn(
      (await winner
        .getByText('Paid', { exact: true })
        .locator('xpath=following-sibling::dd')
        .textContent()) ?? '',
    );
    expect(afterWin).toBe(20_000 + payout);
    expect(problemsBesideHandledRefusals(page)).toEqual([]);
  });
});
