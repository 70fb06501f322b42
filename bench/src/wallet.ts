/**
 * The wallet scenario of `npm run bench`: transfers per second and p99 latency through the wallet
 * service (`app.wallet.transfer`: idempotency key, row locks in id order, transfer, two entries,
 * balances, hash chain, two `balance.changed` events and their publication) on the real
 * PostgreSQL, with 20 concurrent workers over 50 accounts and over 2 hot accounts. Next to each,
 * in the same run on the same server, `pgbench` runs the same SQL transaction (the same
 * statements in the same round trips, the same triggers firing) with as many clients; the ratio
 * service / pgbench is the figure (aim: at least 0.5). And through the HTTP API (wallet-http.ts):
 * signed-in players' withdrawals, each a pending hold, over a real socket, in the same run.
 *
 * Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server where it may create and drop a
 * database of its own.
 */
import { randomBytes } from 'node:crypto';
import { type AccountId, moneyFromDecimal, type UserId, userIdFrom } from '@parlay/domain';
import type { App } from '@parlay/server/app';
import { benchApp, createBenchDatabases } from './bench-app.ts';
import { runPgbench } from './pgbench.ts';
import { postedTransferSql } from './pgbench-transfer.ts';
import { printTable } from './table.ts';
import { loadHttp, prepareHttpPlayers } from './wallet-http.ts';
import { measure, type WalletBenchSettings, type WalletFigures } from './wallet-measure.ts';

export type { WalletBenchSettings, WalletFigures };

export interface WalletRow {
  label: string;
  accounts: number;
  service: WalletFigures;
  http: WalletFigures;
  pgbench: WalletFigures;
}

const scenarios = [
  { label: '50 accounts', accounts: 50 },
  { label: '2 hot accounts', accounts: 2 },
] as const;

const amount = moneyFromDecimal('0.01', 'RUB');

/** Runs both scenarios, each through the service and through pgbench; resolves with the rows. */
export async function runWalletBench(
  settings: WalletBenchSettings,
): Promise<{ rows: WalletRow[]; verified: boolean }> {
  // Two databases of the same server: the service's, which must verify afterwards, and pgbench's,
  // whose transfers hash a simpler content than the service's canonical one.
  const databases = await createBenchDatabases(settings.url, 'parlay_bench', ['service', 'pgbench']);
  const { urls } = databases;
  const service = await benchApp(urls.service, settings.workers);
  const seeding = await benchApp(urls.pgbench, 1);
  try {
    // The HTTP runs call the same application over a real socket.
    const origin = await service.listen({ host: '127.0.0.1', port: 0 });
    const rows: WalletRow[] = [];
    for (const scenario of scenarios) {
      const serviceAccounts = await openFundedAccounts(service, scenario.accounts);
      const pgbenchAccounts = await openFundedAccounts(seeding, scenario.accounts);
      const httpPlayers = await prepareHttpPlayers(service, origin, scenario.accounts);
      console.log(`bench: wallet, ${scenario.label}, ${settings.workers} workers — service…`);
      const throughService = await loadService(service, serviceAccounts, settings);
      console.log(`bench: wallet, ${scenario.label}, ${settings.workers} workers — HTTP withdrawals…`);
      const throughHttp = await loadHttp(origin, httpPlayers, settings);
      console.log(`bench: wallet, ${scenario.label}, ${settings.workers} clients — pgbench…`);
      const throughPgbench = await loadPgbench(urls.pgbench, pgbenchAccounts, settings);
      rows.push({
        label: scenario.label,
        accounts: scenario.accounts,
        service: throughService,
        http: throughHttp,
        pgbench: throughPgbench,
      });
    }
    const report = await service.wallet.verify();
    for (const problem of report.problems.slice(0, 10)) console.error(`bench: verify: ${problem}`);
    return { rows, verified: report.ok };
  } finally {
    await service.close();
    await seeding.close();
    await databases.drop();
  }
}

let userNumber = 500_000_000;

/** `count` players' main accounts, opened one after another (consecutive ids), each well funded. */
async function openFundedAccounts(app: App, count: number): Promise<AccountId[]> {
  const accounts: AccountId[] = [];
  for (let index = 0; index < count; index += 1) {
    userNumber += 1;
    const userId: UserId = userIdFrom(userNumber);
    accounts.push((await app.wallet.openMainAccount(userId, 'RUB')).id);
  }
  for (const accountId of accounts)
    await app.wallet.deposit({
      accountId,
      amount: moneyFromDecimal('1000000', 'RUB'),
      provider: 'bench',
      idempotency: { scope: 'bench.fund', key: String(accountId) },
    });
  return accounts;
}

/** Two different accounts of the set, at random. */
function pairOf(accounts: readonly AccountId[]): [AccountId, AccountId] {
  const from = Math.floor(Math.random() * accounts.length);
  const to = (from + 1 + Math.floor(Math.random() * (accounts.length - 1))) % accounts.length;
  return [accounts[from]!, accounts[to]!];
}

