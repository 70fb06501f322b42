import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  asNewVisitor,
  dialog,
  headerSignIn,
  labelled,
  openSignIn,
  registerPlayerFromPage,
} from './support/auth.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { allProblems, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/hydration.ts';
import { useSite } from './support/site.ts';
import { balanceText } from './support/wallet.ts';

// A new player's limits in Chromium, as they would set them: a daily deposit limit in force at
// once, which refuses a deposit above what it still allows and lets one within it through the demo
// payment provider; a raise that asks its questions and then waits for its cooling-off with a live
// countdown; and a self-exclusion confirmed twice that signs them out and refuses their sign-in
// until the date they were shown. The server is the real one (PGlite).

const site = useSite({ demoPaymentProvider: true, trustProxy: '127.0.0.1' });
const browser = useBrowser();

const open = site.open;

interface Player {
  page: Page;
  login: string;
  password: string;
}

async function newPlayerOnLimitsPage(): Promise<Player> {
  const page = await browser.newPage();
  await asNewVisitor(page);
  await open(page, '/en');
  const { login, password } = await registerPlayerFromPage(page);
  await open(page, '/en/office/responsible');
  await page.getByRole('heading', { level: 1, name: 'Responsible gaming' }).waitFor();
  return { page, login, password };
}

const dailyDepositLimit = (page: Page): Locator =>
  page.getByRole('region', { name: 'Deposit limits' }).getByRole('article', { name: 'Per day' });

/** Sets the daily deposit limit (in roubles) of a player on the limits page: in force at once. */
async function setDailyDepositLimit(page: Page, roubles: string): Promise<Locator> {
  const daily = dailyDepositLimit(page);
  await daily.getByRole('textbox', { name: 'Limit, RUB' }).fill(roubles);
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await page.getByText('Your limit is in force.').waitFor();
  return daily;
}

/** Header → Deposit, the demo card and an amount, then "Go to payment". */
async function askToDeposit(page: Page, roubles: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await page.getByRole('heading', { level: 1, name: 'Deposit' }).waitFor();
  await page.getByRole('radio', { name: /Demo card/ }).check();
  await page.getByRole('textbox', { name: 'Amount, RUB' }).fill(roubles);
  await page.getByRole('button', { name: 'Go to payment' }).click();
}

/**
 * The page's problems, but for the refusals the journey expects and reads on screen (403 of the
 * request at `path`): the browser logs each failed request as a console error.
 */
function problemsBesideRefusalsOf(page: Page, path: string): string[] {
  const refusal = `status of 403 (Forbidden) (${site.url}${path}`;
  return allProblems(page).filter((line) => !(line.endsWith(`${refusal})`) || line.includes(`${refusal}?`)));
}

/** What the deposit page says at the amount when the limit refuses it (the texts of `en`). */
const depositLimitRefusal = (page: Page, remaining: string): Locator =>
  page.getByText(`This deposit is above your deposit limit. You can deposit up to ${remaining} now.`);

