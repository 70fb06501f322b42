import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';

// What a person does with the header and the identity dialogs (English texts): open them, pick
// options, sign in and out, and what they look at to know they are signed in.

/** Fresh per call, so every journey registers someone nobody registered before. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A UK mobile number (07… without the 0), fresh per call: ten digits after +44. */
export function uniqueUkMobile(): string {
  return `77${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
}

/**
 * Makes the page one more person on their own network: its requests carry an `X-Forwarded-For`
 * address of their own (198.18.0.0/16, a range no real visitor has), which a site started with `trustProxy: '127.0.0.1'`
 * takes as the visitor's address. Without it every journey comes from 127.0.0.1, and the per-address
 * limits (one free code per address in 10 minutes) would tie unrelated journeys together.
 */
export async function asNewVisitor(page: Page): Promise<void> {
  const [a = 0, b = 0] = randomBytes(2);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${a}.${1 + (b % 254)}` });
}

/** The open dialog (sign-in, registration, recovery…), by its title. */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

/**
 * The input with exactly this label. A required field's label also holds the star drawn for the
 * eye (aria-hidden), which Playwright's label match reads as text: it may follow the label.
 */
export function labelled(scope: Locator, label: string): Locator {
  // Only inputs: a tab panel is labelled by its tab ("Login"), and would match too.
  return scope
    .getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`))
    .and(scope.locator('input, textarea, select'));
}

/** The header's account button of a signed-in player (its name holds the login). */
export function accountButton(page: Page, login?: string): Locator {
  const name = login === undefined ? /Account menu/ : new RegExp(`Account menu.*${escapeRegExp(login)}`);
  return page.getByRole('banner').getByRole('button', { name });
}

/** The header's "Sign in" button of a visitor. */
export function headerSignIn(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true });
}

/** Header → Registration: the registration dialog (texts of another page language can be given). */
export async function openRegistration(
  page: Page,
  texts: { registrationButton: string; title: string } = {
    registrationButton: 'Registration',
    title: 'Create account',
  },
): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: texts.registrationButton, exact: true }).click();
  const registration = dialog(page, texts.title);
  await registration.waitFor();
  return registration;
}

/**
 * Registers a player from the page, as the registration dialog would (a fingerprint, then fast
 * registration): the session cookies land in the browser. Answers the new login.
 */
export async function registerFromPage(page: Page): Promise<string> {
  return (await registerPlayerFromPage(page)).login;
}

/** As `registerFromPage`, answering the generated password too (to sign in on another device). */
export async function registerPlayerFromPage(page: Page): Promise<{ login: string; password: string }> {
  return page.evaluate(async () => {
    const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    const componentsData = Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    const fingerprint = await fetch('/web-api/fingerprint', {
      method: 'POST',
      headers,
      body: JSON.stringify({ componentsData }),
    });
    const { token } = (await fingerprint.json()) as { token: string };
    const registration = await fetch('/web-api/registration', {
      method: 'POST',
      headers: { ...headers, 'x-fingerprint': token },
      body: JSON.stringify({ type: 'fast_reg', country_id: 1, currency: 'RUB', bonus_choice: 0 }),
    });
    if (!registration.ok) throw new Error(`registration answered ${registration.status}`);
    const { login, password } = (await registration.json()) as { login: string; password: string };
    return { login, password };
  });
}

/** Header → Sign in: the sign-in dialog. */
export async function openSignIn(page: Page): Promise<Locator> {
  await headerSignIn(page).click();
  const signIn = dialog(page, 'Sign in');
  await signIn.waitFor();
  return signIn;
}

/** Picks `option` in the labelled listbox (Radix Select: the options open in a popup outside the dialog). */
export async function choose(
  page: Page,
  scope: Locator,
  label: string,
  option: string | RegExp,
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Header → Sign in → login (or e-mail) and password → the header shows the account. */
export async function signInWithPassword(page: Page, login: string, password: string): Promise<void> {
  const signIn = await openSignIn(page);
  await labelled(signIn, 'Login').fill(login);
  await labelled(signIn, 'Password').fill(password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.waitFor({ state: 'detached' });
  await accountButton(page).waitFor();
}

/** Account menu → Sign out → home, signed out (the header offers "Sign in" again). */
export async function signOut(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
  await headerSignIn(page).waitFor();
}

/** The login and password the "account is ready" dialog lists (a definition list: Login, Password). */
export async function readShownCredentials(done: Locator): Promise<{ login: string; password: string }> {
  const login = await done.locator('dt:text-is("Login") + dd').textContent();
  const password = await done.locator('dt:text-is("Password") + dd').textContent();
  if (!login || !password) throw new Error('the dialog shows no login or password');
  return { login: login.trim(), password: password.trim() };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Who the server says is signed in on the page (the session check), or null. */
export async function sessionUserId(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const answer = await fetch('/web-api/user/check', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    return ((await answer.json()) as { user_id: number | null }).user_id;
  });
}
