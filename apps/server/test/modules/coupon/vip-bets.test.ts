import { type PlacedCoupon, placeCouponResponseSchema } from '@parlay/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { vipBetsCommands } from '../../../src/modules/coupon/index.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { balanceOf, type Player } from '../payments/payments-helpers.ts';
import type { Sequencer } from '../sportsbook/feed-messages.ts';
import {
  apply,
  betStop,
  expectLedgerWhole,
  freshKey,
  type GameSelections,
  newGame,
  openLine,
  passTime,
  playerWith,
  settleResult,
  testClock,
} from './coupon-helpers.ts';

const approvalMs = 15 * 60_000;

describe.each(testDatabaseKinds)('vip bets on %s', (kind) => {
  const clock = testClock();
  const context = useTestApp(kind, {
    sportsbook: { now: clock.now },
    coupon: { now: clock.now, placement: { betDelayMs: 0, vipApprovalMs: approvalMs } },
  });
  let sequence: Sequencer;

  beforeAll(async () => {
    sequence = await openLine(context.app, clock);
  });

  /** Places on the site of `lang`: the Russian one offers vip bets (`showVipBet`), the English one not. */
  function place(player: Player, body: Record<string, unknown>, lang = 'ru') {
    return player.client.post(
      `/coupon-api/place?lang=${lang}`,
      { accountId: player.accountId, ...body },
      { headers: { 'idempotency-key': freshKey() } },
    );
  }

  /** A single above the RUB maximum (1 000 000) on the game's home win, asked as a vip bet. */
  async function vipSingle(player: Player, game: GameSelections, amount = '1500000'): Promise<PlacedCoupon> {
    const response = await place(player, {
      typeId: 0,
      amount,
      isVipBet: true,
      bets: [{ id: game.home, coef: 1.85 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const coupon = placeCouponResponseSchema.parse(response.json()).successCoupon;
    if (coupon === null) throw new Error('no coupon');
    return coupon;
  }

  async function accountOf(player: Player) {
    const account = (await balanceOf(player.client)).balance.find(
      (candidate) => candidate.id === player.accountId,
    );
    if (account === undefined) throw new Error('no account');
    return { money: account.money, held: account.held };
  }

  async function couponOf(player: Player, couponId: number): Promise<PlacedCoupon> {
    const response = await player.client.get(`/coupon-api/coupons/${couponId}?lang=en`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { coupon: PlacedCoupon }).coupon;
  }

  /** Runs `npm run wallet -- vip-bets <verb> <args>` in this app; answers the exit code and what it printed. */
  async function operator(verb: string, ...args: string[]) {
    const command = vipBetsCommands.find((candidate) => candidate.name === `vip-bets ${verb}`);
    if (command === undefined) throw new Error(`no command vip-bets ${verb}`);
    const out: string[] = [];
    const err: string[] = [];
    const code = await command.run(args, {
      vipBets: context.app.coupons.vipBets,
      io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    });
    return { code, out, err };
  }

  it('holds the stake of a coupon above the maximum until a trader takes it; then it is an open bet paid as any', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '2000000');
    const coupon = await vipSingle(player, game);
    expect(coupon).toMatchObject({
      status: 'awaiting_approval',
      stake: '1500000.00',
      potentialWin: '2775000.00',
      payout: null,
      settledAt: null,
      approvalDeadline: new Date(clock.now() + approvalMs).toISOString(),
    });
    expect(await accountOf(player)).toEqual({ money: '500000.00', held: '1500000.00' });
    const cashout = await player.client.get(`/coupon-api/cashout/${coupon.id}`);
    expect(cashout.json()).toMatchObject({ amount: null, reason: 'not_open' });

    const listed = await operator('list');
    expect(
      listed.out.some((line) => line.trim().startsWith(`${coupon.id} `) && line.includes('1500000.00 RUB')),
    ).toBe(true);
    const accepted = await operator('accept', String(coupon.id));
    expect(accepted).toMatchObject({
      code: 0,
      out: [`coupon ${coupon.id}: open, 1500000.00 RUB of player ${player.userId}`],
    });
    expect(await accountOf(player)).toEqual({ money: '500000.00', held: '0.00' });
    expect(await couponOf(player, coupon.id)).toMatchObject({ status: 'open', payout: null });
    expect(await operator('accept', String(coupon.id))).toMatchObject({
      code: 1,
      err: [`coupon ${coupon.id} is open: nothing to decide`],
    });

    await apply(context.app, settleResult(sequence, clock, game, '1'));
    await expect.poll(async () => (await couponOf(player, coupon.id)).status).toBe('won');
    expect(await couponOf(player, coupon.id)).toMatchObject({ payout: '2775000.00' });
    expect(await accountOf(player)).toEqual({ money: '3275000.00', held: '0.00' });
    await expectLedgerWhole(context.app);
  });

  it("gives the held stake back when a trader rejects it, and the game's result leaves it alone", async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '2000000');
    const coupon = await vipSingle(player, game);
    const rejected = await operator('reject', String(coupon.id));
    expect(rejected).toMatchObject({
      code: 0,
      out: [`coupon ${coupon.id}: rejected, 1500000.00 RUB of player ${player.userId}`],
    });
    expect(await accountOf(player)).toEqual({ money: '2000000.00', held: '0.00' });
    expect(await couponOf(player, coupon.id)).toMatchObject({
      status: 'rejected',
      payout: null,
      settledAt: new Date(clock.now()).toISOString(),
    });
    expect((await operator('accept', String(coupon.id))).code).toBe(1);

    // An ordinary coupon on the same game, to know when the result has been applied.
    const ordinary = await vipSingle(player, game, '1000');
    await apply(context.app, settleResult(sequence, clock, game, '1'));
    await expect.poll(async () => (await couponOf(player, ordinary.id)).status).toBe('won');
    expect(await couponOf(player, coupon.id)).toMatchObject({ status: 'rejected', payout: null });
    expect(await accountOf(player)).toEqual({ money: '2000850.00', held: '0.00' });
    const history = await player.client.get('/coupon-api/history?status=rejected&lang=en');
    expect((history.json() as { coupons: PlacedCoupon[] }).coupons.map((found) => found.id)).toEqual([
      coupon.id,
    ]);
    await expectLedgerWhole(context.app);
  });

  it('rejects at its deadline a coupon nobody took, and no trader can take it after', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '2000000');
    const coupon = await vipSingle(player, game);
    await passTime(context.app, clock, sequence, approvalMs);
    expect(await operator('accept', String(coupon.id))).toMatchObject({
      code: 1,
      err: [`coupon ${coupon.id} is past its deadline: it is being rejected`],
    });
    expect(await context.app.coupons.vipBets.expireDue()).toBe(1);
    expect(await context.app.coupons.vipBets.expireDue()).toBe(0);
    expect(await couponOf(player, coupon.id)).toMatchObject({ status: 'rejected' });
    expect(await accountOf(player)).toEqual({ money: '2000000.00', held: '0.00' });
    await expectLedgerWhole(context.app);
  });

  it('sets the deadline no later than the first game begins', async () => {
    const game = await newGame(context.app, sequence, clock);
    const startsAt = clock.now() + 7_200_000;
    // Five minutes before the game: the window of fifteen is cut to five.
    await passTime(context.app, clock, sequence, 7_200_000 - 5 * 60_000);
    const player = await playerWith(context.app, '2000000');
    const coupon = await vipSingle(player, game);
    expect(coupon.approvalDeadline).toBe(new Date(startsAt).toISOString());
    expect((await operator('reject', String(coupon.id))).code).toBe(0);
  });

  it('lets a trader take a coupon only while its selections take bets', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '2000000');
    const coupon = await vipSingle(player, game);
    await apply(context.app, betStop(sequence, clock, game));
    expect(await operator('accept', String(coupon.id))).toMatchObject({
      code: 1,
      err: [`coupon ${coupon.id}: selection ${game.home} takes no bets now; reject it`],
    });
    expect(await accountOf(player)).toEqual({ money: '500000.00', held: '1500000.00' });
    expect((await operator('reject', String(coupon.id))).code).toBe(0);
    expect(await accountOf(player)).toEqual({ money: '2000000.00', held: '0.00' });
    await expectLedgerWhole(context.app);
  });

  it('decides once when a trader takes and rejects the same coupon at once', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '2000000');
    const coupon = await vipSingle(player, game);
    const [accepted, rejected] = await Promise.all([
      operator('accept', String(coupon.id)),
      operator('reject', String(coupon.id)),
    ]);
    expect([accepted.code, rejected.code].sort()).toEqual([0, 1]);
    const final = await couponOf(player, coupon.id);
    expect(final.status).toBe(accepted.code === 0 ? 'open' : 'rejected');
    expect(await accountOf(player)).toEqual(
      final.status === 'open' ? { money: '500000.00', held: '0.00' } : { money: '2000000.00', held: '0.00' },
    );
    await expectLedgerWhole(context.app);
  });

  it('places a vip bet within the maximum as any coupon', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '2000000');
    const coupon = await vipSingle(player, game, '1000');
    expect(coupon).toMatchObject({ status: 'open', approvalDeadline: null });
    expect(await accountOf(player)).toEqual({ money: '1999000.00', held: '0.00' });
  });

  it('refuses a vip bet where none is offered, staking nothing', async () => {
    const [first, second, third] = [
      await newGame(context.app, sequence, clock),
      await newGame(context.app, sequence, clock),
      await newGame(context.app, sequence, clock),
    ] as [GameSelections, GameSelections, GameSelections];
    const player = await playerWith(context.app, '2000000');
    const refusals = [
      // The English site does not offer vip bets.
      [{ typeId: 0, amount: '1500000', bets: [{ id: first.home, coef: 1.85 }] }, 'en'],
      // Many singles never; nor a system, whose type has no maximum on this site.
      [
        {
          typeId: 9,
          amount: '1500000',
          bets: [
            { id: first.home, coef: 1.85 },
            { id: second.home, coef: 1.85 },
          ],
        },
        'ru',
      ],
      [
        {
          typeId: 2,
          systemValue: 2,
          amount: '1500000',
          bets: [first, second, third].map((game) => ({ id: game.home, coef: 1.85 })),
        },
        'ru',
      ],
    ] as const;
    for (const [body, lang] of refusals) {
      const response = await place(player, { ...body, isVipBet: true }, lang);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ fields: { isVipBet: 'main_bet_error_vip_unavailable' } });
    }
    // Without the vip bet, above the maximum is refused as ever.
    const plain = await place(player, {
      typeId: 0,
      amount: '1500000',
      bets: [{ id: first.home, coef: 1.85 }],
    });
    expect(plain.json()).toMatchObject({ fields: { amount: 'main_bet_error_amount_above_maximum' } });
    expect(await accountOf(player)).toEqual({ money: '2000000.00', held: '0.00' });
  });
});

