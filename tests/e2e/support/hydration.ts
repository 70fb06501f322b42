import type { Page } from 'playwright-core';

/**
 * Waits until the page has loaded its scripts and React has hydrated the shell and every part
 * that is ready: clicks before that would be lost, as on any server-rendered React page. React
 * marks each element it has hydrated with a `__reactProps$…` property; that is what this polls.
 */
export async function waitForHydration(page: Page, timeoutMs = 20_000): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => {
      const hydrated = (element: Element | null | undefined) =>
        element != null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      if (!hydrated(document.querySelector('#root')?.firstElementChild)) return false;
      const readyParts = document.querySelectorAll('[data-part-state="ready"] [data-part-root]');
      return [...readyParts].every((root) => hydrated(root.firstElementChild));
    },
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
}

/**
 * Lets late work settle (lazy requests such as the favicon, effects, part loads), so console
 * errors that arrive after hydration are still seen by the test.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
