import { moneyFromDecimal, userIdFrom } from '@parlay/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../../../src/http/http-error.ts';
import { withdrawalsCommands } from '../../../src/modules/payments/index.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import {
  expectLedgerWhole,
  type GameSelections,
  newGame,
  openLine,
  passTime,
  place,
  playerWith,
  type TestClock,
  testClock,
} from '../coupon/coupon-helpers.ts';
import { authClient, registerFast, sqlResult } from '../identity/auth-client.ts';
import {
  balanceOf,
  choose,
  expectLedgerVerifies,
  moneyOn,
  newPlayer,
  paymentsEnv,
  postDeposit,
  postWithdraw,
  startDeposit,
  waitFor,
} from '../payments/payments-helpers.ts';
import type { Sequencer } from '../sportsbook/feed-messages.ts';
import { blockUser, limitsOf, setLimit } from './enforcement-helpers.ts';

const dayMs = 86_400_000;

describe.each(testDatabaseKinds)('responsible-gaming limits enforced on %s', (kind) => {
  // The line's and the coupon's clock is the real one: the limits and the ledger read Date.now too.
  const clock: TestClock = { now: () => Date.now(), advance: () => {} };
  const context = useTestApp(kind, {
    // 100 placements at once want more than the tests' usual 4 connections (as the coupon's race test).
    env: { ...paymentsEnv, DATABASE_POOL_MAX: '16' },
    sportsbook: { now: clock.now },
    coupon: { now: clock.now, placement: { betDelayMs: 0, maxBets: 8 } },
  });
  let game: GameSelections;
  let sequence: Sequencer;

  beforeAll(async () => {
    sequence = await openLine(context.app, clock);
    game = await newGame(context.app, sequence, clock);
  });

  /** A heartbeat now: a producer silent for 20 s takes no bets, and the clock is the real one. */
  const producerUp = () => passTime(context.app, clock, sequence, 0);

  /** A sign-in with the right password is refused with the exclusion's end, `days` from now. */
  async function expectSignInRefused(
    registered: { login: string; password: string },
    reason: 'timeout' | 'self-exclusion',
    days: number,
  ): Promise<void> {
    const answer = await authClient(context.app).login(registered.login, registered.password);
    expect(answer.statusCode, answer.body).toBe(403);
    const refusal = answer.json();
    expect(refusal).toMatchObject({
      code: 'SELF_EXCLUDED',
      messageKey: reason === 'timeout' ? 'main_sign_in_error_timeout' : 'main_sign_in_error_self_excluded',
      limit: { reason, typeId: reason === 'timeout' ? 33 : 30 },
    });
    const endsAt = Date.parse(refusal.limit.endsAt);
    expect(endsAt).toBeGreaterThan(Date.now() + days * dayMs - 120_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + days * dayMs);
  }

  const single = (amount: string) => ({ typeId: 0, amount, bets: [{ id: game.home, coef: 1.85 }] });

  it('refuses a deposit request above what the deposit limit leaves, counting requests still open', async () => {
    const player = await newPlayer(context.app);
    await setLimit(player.client, 20, 100_000); // 1000.00 RUB a day
    const deposit = (amount: string) =>
      postDeposit(player.client, { accountId: player.accountId, amount, method: 'demo-card' });
    const first = await startDeposit(player, '600');
    expect(first.payment.status).toBe('created');

    const over = await deposit('400.01');
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'RESPONSIBLE_GAMING_LIMIT',
      messageKey: 'main_limit_error_deposit',
      fields: { amount: 'main_limit_error_deposit' },
      limit: { reason: 'deposit-limit', typeId: 20, remaining: '400.00', currency: 'RUB' },
    });

    // Paid and credited, the first request counts from the ledger: the same 400.00 remains.
    expect((await choose(player.client, first.pagePath, 'confirm')).statusCode).toBe(302);
    await waitFor(
      () => moneyOn(player.client, player.accountId),
      (money) => money === '600.00',
    );
    expect((await deposit('400.01')).json()).toMatchObject({ limit: { remaining: '400.00' } });
    const deposit20 = (await limitsOf(player.client)).find((limit) => limit.limitType === 20);
    expect(deposit20).toMatchObject({ limitState: 'ACTIVE', limitValue: 100_000, limitBalance: 40_000 });

    await startDeposit(player, '400');
    expect((await deposit('300')).json()).toMatchObject({
      limit: { reason: 'deposit-limit', remaining: '0.00' },
    });
    await expectLedgerVerifies(context.app);
  });

  it('refuses a deposit on an account in another currency than the deposit limit, which cannot count it', async () => {
    const player = await newPlayer(context.app);
    const added = await player.client.post('/web-api/user/accounts/add-currency', { currency: 'USD' });
    expect(added.statusCode, added.body).toBe(200);
    const usd = (await balanceOf(player.client)).all_accounts.find((account) => account.iso === 'USD');
    if (usd === undefined) throw new Error('no USD account');
    await setLimit(player.client, 20, 100_000); // 1000.00 RUB a day

    const refused = await postDeposit(player.client, {
      accountId: usd.id,
      amount: '10',
      method: 'demo-card',
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'RESPONSIBLE_GAMING_LIMIT',
      messageKey: 'main_limit_error_limit_currency',
      fields: { amount: 'main_limit_error_limit_currency' },
      limit: { reason: 'limit-currency', typeId: 20, currency: 'RUB' },
    });
    expect((await startDeposit(player, '600')).payment.status).toBe('created');
    const onUsd = await sqlResult(
      context.app,
      sql`select count(*)::int as n from payments where account_id = ${usd.id}`,
    );
    expect(onUsd.rows).toEqual([{ n: 0 }]);
  });

  it('lets 100 concurrent stakes against a wagering limit take no more than it, and says what remains', async () => {
    const player = await playerWith(context.app, '100000');
    await setLimit(player.client, 1, 100_000); // 1000.00 RUB a day
    await producerUp();
    const answers = await Promise.all(Array.from({ length: 100 }, () => place(player, single('30'))));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 403);
    expect(accepted.length + refused.length, answers.map((answer) => answer.body).join('\n')).toBe(100);
    // Under the player's limit lock the stakes take turns: exactly as many as fit are taken.
    expect(accepted).toHaveLength(33);
    for (const answer of refused)
      expect(answer.json()).toMatchObject({
        code: 'RESPONSIBLE_GAMING_LIMIT',
        limit: { reason: 'wagering-limit', typeId: 1, remaining: '10.00' },
      });
    expect(await moneyOn(player.client, player.accountId)).toBe('99010.00');
    const usage = await context.app.wallet.usageSince(
      userIdFrom(player.userId),
      'RUB',
      new Date(Date.now() - dayMs),
    );
    expect(usage.staked).toBe(99_000n);
    const wagering = (await limitsOf(player.client)).find((limit) => limit.limitType === 1);
    expect(wagering).toMatchObject({ limitState: 'ACTIVE', limitValue: 100_000, limitBalance: 1_000 });
    await expectLedgerWhole(context.app);
  });

  it('refuses a stake that could take the loss past the loss limit, and takes one that fits', async () => {
    const player = await playerWith(context.app, '1000');
    await setLimit(player.client, 10, 10_000); // 100.00 RUB a day
    await producerUp();
    expect((await place(player, single('60'))).statusCode).toBe(200);
    const over = await place(player, single('40.01'));
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json()).toMatchObject({
      messageKey: 'main_limit_error_loss',
      limit: { reason: 'loss-limit', typeId: 10, remaining: '40.00' },
    });
    expect((await place(player, single('40'))).statusCode).toBe(200);
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');
  });

  it('ends every session of a player who takes a timeout, refuses their stakes, and sign-in with the end date', async () => {
    const client = authClient(context.app);
    const registered = await registerFast(client, { currency: 'RUB' });
    const elsewhere = authClient(context.app);
    expect((await elsewhere.login(registered.login, registered.password)).statusCode).toBe(200);
    await context.app.wallet.deposit({
      accountId: (await context.app.wallet.listAccounts(userIdFrom(registered.userId)))[0]!.id,
      amount: moneyFromDecimal('500', 'RUB'),
      provider: 'test',
      idempotency: { scope: 'limits-test', key: `timeout-${registered.userId}` },
    });

    await blockUser(client, 33, 1);
    for (const browser of [client, elsewhere])
      await waitFor(
        () => browser.get('/web-api/user/balance').then((answer) => answer.statusCode),
        (status) => status === 401,
      );

    // No session is left to place with; the policy itself refuses the stake and says until when.
    const refusal = await context.app.events
      .transaction((transaction) =>
        context.app.limitPolicy.assertAllowed(transaction, {
          userId: userIdFrom(registered.userId),
          currency: 'RUB',
          movement: 'stake',
          amount: 1_000n,
          at: Date.now(),
        }),
      )
      .catch((error: HttpError) => error);
    expect(refusal).toMatchObject({
      statusCode: 403,
      code: 'RESPONSIBLE_GAMING_LIMIT',
      messageKey: 'main_limit_error_timeout',
      limit: { reason: 'timeout', typeId: 33 },
    });

    await expectSignInRefused(registered, 'timeout', 1);
  });

  it('pays out a withdrawal requested before a self-exclusion, and the rest through support: the balance can leave', async () => {
    const player = await playerWith(context.app, '1000');
    const withdrawal = await postWithdraw(player.client, {
      accountId: player.accountId,
      amount: '700',
      method: 'demo-card',
      details: { cardNumber: '4242 4242 4242 4242' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const paymentId = (withdrawal.json() as { payment: { id: number } }).payment.id;
    await blockUser(player.client, 30, 30);
    expect(await context.app.payments.withdrawals.approve(paymentId)).toMatchObject({ status: 'success' });
    const balance = async () =>
      (await context.app.wallet.listAccounts(userIdFrom(player.userId)))[0]?.balance.minor;
    expect(await balance()).toBe(30_000n);

    // Signed out and refused at sign-in, the player asks support for the rest: the operator's
    // command requests it as the player would (twice run, asked once), then approves it.
    const command = withdrawalsCommands.find((candidate) => candidate.name === 'withdrawals request');
    const run = async (...args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await command!.run(args, {
        withdrawals: context.app.payments.withdrawals,
        requestWithdrawalFor: context.app.payments.requestWithdrawalFor,
        io: { out: (line) => out.push(line), err: (line) => err.push(line) },
      });
      return { code, out, err };
    };
    const args = [String(player.userId), String(player.accountId), '300', 'demo-card'];
    expect(await run(...args, 'cardNumber=4242 4242 4242 4242', 'extra')).toMatchObject({ code: 2 });
    expect(
      await run(...args.slice(0, 2), '300.01', 'demo-card', 'cardNumber=4242 4242 4242 4242'),
    ).toMatchObject({
      code: 1,
      err: [expect.stringContaining('amount')],
    });
    const requested = await run(...args, 'cardNumber=4242 4242 4242 4242');
    expect(requested).toMatchObject({
      code: 0,
      out: [expect.stringMatching(/^withdrawal \d+: pending, 300\.00 RUB/)],
    });
    expect(await run(...args, 'cardNumber=4242 4242 4242 4242')).toEqual(requested);
    const rest = Number(/^withdrawal (\d+)/.exec(requested.out[0]!)?.[1]);
    expect(await context.app.payments.withdrawals.approve(rest)).toMatchObject({ status: 'success' });
    expect(await balance()).toBe(0n);

    // Another player's account is refused as if it did not exist.
    const other = await playerWith(context.app, '100');
    expect(
      await run(
        String(player.userId),
        String(other.accountId),
        '10',
        'demo-card',
        'cardNumber=4242 4242 4242 4242',
      ),
    ).toMatchObject({ code: 1 });
    await expectLedgerVerifies(context.app);
  });

  it('refuses the sign-in of a self-excluded player with the end date, and stops the newsletter', async () => {
    const client = authClient(context.app);
    const registered = await registerFast(client, { currency: 'RUB' });
    await blockUser(client, 30, 7);
    await expectSignInRefused(registered, 'self-exclusion', 7);
    const newsletter = () =>
      sqlResult(context.app, sql`select newsletter from users where id = ${registered.userId}`).then(
        (result) => result.rows[0]?.newsletter,
      );
    expect(await waitFor(newsletter, (value) => value === false)).toBe(false);
  });
});

describe.each(testDatabaseKinds)('a session limit enforced on %s', (kind) => {
  // The line's and the coupon's clock, moved past the session limit; sessions keep the real one.
  const clock = testClock(Date.now());
  const context = useTestApp(kind, {
    sportsbook: { now: clock.now },
    coupon: { now: clock.now, placement: { betDelayMs: 0, maxBets: 8 } },
  });

  it('refuses a stake once the session limit has run out since the session began', async () => {
    const sequence = await openLine(context.app, clock);
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '1000');
    await setLimit(player.client, 31, 1); // one hour
    const single = { typeId: 0, amount: '10', bets: [{ id: game.home, coef: 1.85 }] };
    expect((await place(player, single)).statusCode).toBe(200);

    // The clock was read before the player signed in: an hour and a minute puts it past the session's hour.
    await passTime(context.app, clock, sequence, 3_660_000);
    const late = await place(player, single);
    expect(late.statusCode, late.body).toBe(403);
    const answer = late.json();
    expect(answer).toMatchObject({
      code: 'RESPONSIBLE_GAMING_LIMIT',
      messageKey: 'main_limit_error_session_ended',
      limit: { reason: 'session-ended', typeId: 31 },
    });
    expect(Date.parse(answer.limit.endsAt)).toBeLessThanOrEqual(clock.now());
    expect(await moneyOn(player.client, player.accountId)).toBe('990.00');
  });
});