describe('responsible gaming journeys', () => {
  test('a player with a daily deposit limit is refused a deposit above what it allows, nothing charged, and deposits within it', async () => {
    const { page } = await newPlayerOnLimitsPage();
    await setDailyDepositLimit(page, '1000');
    await expect.poll(() => balanceText(page)).toBe('Balance ₽0.00');

    // Above the limit: refused at the amount with what the limit allows, and no payment page.
    await askToDeposit(page, '1500');
    await depositLimitRefusal(page, '₽1,000.00').waitFor();
    const amount = page.getByRole('textbox', { name: 'Amount, RUB' });
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${site.url}/en/office/recharge`);
    expect(await balanceText(page)).toBe('Balance ₽0.00');

    // Within it: the demo provider's page, paid, credited.
    await amount.fill('400');
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await page.getByRole('heading', { name: 'Demo payment' }).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: 'Deposit received' }).waitFor();
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await expect.poll(() => balanceText(page)).toBe('Balance ₽400.00');

    // The day's deposits count: what remains is the limit less the 400 paid in.
    await askToDeposit(page, '700');
    await depositLimitRefusal(page, '₽600.00').waitFor();
    expect(await balanceText(page)).toBe('Balance ₽400.00');

    // The history holds the one deposit that went through, and no trace of the refused ones.
    await open(page, '/en/office/historypay');
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    expect((await rows.nth(1).textContent())?.replace(/[\u00a0\u202f]/g, ' ')).toMatch(
      /Deposit · Demo card.*\+₽400\.00.*Completed/,
    );
    expect(problemsBesideRefusalsOf(page, '/web-api/payments/deposit')).toEqual([]);
  });

  test('a player sets a daily deposit limit, raises it, answers the questions and sees the raise wait with its countdown', async () => {
    const { page } = await newPlayerOnLimitsPage();
    const daily = await setDailyDepositLimit(page, '1000');
    await daily.getByText('₽1,000.00').first().waitFor();

    await daily.getByRole('textbox', { name: 'New limit, RUB' }).fill('5000');
    await daily.getByRole('button', { name: 'Change limit' }).click();
    const questions = page.getByRole('region', { name: 'A few questions first' });
    await questions.waitFor();
    const answer = (question: RegExp, choice: 'Yes' | 'No') =>
      questions.getByRole('group', { name: question }).getByRole('radio', { name: choice }).check();
    await answer(/win back money/, 'No');
    await answer(/borrowed money/, 'No');
    await answer(/afford the new limit/, 'Yes');
    await questions.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText(/Your change waits for a cooling-off of 24 hours/).waitFor();

    await daily.getByText('Change waiting: ₽5,000.00').waitFor();
    const clock = daily.locator('time');
    const first = await clock.textContent();
    expect(first).toMatch(/^2[34]:\d\d:\d\d$/);
    await expect.poll(() => clock.textContent(), { timeout: 5000 }).not.toBe(first);
    expect(await daily.getByRole('button', { name: 'Confirm change' }).isDisabled()).toBe(true);
    // The limit in force is still the lower one until the raise is confirmed.
    expect(await daily.getByRole('definition').first().textContent()).toContain('₽1,000.00');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(allProblems(page)).toEqual([]);
  });

  test('a player excludes themselves, confirming twice, is signed out, and is refused at sign-in until the date shown', async () => {
    const { page, login, password } = await newPlayerOnLimitsPage();
    await page.getByRole('link', { name: 'Exclude myself' }).click();
    await page.getByRole('heading', { level: 1, name: 'Self-exclusion' }).waitFor();
    await page.getByText('You cannot sign in until the end date.').waitFor();
    await page.getByRole('combobox', { name: 'For how long' }).selectOption('30');
    const reason = page.getByRole('combobox', { name: 'Why' });
    await expect.poll(() => reason.isEnabled()).toBe(true);
    await reason.selectOption({ label: 'I want to take a break' });
    await page.getByRole('button', { name: 'Continue' }).click();

    const second = page.getByRole('region', { name: /^Exclude yourself until/ });
    await second.waitFor();
    const endDate = /^Exclude yourself until (.+)\?$/.exec(
      (await second.getByRole('heading').textContent()) ?? '',
    )?.[1];
    expect(endDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await second.getByRole('heading').evaluate((heading) => heading === document.activeElement)).toBe(
      true,
    );
    await second.getByRole('button', { name: 'Yes, exclude me' }).click();

    await page.waitForURL(`${site.url}/en`);
    await waitForHydration(page);
    await headerSignIn(page).waitFor();

    // The same login and password again: refused, with the end date they confirmed.
    const signIn = await openSignIn(page);
    await labelled(signIn, 'Login').fill(login);
    await labelled(signIn, 'Password').fill(password);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    const refusal = signIn.getByText(/^You have excluded yourself from playing until /);
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`until ${endDate}`);
    expect(await refusal.textContent()).toMatch(/You can sign in again after that date\.$/);
    // Not signed in: the dialog closed, the header still offers "Sign in".
    await page.keyboard.press('Escape');
    await dialog(page, 'Sign in').waitFor({ state: 'detached' });
    expect(await headerSignIn(page).isVisible()).toBe(true);
    expect(problemsBesideRefusalsOf(page, '/web-api/auth/login')).toEqual([]);
  });
});
