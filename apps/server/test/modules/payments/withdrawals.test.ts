import { paymentHistoryResponseSchema } from '@parlay/contract';
import { paymentsEndpoints } from '@parlay/contract/endpoints';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withdrawalsCommands } from '../../../src/modules/payments/index.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { sqlResult } from '../identity/auth-client.ts';
import {
  balanceOf,
  depositPaid,
  expectLedgerVerifies,
  freshKey,
  newPlayer,
  type Player,
  paymentOf,
  paymentsEnv,
  postWithdraw,
  sendWebhook,
} from './payments-helpers.ts';

const card = '4242 4242 4242 4242';

describe.each(testDatabaseKinds)('withdrawals on %s', (kind) => {
  const context = useTestApp(kind, { env: paymentsEnv });

  /** Runs `npm run wallet -- withdrawals <verb> <args>` in this app; answers the exit code and what it printed. */
  async function wallet(verb: string, ...args: string[]) {
    const command = withdrawalsCommands.find((candidate) => candidate.name === `withdrawals ${verb}`);
    if (command === undefined) throw new Error(`no command withdrawals ${verb}`);
    const out: string[] = [];
    const err: string[] = [];
    const code = await command.run(args, {
      withdrawals: context.app.payments.withdrawals,
      requestWithdrawalFor: context.app.payments.requestWithdrawalFor,
      io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    });
    return { code, out, err };
  }

  async function accountOf(player: Player) {
    const account = (await balanceOf(player.client)).balance.find(
      (candidate) => candidate.id === player.accountId,
    );
    if (account === undefined) throw new Error('no account');
    return { money: account.money, held: account.held };
  }

  async function requested(player: Player, amount: string, cardNumber = card) {
    const response = await postWithdraw(player.client, {
      accountId: player.accountId,
      amount,
      method: 'demo-card',
      details: { cardNumber },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { payment: { id: number; status: string }; redirectUrl: string };
  }

  it('hold the amount at once and send the browser to onpay/withdraw/pending', async () => {
    const player = await newPlayer(context.app);
    await depositPaid(player, '1000');
    const { payment, redirectUrl } = await requested(player, '400');
    expect(payment.status).toBe('pending');
    expect(redirectUrl).toBe(`/en/onpay/withdraw/pending?paymentId=${payment.id}`);
    expect(await accountOf(player)).toEqual({ money: '600.00', held: '400.00' });
    const listed = await wallet('list');
    expect(
      listed.out.some((line) => line.trim().startsWith(`${payment.id} `) && line.includes('400.00 RUB')),
    ).toBe(true);
    await expectLedgerVerifies(context.app);
  });

  it('pay out an approved withdrawal: the provider pays, the hold is posted, the money is gone', async () => {
    const player = await newPlayer(context.app);
    await depositPaid(player, '1000');
    const { payment } = await requested(player, '400');
    const approved = await wallet('approve', String(payment.id));
    expect(approved).toMatchObject({
      code: 0,
      out: [`withdrawal ${payment.id}: success, 400.00 RUB of player ${player.userId}`],
    });
    expect(await accountOf(player)).toEqual({ money: '600.00', held: '0.00' });
    expect((await paymentOf(player.client, payment.id)).status).toBe('success');
    // Deciding it again does nothing.
    expect(await wallet('approve', String(payment.id))).toMatchObject({ code: 1 });
    expect(await wallet('reject', String(payment.id))).toMatchObject({ code: 1 });
    // The provider's webhook of the same payout, arriving after, changes nothing either.
    const { rows } = await sqlResult(
      context.app,
      sql`SELECT body FROM demo_provider_webhooks WHERE body LIKE ${`%"merchantPaymentId":${payment.id},%`}`,
    );
    expect(rows).toHaveLength(1);
    expect((await sendWebhook(context.app, String(rows[0]!.body))).statusCode).toBe(200);
    await context.app.payments.applyUnappliedEvents();
    expect(await accountOf(player)).toEqual({ money: '600.00', held: '0.00' });
    await expectLedgerVerifies(context.app);
  });

  it('give the hold back when the operator rejects the withdrawal', async () => {
    const player = await newPlayer(context.app);
    await depositPaid(player, '1000');
    const { payment } = await requested(player, '250.50');
    const rejected = await wallet('reject', String(payment.id));
    expect(rejected.out).toEqual([
      `withdrawal ${payment.id}: fail (rejected), 250.50 RUB of player ${player.userId}`,
    ]);
    expect(await accountOf(player)).toEqual({ money: '1000.00', held: '0.00' });
    expect(await wallet('approve', String(payment.id))).toMatchObject({ code: 1 });
    await expectLedgerVerifies(context.app);
  });

  it('give the hold back when the provider declines the payout', async () => {
    const player = await newPlayer(context.app);
    await depositPaid(player, '1000');
    const { payment } = await requested(player, '300', '4000 0000 0000 0002');
    expect((await wallet('approve', String(payment.id))).out[0]).toContain('fail (provider_refused)');
    expect(await accountOf(player)).toEqual({ money: '1000.00', held: '0.00' });
    await expectLedgerVerifies(context.app);
  });

  it('refuse a withdrawal the available money does not cover, naming the amount, holding nothing', async () => {
    const player = await newPlayer(context.app);
    await depositPaid(player, '500');
    await requested(player, '300');
    const response = await postWithdraw(player.client, {
      accountId: player.accountId,
      amount: '300',
      method: 'demo-card',
      details: { cardNumber: card },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amount: 'main_payment_error_insufficient_funds' },
    });
    expect(await accountOf(player)).toEqual({ money: '200.00', held: '300.00' });
    const history = paymentHistoryResponseSchema.parse(
      (await player.client.get('/web-api/payments/history?kind=withdrawal')).json(),
    );
    expect(history.total_count).toBe(1);
    await expectLedgerVerifies(context.app);
  });

  it('hold exactly the withdrawals the money covers when many are requested at once', async () => {
    const player = await newPlayer(context.app);
    await depositPaid(player, '1000');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        postWithdraw(
          player.client,
          { accountId: player.accountId, amount: '150', method: 'demo-card', details: { cardNumber: card } },
          freshKey(),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 400)).toHaveLength(6);
    expect(await accountOf(player)).toEqual({ money: '100.00', held: '900.00' });
    await expectLedgerVerifies(context.app);
  });

  it('offer the player no way to take a requested withdrawal back (UKGC RTS 14B)', async () => {
    const changesOfAPayment = Object.values(paymentsEndpoints).filter(
      (endpoint) => endpoint.method !== 'GET' && endpoint.path.startsWith('/web-api/'),
    );
    expect(changesOfAPayment.map((endpoint) => endpoint.path).sort()).toEqual([
      '/web-api/payments/deposit',
      '/web-api/payments/withdraw',
    ]);
    const player = await newPlayer(context.app);
    await depositPaid(player, '1000');
    const { payment } = await requested(player, '400');
    const cancel = await player.client.post(`/web-api/payments/payment/${payment.id}/cancel`, {});
    expect(cancel.statusCode).toBe(404);
    expect(await accountOf(player)).toEqual({ money: '600.00', held: '400.00' });
  });

  it('answer an unknown withdrawal id on the command line with a refusal', async () => {
    expect(await wallet('approve', '999999999')).toEqual({
      code: 1,
      out: [],
      err: ['no withdrawal 999999999'],
    });
    expect(await wallet('approve', 'abc')).toMatchObject({ code: 2 });
    expect(await wallet('reject')).toMatchObject({ code: 2 });
    expect(withdrawalsCommands.map((command) => command.name)).not.toContain('withdrawals cancel');
  });
});
