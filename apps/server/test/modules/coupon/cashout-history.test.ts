import { couponHistoryResponseSchema } from '@parlay/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import type { Player } from '../payments/payments-helpers.ts';
import type { Sequencer } from '../sportsbook/feed-messages.ts';
import { oddsChange } from '../sportsbook/feed-messages.ts';
import {
  apply,
  betStop,
  expectLedgerWhole,
  freshKey,
  moneyOn,
  newGame,
  openLine,
  passTime,
  place,
  playerWith,
  settleResult,
  testClock,
} from './coupon-helpers.ts';

describe.each(testDatabaseKinds)('cash-out and the bet history on %s', (kind) => {
  const clock = testClock();
  const context = useTestApp(kind, {
    sportsbook: { now: clock.now },
    coupon: { now: clock.now, placement: { betDelayMs: 0 }, cashout: { marginBasisPoints: 500 } },
  });
  let sequence: Sequencer;

  beforeAll(async () => {
    sequence = await openLine(context.app, clock);
  });

  afterEach(async () => {
    await expectLedgerWhole(context.app);
  });

  const placed = async (player: Player, body: Record<string, unknown>) => {
    const response = await place(player, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().successCoupon.id as number;
  };
  const offerOf = (player: Player, couponId: number) => player.client.get(`/coupon-api/cashout/${couponId}`);
  const cashout = (player: Player, body: Record<string, unknown>, key = freshKey()) =>
    player.client.post('/coupon-api/cashout?lang=en', body, { headers: { 'idempotency-key': key } });

  it('offers the fair value less the margin from current prices, and settles the coupon at it once', async () => {
    const game = await newGame(context.app, sequence, clock, { home: 2000, draw: 3400, away: 3600 });
    const player = await playerWith(context.app, '1000');
    const couponId = await placed(player, { typeId: 0, amount: '100', bets: [{ id: game.home, coef: 2 }] });
    await apply(context.app, oddsChange(sequence, game.externalId, { home: 1600, draw: 3800, away: 4400 }));

    const offer = await offerOf(player, couponId);
    expect(offer.statusCode).toBe(200);
    // 100 × 2.000 / 1.600 × 0.95 = 118.75.
    expect(offer.json()).toEqual({ couponId, amount: '118.75', reason: null });

    const key = freshKey();
    const body = { couponId, amount: '118.75' };
    const answer = await cashout(player, body, key);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().coupon).toMatchObject({ status: 'cashed_out', cashout: '118.75', payout: '118.75' });
    expect((await cashout(player, body, key)).statusCode).toBe(200);
    expect(await moneyOn(player.client, player.accountId)).toBe('1018.75');

    expect((await offerOf(player, couponId)).json()).toMatchObject({ amount: null, reason: 'not_open' });
    const again = await cashout(player, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ couponId: 'main_bet_error_cashout_unavailable' });
    // A result after the cash-out changes nothing.
    await apply(context.app, settleResult(sequence, clock, game, '1'));
    await passTime(context.app, clock, sequence, 1_000);
    expect(await moneyOn(player.client, player.accountId)).toBe('1018.75');
  });

  it('refuses a moved offer under changeCoefAction 0 and 2, takes it under 1', async () => {
    const game = await newGame(context.app, sequence, clock, { home: 2000, draw: 3400, away: 3600 });
    const player = await playerWith(context.app, '1000');
    const couponId = await placed(player, { typeId: 0, amount: '100', bets: [{ id: game.home, coef: 2 }] });
    // At 2.000 now: 100 × 0.95 = 95.00; the player saw 96.00.
    expect((await offerOf(player, couponId)).json().amount).toBe('95.00');
    for (const changeCoefAction of [0, 2]) {
      const refused = await cashout(player, { couponId, amount: '96', changeCoefAction });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'COEFFICIENT_CHANGED',
        fields: { amount: expect.any(String) },
      });
    }
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');
    const taken = await cashout(player, { couponId, amount: '96', changeCoefAction: 1 });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().coupon.cashout).toBe('95.00');
    expect(await moneyOn(player.client, player.accountId)).toBe('995.00');
  });

  it('makes no offer while a market is suspended, for a system, or for a coupon not the player’s', async () => {
    const game = await newGame(context.app, sequence, clock);
    const others = [await newGame(context.app, sequence, clock), await newGame(context.app, sequence, clock)];
    const player = await playerWith(context.app, '1000');
    const single = await placed(player, { typeId: 0, amount: '100', bets: [{ id: game.home, coef: 1.85 }] });
    const system = await placed(player, {
      typeId: 2,
      systemValue: 2,
      amount: '300',
      bets: [game, ...others].map((picked) => ({ id: picked.away, coef: 4.2 })),
    });
    await apply(context.app, betStop(sequence, clock, game));
    expect((await offerOf(player, single)).json()).toMatchObject({
      amount: null,
      reason: 'market_suspended',
    });
    expect((await offerOf(player, system)).json()).toMatchObject({
      amount: null,
      reason: 'not_cashable_type',
    });
    const refused = await cashout(player, { couponId: single, amount: '50', changeCoefAction: 1 });
    expect(refused.statusCode).toBe(409);

    const stranger = await playerWith(context.app, '10');
    expect((await offerOf(stranger, single)).statusCode).toBe(404);
    const foreign = await cashout(stranger, { couponId: single, amount: '50', changeCoefAction: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ couponId: 'main_bet_error_coupon_unknown' });
    expect(await moneyOn(player.client, player.accountId)).toBe('600.00');
  });

  it('lists the player’s coupons newest first, filtered and paged, and shows one only to its owner', async () => {
    const games = [await newGame(context.app, sequence, clock), await newGame(context.app, sequence, clock)];
    const player = await playerWith(context.app, '1000');
    const first = await placed(player, {
      typeId: 0,
      amount: '100',
      bets: [{ id: games[0]?.home, coef: 1.85 }],
    });
    await passTime(context.app, clock, sequence, 60_000);
    const express = await placed(player, {
      typeId: 1,
      amount: '50',
      bets: games.map((picked) => ({ id: picked.draw, coef: 3.4 })),
    });
    await passTime(context.app, clock, sequence, 60_000);
    const last = await placed(player, {
      typeId: 0,
      amount: '20',
      bets: [{ id: games[1]?.home, coef: 1.85 }],
    });
    const game = games[0];
    if (game === undefined) throw new Error('no game');
    await apply(context.app, settleResult(sequence, clock, game, '3'));
    await expect
      .poll(async () => (await player.client.get(`/coupon-api/coupons/${express}`)).json().coupon.status)
      .toBe('lost');

    const history = async (query: string) => {
      const response = await player.client.get(`/coupon-api/history?lang=en${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return couponHistoryResponseSchema.parse(response.json());
    };
    const all = await history('');
    expect(all.totalCount).toBe(3);
    expect(all.coupons.map((coupon) => coupon.id)).toEqual([last, express, first]);
    expect(all.coupons[1]).toMatchObject({
      typeId: 1,
      stake: '50.00',
      status: 'lost',
      payout: '0.00',
      legs: [{ statusId: 0 }, { statusId: -1 }],
    });
    // The express lost with its first leg, its second still to play.
    expect((await history('&status=lost')).coupons.map((coupon) => coupon.id)).toEqual([express, first]);
    expect((await history('&status=open')).coupons.map((coupon) => coupon.id)).toEqual([last]);
    expect((await history('&typeId=1')).coupons.map((coupon) => coupon.id)).toEqual([express]);
    const paged = await history('&pageSize=1&pageNumber=2');
    expect(paged).toMatchObject({ totalCount: 3, coupons: [{ id: express }] });
    const from = new Date(clock.now() - 30_000).toISOString();
    expect(
      (await history(`&dateFrom=${encodeURIComponent(from)}`)).coupons.map((coupon) => coupon.id),
    ).toEqual([last]);
    expect((await player.client.get('/coupon-api/history?status=nope')).statusCode).toBe(400);

    const print = await player.client.get(`/coupon-api/coupons/${first}?lang=ru`);
    expect(print.statusCode).toBe(200);
    expect(print.json().coupon).toMatchObject({ id: first, status: 'lost', payout: '0.00' });
    expect(print.json().coupon.legs[0].gameName).toMatch(/ ru/);
    const stranger = await playerWith(context.app, '10');
    const hidden = await stranger.client.get(`/coupon-api/coupons/${first}`);
    expect(hidden.statusCode).toBe(404);
    expect((await stranger.client.get('/coupon-api/history')).json()).toEqual({ coupons: [], totalCount: 0 });
  });

  it('finds many singles under the type the player placed (9), each a single of its own, apart from plain singles', async () => {
    const games = [await newGame(context.app, sequence, clock), await newGame(context.app, sequence, clock)];
    const player = await playerWith(context.app, '1000');
    const single = await placed(player, {
      typeId: 0,
      amount: '10',
      bets: [{ id: games[0]?.draw, coef: 3.4 }],
    });
    const response = await place(player, {
      typeId: 9,
      amount: '20',
      amountByBetId: { [String(games[1]?.home)]: '30' },
      bets: games.map((game) => ({ id: game.home, coef: 1.85 })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const singles = response.json().singlesResultCoupons as { id: number }[];
    expect(singles).toMatchObject([
      { typeId: 0, placedAsTypeId: 9, stake: '20.00' },
      { typeId: 0, placedAsTypeId: 9, stake: '30.00' },
    ]);
    const ids = async (query: string) => {
      const answer = await player.client.get(`/coupon-api/history?lang=en${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return couponHistoryResponseSchema.parse(answer.json()).coupons.map((coupon) => coupon.id);
    };
    expect(await ids('&typeId=9')).toEqual(singles.map((coupon) => coupon.id).reverse());
    expect(await ids('&typeId=0')).toEqual([single]);
    expect(await ids('')).toHaveLength(3);
  });
});
