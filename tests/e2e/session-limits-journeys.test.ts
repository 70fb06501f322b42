import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { asNewVisitor, registerFromPage, sessionUserId } from './support/auth.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { allProblems, useBrowser } from './support/browser.ts';
import { couponPanel, depositWithDemoCard } from './support/coupon.ts';
import { waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';

// A signed-in player's session limit and reality check in Chromium (issue 13, RTS 13): the page's
// clock is the test's (Playwright's clock), so an hour of play passes in an instant. The limits are
// set through the limit service with the player's own token, as the office page would set them;
// the server is the real one, with the built-in feed simulator and demo payment provider.

const site = useSite({ liveFeed: true, demoPaymentProvider: true });
const browser = useBrowser();

const open = site.open;

/** Sets one limit of the signed-in player (a new limit is stricter than none: in force at once). */
async function setLimit(page: Page, limitType: number, limitValue: number): Promise<void> {
  const status = await page.evaluate(
    async ({ limitType, limitValue }) => {
      const headers = { 'x-requested-with': 'XMLHttpRequest' };
      const tokenAnswer = await fetch('/web-api/user/gettoken', { headers });
      const { data } = (await tokenAnswer.json()) as { data: { token: string } };
      const answer = await fetch('/limit-service-api/api/external/web/v3/limits', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
        body: JSON.stringify({ limits: [{ limitType, limitValue }] }),
      });
      return answer.status;
    },
    { limitType, limitValue },
  );
  expect(status).toBe(200);
}

/** A new player, signed in on a page of the site whose clock the test runs. */
async function signedInPlayer(theme: 'light' | 'dark'): Promise<Page> {
  const page = await browser.newPage();
  await page.clock.install();
  await asNewVisitor(page);
  await browser.context.addCookies([
    { name: 'app_theme', value: theme === 'dark' ? '1' : '0', url: site.url },
  ]);
  await open(page, '/en/information/about');
  await registerFromPage(page);
  return page;
}

/** The header's session time (by its class: under a modal the header is hidden from the accessibility tree). */
const sessionTime = (page: Page) => page.locator('header .shell-session-time time');

describe('session limit', () => {
  test('a one-hour session limit ends with the permanent error, whose confirmation signs the player out', async () => {
    const page = await signedInPlayer('light');
    await setLimit(page, 31, 1);
    await open(page, '/en/information/about');
    await sessionTime(page).waitFor();
    expect(await sessionTime(page).textContent()).toBe('00:00');

    // Half the hour: the session time moves on, the limit still runs.
    await page.clock.runFor(30 * 60_000);
    await page.getByRole('banner').getByText('00:30').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.clock.runFor(30 * 60_000);
    const ended = page.getByRole('dialog', { name: 'Your session limit has ended' });
    await ended.waitFor();
    await ended.getByText('Please visit us again tomorrow.').waitFor();
    await sessionTime(page).filter({ hasText: '01:00' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await ended.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.url}/en`);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await sessionUserId(page)).toBeNull();
    expect(allProblems(page)).toEqual([]);
  });
});

describe('reality check', () => {
  test('every five minutes a reality check shows the time played and the net position', async () => {
    const page = await signedInPlayer('dark');
    await setLimit(page, 32, 5);
    // Some play in this session: a deposit, then a single of 100.00 on the line, not yet settled.
    await open(page, '/en/office/account');
    await depositWithDemoCard(page, '500');
    await open(page, '/en/line/football');
    const price = page
      .getByRole('main')
      .locator('li:has(button[data-selection-id]) button[data-selection-id]:not([aria-disabled="true"])')
      .first();
    await price.click();
    await couponPanel(page).getByLabel('Stake, RUB').fill('100');
    await couponPanel(page).getByRole('button', { name: 'Place bet' }).click();
    await couponPanel(page)
      .getByText(/^Coupon \d+, stake/)
      .waitFor({ timeout: 30_000 });
    await open(page, '/en/information/about');
    await sessionTime(page).waitFor();

    await page.clock.runFor(5 * 60_000);
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await check.waitFor();
    await check.getByText('You have been playing for 00:05 (hours:minutes) in this session.').waitFor();
    // Staked 100.00, won nothing yet: the net position is minus the stake, in the player's currency.
    const net = check.locator('dt', { hasText: 'Net position (won minus staked)' }).locator('+ dd');
    expect((await net.textContent())?.replace(/[\u00a0\u202f]/g, ' ')).toBe('-₽100.00');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await check.getByRole('button', { name: 'Continue playing' }).click();
    await check.waitFor({ state: 'detached' });
    expect(await sessionUserId(page)).not.toBeNull();

    await page.clock.runFor(5 * 60_000);
    await check.getByText('You have been playing for 00:10 (hours:minutes) in this session.').waitFor();
    await check.getByRole('button', { name: 'Open history' }).click();
    await page.waitForURL(`${site.url}/en/office/history`);
    expect(await check.count()).toBe(0);
    expect(allProblems(page)).toEqual([]);
  });
});
