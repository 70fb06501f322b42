import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allProblems, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';

// The sportsbook as a visitor uses it, in Chromium: live football whose scores and prices move on
// screen with no reload, a game's page and its championship, the odds format they choose, and
// the line as the server renders it for a browser that runs no scripts. The line comes from the
// built-in feed simulator, in a small world playing at 4× speed (useSite's liveFeed).

const site = useSite({ liveFeed: true });

/** Football, as the odds of a live game move: goals and prices within a minute or two. */
const liveWaitMs = 90_000;

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

/** The links to the games of a list: each one's name says the teams and the score ("Score 2:0"). */
function gameLinks(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: /Score \d+:\d+/ });
}

/**
 * Each game's score as the page shows it, by the game's address: the digits on screen ("2:0") and
 * the words a screen reader says instead ("Score 2:0") must agree.
 */
async function scoresOnScreen(page: Page): Promise<Map<string, string>> {
  const scores = new Map<string, string>();
  for (const link of await gameLinks(page).all()) {
    const [href, text] = await Promise.all([link.getAttribute('href'), link.textContent()]);
    const score = /(\d+:\d+)Score \1(?!\d)/.exec(text ?? '')?.[1];
    if (href !== null && score !== undefined) scores.set(href, score);
  }
  return scores;
}

/** Every price on the page by its outcome, as written on screen (locked ones: empty). */
async function pricesOnScreen(page: Page): Promise<Map<string, string>> {
  const entries = await page
    .getByRole('main')
    .locator('[data-selection-id]')
    .evaluateAll((prices) =>
      prices.map((price) => {
        // The value is the price's last element; its first text is the number (then the move's mark).
        const first = price.lastElementChild?.firstChild;
        return [
          price.getAttribute('data-selection-id') ?? '',
          first?.nodeType === 3 ? first.textContent : '',
        ];
      }),
    );
  return new Map(entries.map(([id, text]) => [id ?? '', (text ?? '').trim()]));
}

/** Whether something shown in both readings changed between them. */
function changedBetween(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): boolean {
  for (const [key, value] of after) {
    const earlier = before.get(key);
    if (earlier !== undefined && earlier !== '' && value !== '' && earlier !== value) return true;
  }
  return false;
}

