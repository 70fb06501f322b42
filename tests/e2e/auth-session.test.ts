import { describe, expect, test } from 'vitest';
import { registerFromPage, sessionUserId } from './support/auth.ts';
import { allProblems, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';

// The signed-in session in Chromium: the header's account menu, sign-out and auto-logoff.

const site = useSite();
const browser = useBrowser();

const open = site.open;

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

describe('sign-out', () => {
  test('the account menu signs the player out and brings them home, signed out', async () => {
    const page = await browser.newPage();
    await open(page, '/en/information/about');
    const login = await registerFromPage(page);
    await open(page, '/en/information/about');

    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: new RegExp(`Account menu.*${login}`) });
    await account.waitFor();
    expect(await header.getByRole('button', { name: 'Sign in' }).count()).toBe(0);

    await account.click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'My bets' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'My bets' }).getAttribute('href')).toBe(
      '/en/office/history',
    );
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();

    await page.waitForURL(`${site.url}/en`);
    await waitForHydration(page);
    await header.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await header.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    expect(await sessionUserId(page)).toBeNull();
    expect(allProblems(page)).toEqual([]);
  });

  test('an office page opens for the signed-in player and asks again for sign-in once signed out', async () => {
    const page = await browser.newPage();
    await open(page, '/en');
    await registerFromPage(page);
    await page.goto(`${site.url}/en/office/account`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { name: 'Sign in to continue' }).count()).toBe(0);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.url}/en`);
    const office = await page.goto(`${site.url}/en/office/account`);
    expect(office?.status()).toBe(401);
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
  });
});

describe('auto-logoff', () => {
  test('an idle player is signed out after the configured minutes and told so on the next page', async () => {
    await withConfig('autoLogoff', { enabled: true, minutes: 1 }, async () => {
      const page = await browser.newPage();
      // The page's clock is ours: a minute of inactivity passes in an instant.
      await page.clock.install();
      await open(page, '/en/information/about');
      await registerFromPage(page);
      await open(page, '/en/information/about');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Account menu/ })
        .waitFor();

      await page.clock.runFor(61_000);

      await page.waitForURL(`${site.url}/en`);
      await waitForHydration(page);
      const notice = page
        .getByRole('alert')
        .filter({ hasText: 'You were signed out because you were inactive' });
      await notice.waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await sessionUserId(page)).toBeNull();

      // Said once: the next page does not repeat it.
      await open(page, '/en/information/about');
      expect(await notice.count()).toBe(0);
    });
  });

  test('activity keeps the player signed in', async () => {
    await withConfig('autoLogoff', { enabled: true, minutes: 1 }, async () => {
      const page = await browser.newPage();
      await page.clock.install();
      await open(page, '/en/information/about');
      await registerFromPage(page);
      await open(page, '/en/information/about');
      const account = page.getByRole('banner').getByRole('button', { name: /Account menu/ });
      await account.waitFor();
      for (let step = 0; step < 3; step++) {
        await page.clock.runFor(40_000);
        await page.mouse.move(100 + step * 10, 200);
        await page.keyboard.press('Shift');
      }
      expect(await account.count()).toBe(1);
      expect(await sessionUserId(page)).not.toBeNull();
    });
  });
});

describe('with React’s development build', () => {
  const devSite = useSite({ reactBuild: 'development' });

  test('a signed-in page hydrates without mismatches and opens the account menu', async () => {
    const page = await browser.newPage();
    await page.goto(`${devSite.url}/en`);
    await waitForHydration(page);
    await registerFromPage(page);
    await page.goto(`${devSite.url}/en/information/about`);
    await waitForHydration(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(allProblems(page)).toEqual([]);
  });
});
