import type { Locator, Page } from 'playwright-core';

/** A deposit of `amount` roubles through the demo payment provider's page (from any signed-in page). */
export async function depositWithDemoCard(page: Page, amount: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await page.getByRole('radio', { name: /Demo card/ }).check();
  await page.getByRole('textbox', { name: 'Amount, RUB' }).fill(amount);
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('heading', { name: 'Deposit received' }).waitFor();
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
