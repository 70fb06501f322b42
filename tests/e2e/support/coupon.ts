import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { asNewVisitor, registerFromPage } from './auth.ts';
import { balanceText } from './wallet.ts';

/** A deposit of `amount` roubles through the demo payment provider's page (from any signed-in page). */
export async function depositWithDemoCard(page: Page, amount: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await page.getByRole('radio', { name: /Demo card/ }).check();
  await page.getByRole('textbox', { name: 'Amount, RUB' }).fill(amount);
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('heading', { name: 'Deposit received' }).waitFor();
}

/**
 * A new player, registered from the home page, with `amount` roubles deposited through the demo
 * card: left on their account page once its header shows that balance.
 */
export async function newPlayerWithMoney(
  page: Page,
  open: (page: Page, path: string) => Promise<void>,
  amount: string,
): Promise<void> {
  await asNewVisitor(page);
  await open(page, '/en');
  await registerFromPage(page);
  await open(page, '/en/office/account');
  await depositWithDemoCard(page, amount);
  await open(page, '/en/office/account');
  const shown = new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(Number(amount));
  await expect.poll(() => balanceText(page)).toBe(`Balance ₽${shown}`);
}

/** An amount of roubles as shown ("Balance ₽1,234.50", "Cash out for ₽95.00") in kopecks. */
export function kopecksIn(text: string): number {
  const digits = /([\d,]+)\.(\d{2})/.exec(text);
  if (!digits) throw new Error(`no amount in "${text}"`);
  return Number(digits[1]!.replace(/,/g, '')) * 100 + Number(digits[2]);
}

/** The coupon beside the line. */
export function couponPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: /Coupon/ });
}
