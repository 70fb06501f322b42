import type { Locator, Page } from 'playwright-core';
import type { E2EBrowser } from './browser.ts';
import { waitForHydration } from './hydration.ts';

/** The newest outbox message for one recipient, as the /debugger page shows it. */
export interface OutboxEntry {
  /** The /debugger tab it was read in (closed with the test's other pages). */
  readonly tab: Page;
  /** The message's card on that tab: its links can be clicked there, as a person would. */
  readonly message: Locator;
  readonly subject: string;
  /** The highlighted code, or null for a message without one. */
  readonly code: string | null;
}

export interface OutboxQuery {
  /** The site's address, e.g. http://127.0.0.1:41234. */
  siteUrl: string;
  /** The email or phone (calling code and number digits, e.g. 447700900123) the message went to. */
  recipient: string;
  /** Only a message with this subject counts (the same recipient may have had other mail before). */
  subject?: string | RegExp;
  /** The /debugger page's language; English unless said. */
  language?: string;
}

/**
 * Reads the newest SMS or email sent to `recipient` the way a person trying the site does: opens
 * /debugger in another tab of the same browser, types the recipient into its filter and reads the
 * first (newest) message. The page refreshes itself every few seconds, so a message sent a moment
 * ago shows up while this waits.
 */
export async function readNewestMessage(browser: E2EBrowser, query: OutboxQuery): Promise<OutboxEntry> {
  const tab = await browser.newPage();
  await tab.goto(`${query.siteUrl}/${query.language ?? 'en'}/debugger`);
  await waitForHydration(tab);
  await tab.getByRole('searchbox', { name: 'Recipient' }).fill(query.recipient);
  const list = tab.getByRole('list', { name: 'Messages' });
  const cards = list.getByRole('article');
  const matching = query.subject
    ? cards.filter({ has: tab.getByRole('heading', { name: query.subject }) })
    : cards;
  const message = matching.first();
  await message.waitFor({ timeout: 15_000 });
  const subject = (await message.getByRole('heading').textContent())?.trim() ?? '';
  const marks = message.locator('mark');
  const code = (await marks.count()) > 0 ? ((await marks.first().textContent())?.trim() ?? null) : null;
  return { tab, message, subject, code };
}

/** The code of the newest message for the recipient; fails when that message has none. */
export async function readNewestCode(browser: E2EBrowser, query: OutboxQuery): Promise<string> {
  const entry = await readNewestMessage(browser, query);
  if (!entry.code)
    throw new Error(`the newest message to ${query.recipient} ("${entry.subject}") has no code`);
  await entry.tab.close();
  return entry.code;
}
