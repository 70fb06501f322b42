import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { asNewVisitor, dialog, registerFromPage } from './support/auth.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { allProblems, useBrowser } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { balanceText } from './support/wallet.ts';

// A new player's money in Chromium, as they would handle it: a deposit through the demo payment
// provider's page, the header's balance rising in every open tab with no reload, a withdrawal held
// at once, and both in the payment history. The server is the real one (PGlite), with the demo
// payment provider `npm start` serves.

const site = useSite({ demoPaymentProvider: true, trustProxy: '127.0.0.1' });
const browser = useBrowser();

const open = site.open;

/** Marks the page: the mark is gone after a reload, so it proves a change came without one. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eNoReload: boolean }).e2eNoReload = true;
  });
}

async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload === true);
}

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

describe('wallet journeys', () => {
  test('a new player deposits through the demo page, withdraws, sees both in the history, and every tab’s balance follows', async () => {
    const page = await browser.newPage();
    await asNewVisitor(page);
    await open(page, '/en');
    await registerFromPage(page);
    await open(page, '/en/office/account');
    await expect.poll(() => balanceText(page)).toBe('Balance ₽0.00');
    await page.getByRole('article', { name: /RUB/ }).waitFor();

    // A second tab of the same player, on another page: its header follows the first tab's money.
    const other = await browser.newPage();
    await open(other, '/en/information/about');
    await expect.poll(() => balanceText(other)).toBe('Balance ₽0.00');
    await markPage(other);

    // Deposit: header → Deposit, the demo method, the provider's (demo) page, Pay.
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Deposit' }).waitFor();
    await page.getByRole('radio', { name: /Demo card/ }).check();
    await page.getByRole('textbox', { name: 'Amount, RUB' }).fill('500');
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await page.getByRole('heading', { name: 'Demo payment' }).waitFor();
    expect(await page.getByText('no real money moves').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/en\/onpay\/success\?paymentId=\d+$/);
    await page.getByRole('heading', { name: 'Deposit received' }).waitFor();

    // The other tab's header rose within a second or so of the credit, with no reload.
    await expect.poll(() => balanceText(other)).toBe('Balance ₽500.00');
    expect(await stillSamePage(other)).toBe(true);

    // Back in the office (the result page's link, through the shell): the balance is there too.
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await expect.poll(() => balanceText(page)).toBe('Balance ₽500.00');

    // Withdraw 200 to a card: held at once, so the spendable balance drops in both tabs.
    await page
      .getByRole('navigation', { name: 'Personal account' })
      .getByRole('link', { name: 'Withdraw funds' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Withdraw funds' }).waitFor();
    await page.getByRole('radio', { name: /Demo card/ }).check();
    await page.getByRole('textbox', { name: 'Amount, RUB' }).fill('200');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.waitForURL(/\/en\/onpay\/withdraw\/pending\?paymentId=\d+$/);
    // The hold is made by the request itself: the other tab shows it within a second of the answer.
    await expect.poll(() => balanceText(other), { timeout: 1_000 }).toBe('Balance ₽300.00');
    await page.getByRole('heading', { name: 'Withdrawal requested' }).waitFor();
    expect(await stillSamePage(other)).toBe(true);

    // The history lists both, newest first.
    await open(page, '/en/office/historypay');
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    const texts = (await rows.allTextContents()).map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
    expect(texts[1]).toMatch(/Withdrawal · Demo card.*−₽200\.00.*Pending/);
    expect(texts[2]).toMatch(/Deposit · Demo card.*\+₽500\.00.*Completed/);

    expect(allProblems(page)).toEqual([]);
    expect(allProblems(other)).toEqual([]);
  });

  test('where the site takes deposits in the recharge modal, Deposit opens it over the page, and the recharge page itself does too', async () => {
    await withConfig('isRechargeModal', true, async () => {
      const page = await browser.newPage();
      await asNewVisitor(page);
      await open(page, '/en');
      await registerFromPage(page);
      await open(page, '/en/information/about');
      await markPage(page);

      await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
      const modal = dialog(page, 'Deposit');
      await modal.getByRole('radio', { name: /Demo card/ }).waitFor();
      await modal.getByRole('textbox', { name: 'Amount, RUB' }).waitFor();
      expect(page.url()).toBe(`${site.url}/en/information/about`);
      expect(await stillSamePage(page)).toBe(true);
      const violations = await seriousAccessibilityViolations(page);
      expect(violations, violations.join('\n\n')).toEqual([]);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // The account menu's link to the recharge page: the modal opens, the page stays.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Account menu/ })
        .click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Deposit' }).click();
      await dialog(page, 'Deposit').waitFor();
      expect(page.url()).toBe(`${site.url}/en/information/about`);
      expect(await stillSamePage(page)).toBe(true);
      await page.keyboard.press('Escape');

      // Opened directly: the home page, with the modal over it.
      const direct = await page.goto(`${site.url}/en/office/recharge`);
      expect(direct?.url()).toMatch(/\/en(\?.*)?$/);
      await dialog(page, 'Deposit')
        .getByRole('radio', { name: /Demo card/ })
        .waitFor();
      // The modal's flag leaves the address once the modal has opened (a replace, not a new entry).
      await expect.poll(() => new URL(page.url()).searchParams.has('showRechargeModal')).toBe(false);
      expect(allProblems(page)).toEqual([]);
    });
  });
});
