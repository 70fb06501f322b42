import { randomBytes } from 'node:crypto';
import type { App } from '@parlay/server/app';
import {
  type AuthClient,
  authClient,
  latestCode,
  type RegisteredPlayer,
  registerFast,
} from '@parlay/server/test/auth-client';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './auth.ts';

// Set-up for the sign-in journeys: accounts made through the HTTP API (in-process, each from an
// address of its own so no journey's set-up uses up another's free code or rate limit), and the
// browser tab of each journey's person coming from an address of their own too.

let people = 0;

/**
 * Makes the tab a person of their own: a client address in a /24 nobody else in the file has (sent
 * as a trusted proxy would, `X-Forwarded-For`; the site must trust 127.0.0.1), since the throttle
 * counts the network around an address as well as the address. No geo header: the
 * visitor is served as the default country, Russia, so the phone fields start at +7. Sign-in failures, captcha escalation, code-sending
 * limits and the sign-in rate limit all count per address: without this, the journeys of one file
 * would add up to each other's limits, which no real visitor meets.
 */
export async function asNewPerson(page: Page): Promise<string> {
  people += 1;
  const address = `10.${77 + ((people >> 8) & 127)}.${people & 255}.1`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** A new browser as the API sees it, on an address of its own (the set-up, not the journey). */
export function setupClient(app: App): AuthClient {
  return authClient(app);
}

export interface PlayerWithPhone extends RegisteredPlayer {
  /** The national number after +7. */
  phoneNumber: string;
}

export interface PlayerWithEmail extends RegisteredPlayer {
  email: string;
}

const russiaId = 1;
const phoneCode = '7';

/** A Russian mobile number (9…), fresh per call: ten digits after +7. */
export function uniqueMobile(): string {
  return `9${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
}
const password = () => `Journey-${randomBytes(4).toString('hex')}`;

/** One-click registration through the API: a login and a generated password. */
export async function registerPlayer(app: App): Promise<RegisteredPlayer> {
  return registerFast(setupClient(app), { country_id: russiaId, currency: 'RUB' });
}

/** Phone registration through the API, with the registration code read from the outbox. */
export async function registerPlayerWithPhone(app: App): Promise<PlayerWithPhone> {
  const client = setupClient(app);
  await client.obtainFingerprint();
  const phoneNumber = uniqueMobile();
  const sent = await client.post('/web-api/registration/send-sms', {
    phone_code: phoneCode,
    phone_number: phoneNumber,
  });
  if (sent.statusCode !== 200) throw new Error(`registration SMS: ${sent.statusCode} ${sent.body}`);
  const chosenPassword = password();
  const response = await client.post('/web-api/registration', {
    type: 'phone_reg',
    phone_code: phoneCode,
    phone_number: phoneNumber,
    sms_code: await latestCode(app, `${phoneCode}${phoneNumber}`),
    password: chosenPassword,
    country_id: russiaId,
    currency: 'RUB',
    bonus_choice: 0,
  });
  if (response.statusCode !== 200)
    throw new Error(`phone registration: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user_id: number; login: string };
  return { userId: body.user_id, login: body.login, password: chosenPassword, phoneNumber };
}

/** Full registration through the API: an account with an (unconfirmed) email. */
export async function registerPlayerWithEmail(app: App): Promise<PlayerWithEmail> {
  const client = setupClient(app);
  await client.obtainFingerprint();
  const email = uniqueEmail('sign-in-link');
  const chosenPassword = password();
  const response = await client.post('/web-api/registration', {
    type: 'full_reg',
    email,
    password: chosenPassword,
    name: 'Morgan',
    surname: 'Link',
    birthday: '1990-05-17',
    country_id: russiaId,
    currency: 'RUB',
    bonus_choice: 0,
  });
  if (response.statusCode !== 200)
    throw new Error(`full registration: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user_id: number; login: string };
  return { userId: body.user_id, login: body.login, password: chosenPassword, email };
}

/**
 * A one-click player who turned on two-step sign-in in their account (setup, then enable with a
 * code of the previous 30 s step, so the current step's code is still unused for the journey).
 * Answers the player and the authenticator's secret.
 */
export async function registerPlayerWithTwoStep(app: App): Promise<RegisteredPlayer & { secret: string }> {
  const client = setupClient(app);
  const player = await registerFast(client, { country_id: russiaId, currency: 'RUB' });
  const setup = await client.post('/web-api/user/two-factor/setup', {});
  if (setup.statusCode !== 200) throw new Error(`two-step setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
  const enabled = await client.post('/web-api/user/two-factor/enable', { code });
  if (enabled.statusCode !== 200) throw new Error(`two-step enable: ${enabled.statusCode} ${enabled.body}`);
  return { ...player, secret };
}

/** The code an authenticator app shows now. */
export function authenticatorCode(secret: string): Promise<string> {
  return generate({ secret });
}

/** Sends a registration SMS to a fresh number from the API: a message the outbox then lists. */
export async function sendRegistrationSms(app: App): Promise<string> {
  const client = setupClient(app);
  await client.obtainFingerprint();
  const phoneNumber = uniqueMobile();
  const sent = await client.post('/web-api/registration/send-sms', {
    phone_code: phoneCode,
    phone_number: phoneNumber,
  });
  if (sent.statusCode !== 200) throw new Error(`registration SMS: ${sent.statusCode} ${sent.body}`);
  return `${phoneCode}${phoneNumber}`;
}

/**
 * Chromium reports every 4xx/5xx answer a page fetched as a console error ("Failed to load
 * resource"). A journey that expects such answers (a wrong password) passes the statuses it
 * expects; anything else stays a problem.
 */
export function withoutExpectedFailures(problems: readonly string[], statuses: readonly number[]): string[] {
  return problems.filter(
    (line) =>
      !statuses.some((status) =>
        line.startsWith(
          `console.error: Failed to load resource: the server responded with a status of ${status}`,
        ),
      ),
  );
}
