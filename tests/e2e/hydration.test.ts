import { describe, expect, test } from 'vitest';
import { allProblems, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';

// React's development build reports hydration mismatches as console errors; the production
// build is what visitors get. Both must hydrate the server's HTML without a word of complaint.

describe.each(['development', 'production'] as const)('with React’s %s build', (reactBuild) => {
  const site = useSite({ reactBuild });
  const browser = useBrowser();

  test.each(['/en', '/en/information/about', '/ru/information/rules/1'])(
    '%s hydrates with no console errors and no page errors',
    async (path) => {
      const page = await browser.newPage();
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(200);
      // The import map hands out the React build this run is about.
      const reactUrl = await page.evaluate(
        () =>
          JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? '{}').imports?.react,
      );
      expect(reactUrl).toMatch(reactBuild === 'development' ? /^\/vendor-dev\// : /^\/vendor\//);
      await waitForHydration(page);
      expect(allProblems(page)).toEqual([]);
    },
  );
});
