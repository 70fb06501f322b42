/**
 * The wallet scenario through the HTTP API: 20 workers over real HTTP (keep-alive) calling
 * `POST /web-api/payments/withdraw` — the site's money-moving call a player makes, each request
 * with its own `Idempotency-Key` — which places a pending hold on the ledger (key claim, row locks,
 * transfer, entries, balances, hash chain, events) after the session, CSRF, fingerprint-free guard
 * and body checks. The players are registered over HTTP and signed in before the clock starts;
 * their accounts are funded through the wallet service, not measured.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PaymentMethodsResponse } from '@parlay/contract';
import { type AccountId, moneyFromDecimal } from '@parlay/domain';
import type { App } from '@parlay/server/app';
import { measure, type WalletBenchSettings, type WalletFigures } from './wallet-measure.ts';

/** A signed-in player of the bench: their cookies and anti-CSRF header, their main account. */
export interface HttpPlayer {
  headers: Record<string, string>;
  accountId: AccountId;
}

let deviceNumber = 0;

async function register(origin: string): Promise<HttpPlayer> {
  const cookies = new Map<string, string>();
  deviceNumber += 1;
  // Each player at an address of their own (a network of their own), as behind the site's proxy:
  // the per-address limits see many players, not one machine registering them all.
  const address = `10.${deviceNumber >> 8}.${deviceNumber & 255}.7`;
  const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies.size > 0
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = (cookie.split(';')[0] ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    if (response.status !== 200)
      throw new Error(`bench: ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const componentsData = createHash('sha256')
    .update(`bench-device-${deviceNumber}-${randomBytes(4).toString('hex')}`)
    .digest('hex');
  const { token } = (await call('/web-api/fingerprint', { componentsData })) as { token: string };
  await call(
    '/web-api/registration',
    { type: 'fast_reg', country_id: 1, currency: 'RUB', bonus_choice: 0 },
    { 'x-fingerprint': token },
  );
  for (;;) {
    const balance = (await call('/web-api/user/balance', undefined)) as {
      balance: { id: number; type: number }[];
    };
    const main = balance.balance.find((account) => account.type === 0);
    if (main !== undefined) {
      const csrf = cookies.get('parlay_csrf');
      if (csrf === undefined) throw new Error('bench: registration set no anti-CSRF cookie');
      return {
        accountId: main.id as AccountId,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'x-forwarded-for': address,
          'x-csrf-token': csrf,
          'content-type': 'application/json',
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      };
    }
    // Registration opens the main account just after the session starts.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `count` players registered and signed in over HTTP, each main account (RUB) holding `funds`. */
export async function signedInPlayers(
  app: App,
  origin: string,
  count: number,
  funds = '100000000',
): Promise<HttpPlayer[]> {
  const players: HttpPlayer[] = [];
  for (let index = 0; index < count; index += 1) players.push(await register(origin));
  for (const player of players)
    await app.wallet.deposit({
      accountId: player.accountId,
      amount: moneyFromDecimal(funds, 'RUB'),
      provider: 'bench',
      idempotency: { scope: 'bench.fund', key: `http-${player.accountId}` },
    });
  return players;
}

/** `count` signed-in players with funded main accounts, and the withdrawal request each will repeat. */
export async function prepareHttpPlayers(app: App, origin: string, count: number) {
  const players = await signedInPlayers(app, origin, count);
  const methods = (await (
    await fetch(`${origin}/web-api/payments/methods?currency=RUB`)
  ).json()) as PaymentMethodsResponse;
  const method = methods.methods.find((candidate) => candidate.withdrawal !== undefined);
  if (method?.withdrawal === undefined) throw new Error('bench: no payment method takes RUB withdrawals');
  const details = Object.fromEntries(
    method.withdrawalFields.map((field) => [
      field.name,
      field.type === 'card_number'
        ? '4242424242424242'
        : field.type === 'email'
          ? 'bench@example.com'
          : 'bench',
    ]),
  );
  return { players, request: { amount: method.withdrawal.min, method: method.id, details } };
}

export async function loadHttp(
  origin: string,
  prepared: Awaited<ReturnType<typeof prepareHttpPlayers>>,
  settings: WalletBenchSettings,
): Promise<WalletFigures> {
  const { players, request } = prepared;
  const run = randomBytes(4).toString('hex');
  let keyNumber = 0;
  return measure(settings, async () => {
    const player = players[Math.floor(Math.random() * players.length)]!;
    keyNumber += 1;
    const response = await fetch(`${origin}/web-api/payments/withdraw`, {
      method: 'POST',
      headers: { ...player.headers, 'idempotency-key': `bench-${run}-${keyNumber}` },
      body: JSON.stringify({ accountId: player.accountId, ...request }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`withdraw answered ${response.status}`);
  });
}
