import {
  type BalanceResponse,
  balanceResponseSchema,
  type PaymentRecord,
  paymentRecordSchema,
  paymentStartedResponseSchema,
  webhookSignatureHeader,
} from '@parlay/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../src/app.ts';
import { signWebhook } from '../../../src/security/webhook-signature.ts';
import { type AuthClient, authClient, registerFast } from '../identity/auth-client.ts';

/** The demo provider's webhook secrets in the payments tests (two: one is being rotated in). */
export const webhookSecrets = ['test-webhook-secret-current-0001', 'test-webhook-secret-previous-002'];

/** The environment of a payments test app: the demo provider on, with known webhook secrets. */
export const paymentsEnv = {
  DEMO_PAYMENT_PROVIDER: 'true',
  DEMO_PAYMENT_WEBHOOK_SECRETS: webhookSecrets.join(','),
};

let keyNumber = 0;

/** A new `Idempotency-Key`. */
export function freshKey(): string {
  keyNumber += 1;
  return `test-${Date.now()}-${keyNumber}-${Math.random().toString(36).slice(2)}`;
}

export interface Player {
  client: AuthClient;
  userId: number;
  /** The main account opened at registration. */
  accountId: number;
}

/** A new player, signed in, with the main account registration opened (in `currency`). */
export async function newPlayer(app: App, overrides: Record<string, unknown> = {}): Promise<Player> {
  const client = authClient(app);
  const { userId } = await registerFast(client, { currency: 'RUB', ...overrides });
  const balance = await waitFor(
    () => balanceOf(client),
    (answer) => answer.balance.length > 0,
  );
  const main = balance.balance.find((account) => account.type === 0);
  if (main === undefined) throw new Error('no main account');
  return { client, userId, accountId: main.id };
}

export async function balanceOf(client: AuthClient): Promise<BalanceResponse> {
  const response = await client.get('/web-api/user/balance');
  expect(response.statusCode, response.body).toBe(200);
  return balanceResponseSchema.parse(response.json());
}

/** What the player may spend on an account, as the balance call shows it ("150.00"). */
export async function moneyOn(client: AuthClient, accountId: number): Promise<string> {
  const account = (await balanceOf(client)).all_accounts.find((candidate) => candidate.id === accountId);
  if (account === undefined) throw new Error(`no account ${accountId}`);
  return account.money;
}

/** Polls `read` until `done` holds (5 s at most): effects that follow a commit arrive a moment later. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Posts with an `Idempotency-Key`: a fresh one unless given, none for null. */
export function postDeposit(client: AuthClient, body: unknown, key: string | null = freshKey()) {
  return client.post(
    '/web-api/payments/deposit?lang=en',
    body,
    key === null ? {} : { headers: { 'idempotency-key': key } },
  );
}

/** Posts with an `Idempotency-Key`: a fresh one unless given, none for null. */
export function postWithdraw(client: AuthClient, body: unknown, key: string | null = freshKey()) {
  return client.post(
    '/web-api/payments/withdraw?lang=en',
    body,
    key === null ? {} : { headers: { 'idempotency-key': key } },
  );
}

/** A site path of an absolute URL the server answered (the test app's origin is http://parlay.test). */
export function sitePath(url: string): string {
  const parsed = new URL(url, 'http://parlay.test');
  return `${parsed.pathname}${parsed.search}`;
}

/** Starts a deposit through the API and answers the payment and the demo page's path. */
export async function startDeposit(player: Player, amount: string, method = 'demo-card') {
  const response = await postDeposit(player.client, { accountId: player.accountId, amount, method });
  expect(response.statusCode, response.body).toBe(200);
  const started = paymentStartedResponseSchema.parse(response.json());
  return { payment: started.payment, pagePath: sitePath(started.redirectUrl) };
}

/** Answers the demo payment page as the player would: the form's button. Answers the redirect. */
export async function choose(
  client: AuthClient,
  pagePath: string,
  outcome: string,
): Promise<LightMyRequestResponse> {
  const page = await client.get(pagePath);
  expect(page.statusCode).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (action === undefined) throw new Error('no form on the demo page');
  return client.request({
    method: 'POST',
    url: action,
    payload: new URLSearchParams({ outcome, lang: 'en' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A deposit paid on the demo page and credited (the balance shows it). */
export async function depositPaid(player: Player, amount: string): Promise<PaymentRecord> {
  const { payment, pagePath } = await startDeposit(player, amount);
  const answer = await choose(player.client, pagePath, 'confirm');
  expect(answer.statusCode).toBe(302);
  return waitFor(
    () => paymentOf(player.client, payment.id),
    (record) => record.status === 'success',
  );
}

export async function paymentOf(client: AuthClient, paymentId: number): Promise<PaymentRecord> {
  const response = await client.get(`/web-api/payments/payment/${paymentId}`);
  expect(response.statusCode, response.body).toBe(200);
  return paymentRecordSchema.parse(response.json());
}

/** Posts a webhook as a provider would: the body signed at `timestamp` with `secrets`. */
export function sendWebhook(
  app: App,
  body: string,
  options: { secrets?: readonly string[]; timestamp?: number; signature?: string; provider?: string } = {},
) {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature =
    options.signature ?? signWebhook(options.secrets ?? webhookSecrets.slice(0, 1), body, timestamp);
  return app.inject({
    method: 'POST',
    url: `/payments-api/webhooks/${options.provider ?? 'demo'}`,
    headers: { 'content-type': 'application/json', [webhookSignatureHeader]: signature },
    payload: body,
  });
}

/** A demo provider event body for a payment, as the demo provider writes it. */
export function demoEvent(
  id: string,
  type: string,
  data: { reference: string; merchantPaymentId: number; amount: string; currency: string },
): string {
  return JSON.stringify({ id, type, created: Math.floor(Date.now() / 1000), data });
}

/** The ledger is whole: every balance recomputed from its entries, Σ debits = Σ credits, chains intact. */
export async function expectLedgerVerifies(app: App): Promise<void> {
  const report = await app.wallet.verify();
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}
