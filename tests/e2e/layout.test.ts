import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { artifactsDir } from './support/paths.ts';
import { useSite } from './support/site.ts';

// Screenshots of the home and an information page on a phone and a desktop screen, in both
// themes, kept in test-artifacts/e2e/ for a human to look at; the test checks what it can:
// nothing wider than the screen.

const site = useSite();
const browser = useBrowser();

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1920, height: 1080 },
] as const;
const pages = [
  { name: 'home', path: '/en' },
  { name: 'information-about', path: '/en/information/about' },
] as const;
const themes = ['light', 'dark'] as const;

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
});

describe.each(viewports)('on a $name screen ($width×$height)', (viewport) => {
  test.each(themes.flatMap((theme) => pages.map((page) => ({ ...page, theme }))))(
    '$name in the $theme theme fits the screen',
    async ({ name, path: pagePath, theme }) => {
      if (theme === 'dark') {
        await browser.context.addCookies([{ name: 'app_theme', value: '1', url: site.url }]);
      }
      const page = await browser.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const response = await page.goto(`${site.url}${pagePath}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);

      const file = path.join(
        artifactsDir,
        `layout-${name}-${viewport.name}-${viewport.width}x${viewport.height}-${theme}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });

      // No horizontal scrolling: the page is at most as wide as the screen.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `page is ${widths.page}px wide on a ${widths.screen}px screen`).toBeLessThanOrEqual(
        widths.screen,
      );
    },
  );
});
