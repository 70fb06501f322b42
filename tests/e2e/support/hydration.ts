import type { Page } from 'playwright-core';

/**
 * Waits until the page is ready for a person: the shell sets `data-hydrated` on <html> once it
 * and every part on the page have hydrated and no navigation or part load is under way (clicks
 * before that would be lost, as on any server-rendered React page). A click that navigates takes
 * the marker away at once, so after one this waits for the new page.
 */
export async function waitForHydration(page: Page, timeoutMs = 20_000): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: timeoutMs });
}

/**
 * Waits until the browser has drawn two more frames, so whatever a key press or a scroll just set
 * off (its events, the renders they cause) is on the screen: for checking that something did not
 * appear or go away.
 */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
