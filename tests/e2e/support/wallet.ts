import type { Locator, Page } from 'playwright-core';

/** The header's balance link ("Balance ₽1,500.00"). */
export function headerBalance(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Balance/ });
}

/** The header's balance as read, with plain spaces. */
export async function balanceText(page: Page): Promise<string> {
  return ((await headerBalance(page).textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');
}