describe.each(testDatabaseKinds)('vip bets past their deadline on %s', (kind) => {
  const clock = testClock();
  const context = useTestApp(kind, {
    sportsbook: { now: clock.now },
    coupon: {
      now: clock.now,
      placement: { betDelayMs: 0, vipApprovalMs: approvalMs },
      vipExpiryIntervalMs: 100,
    },
  });

  it('are rejected by the module on its own, the stake given back', async () => {
    const sequence = await openLine(context.app, clock);
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '2000000');
    const response = await player.client.post(
      '/coupon-api/place?lang=ru',
      {
        accountId: player.accountId,
        typeId: 0,
        amount: '1500000',
        isVipBet: true,
        bets: [{ id: game.home, coef: 1.85 }],
      },
      { headers: { 'idempotency-key': freshKey() } },
    );
    const couponId = placeCouponResponseSchema.parse(response.json()).successCoupon?.id;
    await passTime(context.app, clock, sequence, approvalMs);
    await expect
      .poll(
        async () => (await player.client.get(`/coupon-api/coupons/${couponId}?lang=en`)).json().coupon.status,
      )
      .toBe('rejected');
    expect(
      (await balanceOf(player.client)).balance.find((account) => account.id === player.accountId),
    ).toMatchObject({
      money: '2000000.00',
      held: '0.00',
    });
    await expectLedgerWhole(context.app);
  });
});
