import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../helpers/test-databases.ts';
import { HttpPlayer } from './http-player.ts';

/**
 * The crash test (issue 10, "Crash"): the real server process on the real PostgreSQL is killed
 * with SIGKILL again and again while players deposit (through the demo provider's page and its
 * webhook) and withdraw over HTTP and the operator approves and rejects withdrawals with the
 * command line. Every call a player made was answered in the end (a client retries a dead
 * connection with the same idempotency key); afterwards every acknowledged operation is there
 * exactly once, the balances are what the acknowledged operations say, and the ledger verifies.
 */

const serverEntry = fileURLToPath(new URL('./api-server.ts', import.meta.url));
const walletCli = fileURLToPath(new URL('../../../../src/wallet-cli.ts', import.meta.url));
const run = promisify(execFile);

const kills = 5;
const players = 4;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.TEST_DATABASE_URL)('payments when the server is killed (real PostgreSQL)', () => {
  let database: TestDatabase;
  let port: number;
  let child: ChildProcess | undefined;
  let up: Promise<void> = Promise.resolve();
  const origin = () => `http://127.0.0.1:${port}`;

  const env = () => ({
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin(),
    DATABASE_URL: database.url ?? '',
    DATABASE_POOL_MAX: '6',
    LOG_LEVEL: 'error',
    RATE_LIMIT_MAX: '1000000',
    SEED_DEMO_DATA: 'true',
    DEMO_PAYMENT_PROVIDER: 'true',
    DEMO_PAYMENT_WEBHOOK_SECRETS: 'crash-test-webhook-secret-00001',
    COOKIE_SECRET: 'crash-test-cookie-secret-0123456789abcdef',
  });

  /** Starts the server process and resolves once it answers /readyz. */
  function start(): Promise<void> {
    const process_ = spawn(process.execPath, [serverEntry], {
      env: env(),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = process_;
    up = (async () => {
      for (;;) {
        if (process_.exitCode !== null) throw new Error(`the server exited with ${process_.exitCode}`);
        try {
          const ready = await fetch(`${origin()}/readyz`, { signal: AbortSignal.timeout(1_000) });
          if (ready.status === 200) return;
        } catch {
          // Not listening yet.
        }
        await sleep(50);
      }
    })();
    return up;
  }

  async function kill(): Promise<void> {
    const victim = child;
    if (victim === undefined || victim.exitCode !== null) return;
    const exited = once(victim, 'exit');
    victim.kill('SIGKILL');
    await exited;
  }

  /** The operator's command line, as its own process against the same database. */
  function wallet(...argv: string[]) {
    return run(process.execPath, [walletCli, ...argv], { env: env() }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '' }),
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    port = await freePort();
    await start();
  }, 120_000);

  afterAll(async () => {
    await kill();
    await database?.drop();
  });

  it('keeps every acknowledged deposit and withdrawal exactly once through repeated SIGKILLs, and the ledger verifies', async () => {
    const whenUp = () => up;
    const accounts: HttpPlayer[] = [];
    for (let index = 0; index < players; index += 1) {
      const player = new HttpPlayer(origin, whenUp, `crash-${index}-${randomUUID()}`);
      await player.register();
      accounts.push(player);
    }

    /** Payment ids the server acknowledged: deposits paid on the provider's page, withdrawals held. */
    const paidDeposits = new Map<number, { player: HttpPlayer; amount: number }>();
    const heldWithdrawals = new Map<number, { player: HttpPlayer; amount: number }>();
    let refusedWithdrawals = 0;
    let stopping = false;

    async function deposit(player: HttpPlayer, amount: number) {
      const key = randomUUID();
      const started = await player.call(
        'POST',
        '/web-api/payments/deposit?lang=en',
        { accountId: player.accountId, amount: String(amount), method: 'demo-card' },
        { 'idempotency-key': key },
      );
      expect(started.status).toBe(200);
      const { payment, redirectUrl } = (await started.json()) as {
        payment: { id: number };
        redirectUrl: string;
      };
      const page = new URL(redirectUrl);
      const paid = await player.call(
        'POST',
        page.pathname,
        new URLSearchParams({ outcome: 'confirm' }).toString(),
        {
          'content-type': 'application/x-www-form-urlencoded',
        },
      );
      expect(paid.status).toBe(302);
      paidDeposits.set(payment.id, { player, amount });
    }

    async function withdraw(player: HttpPlayer, amount: number) {
      const answer = await player.call(
        'POST',
        '/web-api/payments/withdraw?lang=en',
        {
          accountId: player.accountId,
          amount: String(amount),
          method: 'demo-card',
          details: { cardNumber: '4242424242424242' },
        },
        { 'idempotency-key': randomUUID() },
      );
      if (answer.status === 200) {
        const { payment } = (await answer.json()) as { payment: { id: number } };
        heldWithdrawals.set(payment.id, { player, amount });
      } else {
        expect(answer.status).toBe(400);
        refusedWithdrawals += 1;
      }
    }

    const streams = accounts.map(async (player, index) => {
      for (let step = 0; !stopping; step += 1) {
        if (step % 3 === 2) await withdraw(player, 150 + ((step + index) % 4) * 10);
        else await deposit(player, 200 + ((step * 7 + index) % 9) * 25);
      }
    });

    // The operator decides withdrawals meanwhile, with the command line (its own process).
    const decisions: { id: number; verb: string; code: number }[] = [];
    const operator = (async () => {
      for (let round = 0; !stopping; round += 1) {
        const candidates = [...heldWithdrawals.keys()].filter(
          (id) => !decisions.some((decision) => decision.id === id),
        );
        const id = candidates[0];
        if (id === undefined) {
          await sleep(200);
          continue;
        }
        const verb = round % 2 === 0 ? 'approve' : 'reject';
        decisions.push({ id, verb, code: (await wallet('withdrawals', verb, String(id))).code });
      }
    })();

    for (let round = 0; round < kills; round += 1) {
      await sleep(700 + Math.floor(Math.random() * 900));
      await kill();
      await start();
    }
    await sleep(1_500);
    stopping = true;
    await Promise.all(streams);
    await operator;

    // One more kill with everything in flight settled, then let the restarted server catch up:
    // webhooks owed by the demo provider are redelivered, stored events not applied are applied.
    await kill();
    await start();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const settled = async () => {
        const { rows } = await client.query<{ id: string; status: string }>(
          `SELECT id, status FROM payments WHERE kind = 'deposit' AND id = ANY($1::bigint[])`,
          [[...paidDeposits.keys()]],
        );
        return rows.every((row) => row.status === 'success') && rows.length === paidDeposits.size;
      };
      const deadline = Date.now() + 90_000;
      while (!(await settled()) && Date.now() < deadline) await sleep(500);

      // The kills did land in the middle of players' calls.
      const interrupted = accounts.reduce((sum, player) => sum + player.interrupted, 0);
      expect(interrupted).toBeGreaterThan(0);
      expect(paidDeposits.size).toBeGreaterThan(players);
      expect(heldWithdrawals.size + refusedWithdrawals).toBeGreaterThan(0);
      console.info(
        `crash test: ${kills + 1} kills, ${interrupted} calls interrupted, ${paidDeposits.size} deposits paid, ` +
          `${heldWithdrawals.size} withdrawals held, ${refusedWithdrawals} refused, ${decisions.length} operator decisions`,
      );

      const payments = (
        await client.query<{ id: string; user_id: string; kind: string; status: string; amount: string }>(
          'SELECT id, user_id, kind, status, amount FROM payments',
        )
      ).rows;
      const transfers = (
        await client.query<{ reference: string; kind: string; reason: string; count: string }>(
          `SELECT reference, kind, reason, count(*) AS count FROM wallet_transfers
           WHERE reference LIKE 'payment:%' GROUP BY reference, kind, reason`,
        )
      ).rows;
      const transfersOf = (paymentId: string, kind: string) =>
        transfers
          .filter((row) => row.reference === `payment:${paymentId}` && row.kind === kind)
          .reduce((sum, row) => sum + Number(row.count), 0);

      // Every acknowledged operation is there, each payment's money moved exactly once.
      for (const id of paidDeposits.keys())
        expect(payments.find((payment) => payment.id === String(id))?.status).toBe('success');
      for (const id of heldWithdrawals.keys())
        expect(payments.some((payment) => payment.id === String(id))).toBe(true);
      for (const payment of payments) {
        if (payment.kind === 'deposit') {
          expect(transfersOf(payment.id, 'posted'), `deposit ${payment.id}`).toBe(
            payment.status === 'success' ? 1 : 0,
          );
        } else {
          expect(transfersOf(payment.id, 'pending'), `withdrawal ${payment.id} hold`).toBe(1);
          expect(transfersOf(payment.id, 'post'), `withdrawal ${payment.id} post`).toBe(
            payment.status === 'success' ? 1 : 0,
          );
          expect(transfersOf(payment.id, 'void'), `withdrawal ${payment.id} void`).toBe(
            payment.status === 'fail' ? 1 : 0,
          );
        }
      }
      // No request made two payments, however often it was retried: one payment per acknowledged call.
      for (const player of accounts) {
        const own = payments.filter((payment) => Number(payment.user_id) === player.userId);
        const acknowledged = [...paidDeposits.values(), ...heldWithdrawals.values()].filter(
          (ack) => ack.player === player,
        );
        expect(own.length).toBe(acknowledged.length);

        // The balance is what the payments say: credited deposits less withdrawals held or paid.
        const credited = own
          .filter((payment) => payment.kind === 'deposit' && payment.status === 'success')
          .reduce((sum, payment) => sum + BigInt(payment.amount), 0n);
        const paidOut = own
          .filter((payment) => payment.kind === 'withdrawal' && payment.status === 'success')
          .reduce((sum, payment) => sum + BigInt(payment.amount), 0n);
        const held = own
          .filter(
            (payment) =>
              payment.kind === 'withdrawal' &&
              (payment.status === 'pending' || payment.status === 'processing'),
          )
          .reduce((sum, payment) => sum + BigInt(payment.amount), 0n);
        const account = (
          await client.query<{ balance: string; pending_debits: string }>(
            'SELECT balance, pending_debits FROM wallet_accounts WHERE id = $1',
            [player.accountId],
          )
        ).rows[0];
        expect({ balance: BigInt(account!.balance), held: BigInt(account!.pending_debits) }).toEqual({
          balance: credited - paidOut,
          held,
        });
      }
      expect(decisions.some((decision) => decision.code === 0)).toBe(true);
    } finally {
      await client.end();
    }

    // The wallet's verify command, as the operator runs it.
    const verified = await wallet('verify');
    expect(verified.code, verified.stdout).toBe(0);
  }, 600_000);
});