describe('sports journeys', () => {
  const browser = useBrowser();

  test('live football: a score and a price change on screen with no reload, over the socket', {
    timeout: 2 * liveWaitMs,
  }, async () => {
    const page = await browser.newPage();
    let liveMessages = 0;
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && /"channel":"(odds|scores)"/.test(payload)) liveMessages += 1;
      }),
    );
    await open(page, '/en/live/football');
    await page.getByRole('heading', { level: 1, name: 'Football — Live' }).waitFor();
    await expect.poll(() => gameLinks(page).count()).toBeGreaterThan(0);
    await markPage(page);

    const scores = await scoresOnScreen(page);
    const prices = await pricesOnScreen(page);
    expect(scores.size).toBeGreaterThan(0);
    expect(prices.size).toBeGreaterThan(0);
    await expect
      .poll(async () => changedBetween(prices, await pricesOnScreen(page)), { timeout: liveWaitMs })
      .toBe(true);
    await expect
      .poll(async () => changedBetween(scores, await scoresOnScreen(page)), { timeout: liveWaitMs })
      .toBe(true);
    expect(await stillSamePage(page)).toBe(true);
    expect(liveMessages).toBeGreaterThan(0);
    expect(allProblems(page)).toEqual([]);
  });

  test('from the live list to a game’s page with its markets, then to its championship', async () => {
    const page = await browser.newPage();
    await open(page, '/en/live/football');
    // A game's link (games come and go at the top of a live list, so not "the first" again); one
    // that ends between reading its link and the click leaves the list, and the player takes another.
    let href: string | null = null;
    for (let attempt = 0; attempt < 3 && href === null; attempt += 1) {
      const candidate = await gameLinks(page).first().getAttribute('href');
      expect(candidate).toMatch(/^\/en\/live\/football\/\d+-[a-z0-9-]+\/\d+-[a-z0-9-]+$/);
      const clicked = await gameLinks(page)
        .and(page.locator(`[href="${candidate}"]`))
        .click({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (clicked) href = candidate;
    }
    expect(href, 'no live game stayed on the list long enough to be opened').not.toBeNull();
    await page.waitForURL(`${site.url}${href}`);
    await waitForHydration(page);

    // The game's page: its teams as the heading, the score, and its markets grouped by type.
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: / — / }).waitFor();
    await main.getByText(/^Score \d+:\d+$/).waitFor({ state: 'attached' });
    await main.getByRole('region').first().waitFor();
    expect((await pricesOnScreen(page)).size).toBeGreaterThan(0);

    // The breadcrumbs lead to the championship's live games, this one among them.
    const champLink = page.getByRole('navigation', { name: 'Where you are' }).getByRole('link').last();
    const champName = ((await champLink.textContent()) ?? '').replace(/^.*?\. /, '');
    await champLink.click();
    await page.waitForURL(/\/en\/live\/football\/\d+-[a-z0-9-]+$/);
    await waitForHydration(page);
    await main.getByRole('heading', { level: 1, name: `${champName} — Live` }).waitFor();
    expect(await main.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
    expect(allProblems(page)).toEqual([]);
  });

  test('the odds format chosen in the settings rewrites every price, and is remembered after a reload', async () => {
    const page = await browser.newPage();
    await open(page, '/en/line/football');
    const decimal = /^\d+\.\d{2}$/;
    const american = /^[+-]\d+$/;
    const allMatch = async (format: RegExp) => {
      const prices = [...(await pricesOnScreen(page)).values()].filter((price) => price !== '');
      return prices.length > 0 && prices.every((price) => format.test(price));
    };
    await expect.poll(() => allMatch(decimal)).toBe(true);

    const setting = page.getByRole('combobox', { name: 'Odds format' });
    await setting.selectOption({ label: 'American' });
    await expect.poll(() => allMatch(american)).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => setting.inputValue()).toBe('american');
    await expect.poll(() => allMatch(american)).toBe(true);

    // Back to decimal: the next test (and visitor) starts where most do.
    await setting.selectOption({ label: 'Decimal' });
    await expect.poll(() => allMatch(decimal)).toBe(true);
    expect(allProblems(page)).toEqual([]);
  });

  test('an unknown game id is the sports 404 page, with a way to the line', async () => {
    const page = await browser.newPage();
    const path = '/en/line/football/1-premier-league/99999999-nobody-nowhere';
    const missing = await page.goto(`${site.url}${path}`);
    expect(missing?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'No such sports page' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Go to the line' }).click();
    await page.waitForURL(`${site.url}/en/line`);
    await page.getByRole('heading', { level: 1, name: 'Line' }).waitFor();
    // The browser reports the 404 answer itself on the console; nothing else may be there.
    const status = `the server responded with a status of 404 (Not Found) (${site.url}${path})`;
    expect(allProblems(page).filter((problem) => !problem.endsWith(status))).toEqual([]);
  });

  test('a championship addressed with an old slug lands on its address of today', async () => {
    const page = await browser.newPage();
    await open(page, '/en/line/football');
    const champHref = await page
      .getByRole('navigation', { name: 'Sports' })
      .getByRole('link', { name: /Premier League/ })
      .getAttribute('href');
    const id = /\/(\d+)-[a-z0-9-]+$/.exec(champHref ?? '')?.[1];
    expect(id).toBeDefined();
    const stale = await page.goto(`${site.url}/en/line/football/${id}-old-name`);
    expect(stale?.status()).toBe(200);
    expect(stale?.request().redirectedFrom()?.url()).toBe(`${site.url}/en/line/football/${id}-old-name`);
    expect(new URL(page.url()).pathname).toBe(champHref);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Premier League — Line' }).waitFor();
    expect(allProblems(page)).toEqual([]);
  });
});

describe('sports journeys with JavaScript off', () => {
  const browser = useBrowser({ javaScriptEnabled: false });

  test('the line page, rendered by the server, lists the games with their prices', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${site.url}/en/line/football`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Football — Line' }).waitFor();
    const games = main.getByRole('link', { name: /^All \d+ markets of / });
    expect(await games.count()).toBeGreaterThan(0);
    const prices = [...(await pricesOnScreen(page)).values()].filter((price) => /^\d+\.\d{2}$/.test(price));
    expect(prices.length).toBeGreaterThan(0);
    // A game's link works as a plain link: its page is rendered with its markets too.
    await games.first().click();
    await page.waitForURL(/\/en\/line\/football\/\d+-[a-z0-9-]+\/\d+-[a-z0-9-]+$/);
    await main.getByRole('region', { name: 'Match result' }).waitFor();
    expect((await pricesOnScreen(page)).size).toBeGreaterThan(0);
    expect(allProblems(page)).toEqual([]);
  });
});