async function loadService(
  app: App,
  accounts: readonly AccountId[],
  settings: WalletBenchSettings,
): Promise<WalletFigures> {
  const run = randomBytes(4).toString('hex');
  let keyNumber = 0;
  return measure(settings, async () => {
    const [from, to] = pairOf(accounts);
    keyNumber += 1;
    await app.wallet.transfer({
      from: { accountId: from },
      to: { accountId: to },
      amount,
      reason: 'correction',
      idempotency: { scope: 'bench', key: `${run}-${keyNumber}` },
    });
  });
}

/**
 * The service's transaction in SQL, statement for statement and round trip for round trip: claim
 * the key; lock both accounts in id order (one query, read back with \gset); one statement writing
 * the transfer with its hash, its two entries, both balances and the key's answer; one inserting
 * the two balance.changed events; commit; then mark the events published, as the event bus does
 * after the commit.
 */
const pgbenchScript = `
\\set pick random(0, :count - 1)
\\set other (:pick + random(1, :count - 1)) % :count
\\set from :first + :pick
\\set to :first + :other
\\set keyn random(1, 1000000000000)
BEGIN;
INSERT INTO wallet_idempotency_keys (scope, key, request_hash, created_at, expires_at)
  VALUES ('pgbench', 'k' || :client_id || '-' || :keyn, md5(random()::text) || md5(random()::text), now(), now() + interval '48 hours')
  ON CONFLICT DO NOTHING RETURNING scope \\gset claim_
${postedTransferSql({
  from: ':from',
  to: ':to',
  amount: 1,
  reason: 'correction',
  reference: 'NULL',
  scope: "'pgbench'",
  key: "'k' || :client_id || '-' || :keyn",
  debitUserId: '1',
  creditUserId: '1',
})}
WITH inserted AS (INSERT INTO domain_events (type, payload) VALUES
  ('balance.changed', jsonb_build_object('type', 'balance.changed', 'userId', 1, 'accountId', :from, 'currency', 'RUB',
     'balance', (:from_balance - 1)::text, 'available', (:from_balance - 1)::text, 'version', :from_version + 1, 'transferId', :transfer_id::text)),
  ('balance.changed', jsonb_build_object('type', 'balance.changed', 'userId', 1, 'accountId', :to, 'currency', 'RUB',
     'balance', (:to_balance + 1)::text, 'available', (:to_balance + 1)::text, 'version', :to_version + 1, 'transferId', :transfer_id::text))
  RETURNING id)
SELECT string_agg(quote_literal(id::text), ',') AS event_ids FROM inserted \\gset
COMMIT;
UPDATE domain_events SET published_at = now() WHERE id IN (:event_ids);
`;

async function loadPgbench(
  url: string,
  accounts: readonly AccountId[],
  settings: WalletBenchSettings,
): Promise<WalletFigures> {
  const first = Math.min(...accounts);
  // The accounts were opened one after another: their ids follow each other.
  if (Math.max(...accounts) - first !== accounts.length - 1)
    throw new Error('pgbench needs consecutive account ids');
  return runPgbench(url, [{ sql: pgbenchScript, weight: 1 }], {
    ...settings,
    clients: settings.workers,
    defines: { first, count: accounts.length },
  });
}

const runnerNames = {
  service: 'wallet service',
  http: 'HTTP API, withdraw holds',
  pgbench: 'pgbench, same SQL',
} as const;

export function printWalletReport(rows: readonly WalletRow[], verified: boolean): void {
  const header = ['scenario', 'runner', 'transfers/s', 'p50 ms', 'p99 ms', 'transfers', 'failed'];
  const table: string[][] = [];
  for (const row of rows) {
    for (const side of ['service', 'http', 'pgbench'] as const) {
      const f = row[side];
      table.push([
        side === 'service' ? row.label : '',
        runnerNames[side],
        f.transfersPerSecond.toFixed(0),
        f.p50.toFixed(2),
        f.p99.toFixed(2),
        String(f.transfers),
        String(f.failed),
      ]);
    }
    for (const side of ['service', 'http'] as const)
      table.push([
        '',
        `ratio ${side === 'service' ? 'service' : 'HTTP'} / pgbench`,
        `${(row[side].transfersPerSecond / row.pgbench.transfersPerSecond).toFixed(2)}×`,
        `${(row[side].p50 / row.pgbench.p50).toFixed(2)}×`,
        `${(row[side].p99 / row.pgbench.p99).toFixed(2)}×`,
        '',
        '',
      ]);
  }
  printTable(header, table, 2);
  console.log('transfers/s ratio: the share of pgbench’s throughput the service keeps (aim ≥ 0.5);');
  console.log('HTTP: POST /web-api/payments/withdraw, a pending hold per call (session, CSRF, body checks,');
  console.log(
    'idempotency key, ledger), next to pgbench’s posted transfer: a like-for-like ledger write, not the same SQL;',
  );
  console.log('latency ratios: how many times slower a transfer through the service is.');
  console.log(`verify after the service's transfers: ${verified ? 'nothing found' : 'PROBLEMS (see above)'}`);
}
