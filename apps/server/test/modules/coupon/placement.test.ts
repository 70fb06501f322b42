import { placeCouponResponseSchema } from '@parlay/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { authClient } from '../identity/auth-client.ts';
import type { Sequencer } from '../sportsbook/feed-messages.ts';
import { oddsChange } from '../sportsbook/feed-messages.ts';
import {
  apply,
  betStop,
  expectLedgerWhole,
  freshKey,
  type GameSelections,
  moneyOn,
  newGame,
  openLine,
  place,
  playerWith,
  testClock,
} from './coupon-helpers.ts';

const betDelayMs = 300;

describe.each(testDatabaseKinds)('placing a coupon on %s', (kind) => {
  const clock = testClock();
  const context = useTestApp(kind, {
    sportsbook: { now: clock.now },
    coupon: { now: clock.now, placement: { betDelayMs, maxBets: 8 } },
    // As the wallet's race test: 200 requests at once want more than the tests' usual 4 connections.
    env: { DATABASE_POOL_MAX: '16' },
  });
  let sequence: Sequencer;
  let games: GameSelections[];

  beforeAll(async () => {
    sequence = await openLine(context.app, clock);
    games = [];
    for (let index = 0; index < 4; index += 1) games.push(await newGame(context.app, sequence, clock));
  });

  afterEach(async () => {
    await expectLedgerWhole(context.app);
  });

  const game = (index: number) => games[index] as GameSelections;

  it('answers 401 to an anonymous player and stakes nothing', async () => {
    const response = await authClient(context.app).post(
      '/coupon-api/place',
      { typeId: 0, accountId: 1, amount: '100', bets: [{ id: game(0).home, coef: 1.85 }] },
      { headers: { 'idempotency-key': freshKey() } },
    );
    expect(response.statusCode).toBe(401);
  });

  it('places a single: the stake leaves the account once, the coupon comes back with its leg', async () => {
    const player = await playerWith(context.app, '1000');
    const body = { typeId: 0, amount: '100', bets: [{ id: game(0).home, coef: 1.85 }] };
    const key = freshKey();
    const response = await place(player, body, key);
    expect(response.statusCode, response.body).toBe(200);
    const answer = placeCouponResponseSchema.parse(response.json());
    expect(answer.singlesResultCoupons).toEqual([]);
    expect(answer.successCoupon).toMatchObject({
      typeId: 0,
      amount: '100.00',
      stake: '100.00',
      coef: '1.850',
      potentialWin: '185.00',
      status: 'open',
      payout: null,
      changeCoefAction: 2,
      legs: [
        { selectionId: game(0).home, coef: 1.85, statusId: -1, gameName: expect.stringMatching(/^Home/) },
      ],
    });
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');

    const again = await place(player, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().successCoupon.id).toBe(answer.successCoupon?.id);
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');

    const otherBody = await place(player, { ...body, amount: '200' }, key);
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');
  });

  it('places an express, a 2/3 system and many singles by their arithmetic', async () => {
    const player = await playerWith(context.app, '5000');
    const express = await place(player, {
      typeId: 1,
      amount: '100',
      bets: [
        { id: game(0).home, coef: 1.85 },
        { id: game(1).draw, coef: 3.4 },
      ],
    });
    expect(express.statusCode, express.body).toBe(200);
    expect(express.json().successCoupon).toMatchObject({
      coef: '6.290',
      potentialWin: '629.00',
      stake: '100.00',
    });

    const system = await place(player, {
      typeId: 2,
      systemValue: 2,
      amount: '300',
      bets: [
        { id: game(0).home, coef: 1.85 },
        { id: game(1).home, coef: 1.85 },
        { id: game(2).away, coef: 4.2 },
      ],
    });
    expect(system.statusCode, system.body).toBe(200);
    // 100 a line: 1.85 × 1.85 + 1.85 × 4.2 × 2 = 3.4225 + 15.54.
    expect(system.json().successCoupon).toMatchObject({
      stake: '300.00',
      potentialWin: '1896.25',
      systemValue: 2,
    });

    const singles = await place(player, {
      typeId: 9,
      amount: '50',
      amountByBetId: { [String(game(3).away)]: '70' },
      bets: [
        { id: game(3).home, coef: 1.85 },
        { id: game(3).away, coef: 4.2 },
      ],
    });
    expect(singles.statusCode, singles.body).toBe(200);
    const answer = placeCouponResponseSchema.parse(singles.json());
    expect(answer.successCoupon).toBeNull();
    expect(
      answer.singlesResultCoupons.map((coupon) => [coupon.typeId, coupon.stake, coupon.potentialWin]),
    ).toEqual([
      [0, '50.00', '92.50'],
      [0, '70.00', '294.00'],
    ]);
    expect(await moneyOn(player.client, player.accountId)).toBe(`${String(5000 - 100 - 300 - 120)}.00`);
  });

  it.each([
    [
      'an unknown selection',
      { typeId: 0, amount: '100', bets: [{ id: 987_654_321, coef: 1.85 }] },
      400,
      'bets.0.id',
    ],
    [
      'the same selection twice',
      {
        typeId: 1,
        amount: '100',
        bets: [
          { id: 'home0', coef: 1.85 },
          { id: 'home0', coef: 1.85 },
        ],
      },
      400,
      'bets.1.id',
    ],
    [
      'two outcomes of one game in an express',
      {
        typeId: 1,
        amount: '100',
        bets: [
          { id: 'home0', coef: 1.85 },
          { id: 'over0', coef: 1.9 },
        ],
      },
      400,
      'bets.1.id',
    ],
    [
      'an amount off the step',
      { typeId: 0, amount: '10.005', bets: [{ id: 'home0', coef: 1.85 }] },
      400,
      'amount',
    ],
    [
      'an amount below the minimum',
      { typeId: 0, amount: '1', bets: [{ id: 'home0', coef: 1.85 }] },
      400,
      'amount',
    ],
    [
      'an amount above the maximum',
      { typeId: 0, amount: '1000001', bets: [{ id: 'home0', coef: 1.85 }] },
      400,
      'amount',
    ],
    [
      'a system value out of range',
      {
        typeId: 2,
        systemValue: 3,
        amount: '300',
        bets: [
          { id: 'home0', coef: 1.85 },
          { id: 'home1', coef: 1.85 },
          { id: 'home2', coef: 1.85 },
        ],
      },
      400,
      'systemValue',
    ],
    ['an express of one bet', { typeId: 1, amount: '100', bets: [{ id: 'home0', coef: 1.85 }] }, 400, 'bets'],
    [
      'more than the amount',
      { typeId: 0, amount: '5000', bets: [{ id: 'home0', coef: 1.85 }] },
      400,
      'amount',
    ],
  ] as const)('refuses %s, naming the field, and stakes nothing', async (_case, template, status, field) => {
    const player = await playerWith(context.app, '1000');
    const selection = (name: string | number) => {
      if (typeof name === 'number') return name;
      const match = /^(home|over)(\d)$/.exec(name);
      const picked = game(Number(match?.[2]));
      return match?.[1] === 'over' ? picked.over : picked.home;
    };
    const body = { ...template, bets: template.bets.map((bet) => ({ ...bet, id: selection(bet.id) })) };
    const response = await place(player, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(Object.keys(response.json().fields ?? {})).toContain(field);
    expect(await moneyOn(player.client, player.accountId)).toBe('1000.00');
  });

  it('refuses too many bets', async () => {
    const player = await playerWith(context.app, '1000');
    const bets = games.flatMap((picked) => [picked.home, picked.over]).concat(game(0).draw);
    const response = await place(player, {
      typeId: 9,
      amount: '20',
      bets: bets.map((id) => ({ id, coef: 1.85 })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ bets: 'main_bet_error_too_many_bets' });
  });

  it("refuses another player's account as unknown", async () => {
    const owner = await playerWith(context.app, '1000');
    const other = await playerWith(context.app, '1000');
    const response = await other.client.post(
      '/coupon-api/place',
      { typeId: 0, accountId: owner.accountId, amount: '100', bets: [{ id: game(0).home, coef: 1.85 }] },
      { headers: { 'idempotency-key': freshKey() } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ accountId: 'main_bet_error_account_unknown' });
    expect(await moneyOn(owner.client, owner.accountId)).toBe('1000.00');
  });

  it('takes a moved price as changeCoefAction says, answering the new prices when it may not', async () => {
    const picked = await newGame(context.app, sequence, clock, { home: 2000, draw: 3400, away: 3600 });
    await apply(context.app, oddsChange(sequence, picked.externalId, { home: 1900, draw: 3400, away: 3800 }));
    const player = await playerWith(context.app, '1000');
    const single = (id: number, coef: number, changeCoefAction: number) =>
      place(player, { typeId: 0, amount: '100', changeCoefAction, bets: [{ id, coef }] });

    const down = await single(picked.home, 2, 2);
    expect(down.statusCode).toBe(409);
    expect(down.json()).toMatchObject({
      code: 'COEFFICIENT_CHANGED',
      fields: { 'bets.0.coef': 'main_bet_error_coef_changed' },
      changedBets: [{ id: picked.home, coef: 1.9, bettable: true }],
    });
    expect((await single(picked.away, 3.6, 0)).statusCode).toBe(409);
    expect(await moneyOn(player.client, player.accountId)).toBe('1000.00');

    const up = await single(picked.away, 3.6, 2);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().successCoupon.legs[0].coef).toBe(3.8);
    const any = await single(picked.home, 2, 1);
    expect(any.statusCode).toBe(200);
    expect(any.json().successCoupon).toMatchObject({ coef: '1.900', potentialWin: '190.00' });
    expect(await moneyOn(player.client, player.accountId)).toBe('800.00');
  });

  it('refuses a suspended selection', async () => {
    const picked = await newGame(context.app, sequence, clock);
    await apply(context.app, betStop(sequence, clock, picked));
    const player = await playerWith(context.app, '1000');
    const response = await place(player, {
      typeId: 0,
      amount: '100',
      bets: [{ id: picked.home, coef: 1.85 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SELECTION_UNAVAILABLE',
      fields: { 'bets.0.id': 'main_bet_error_selection_unavailable' },
    });
    expect(await moneyOn(player.client, player.accountId)).toBe('1000.00');
  });

  it('holds a live bet for the bet delay and refuses it when a bet stop comes meanwhile', async () => {
    const picked = await newGame(context.app, sequence, clock);
    const live = {
      status: 2 as const,
      score: { home: 0, away: 0 },
      periodScores: [{ home: 0, away: 0 }],
      period: 1,
      clock: { seconds: 60, running: true, rate: 1, at: clock.now() },
    };
    await apply(
      context.app,
      oddsChange(sequence, picked.externalId, { home: 1850, draw: 3400, away: 4200 }, { gameState: live }),
    );
    const player = await playerWith(context.app, '1000');
    const started = Date.now();
    const accepted = await place(player, {
      typeId: 0,
      amount: '100',
      bets: [{ id: picked.home, coef: 1.85 }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(betDelayMs);
    expect(accepted.json().successCoupon).toMatchObject({ isLive: true, legs: [{ isLive: true }] });

    const pending = place(player, { typeId: 0, amount: '100', bets: [{ id: picked.draw, coef: 3.4 }] });
    await new Promise((resolve) => setTimeout(resolve, betDelayMs / 3));
    await apply(context.app, betStop(sequence, clock, picked));
    const refused = await pending;
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SELECTION_UNAVAILABLE' });
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');
  });

  it('drops a live bet whose game scores during the bet delay when the player asked so, and takes it otherwise', async () => {
    const picked = await newGame(context.app, sequence, clock);
    const prices = { home: 1850, draw: 3400, away: 4200 };
    const live = (home: number) => ({
      status: 2 as const,
      score: { home, away: 0 },
      periodScores: [{ home, away: 0 }],
      period: 1,
      clock: { seconds: 60, running: true, rate: 1, at: clock.now() },
    });
    await apply(context.app, oddsChange(sequence, picked.externalId, prices, { gameState: live(0) }));
    const player = await playerWith(context.app, '1000');
    const bet = { typeId: 0, amount: '100', bets: [{ id: picked.home, coef: 1.85 }] };
    const dropping = place(player, { ...bet, isDropOnScoreChange: true });
    const keeping = place(player, bet);
    await new Promise((resolve) => setTimeout(resolve, betDelayMs / 3));
    // A goal, the prices as they were.
    await apply(context.app, oddsChange(sequence, picked.externalId, prices, { gameState: live(1) }));
    const dropped = await dropping;
    expect(dropped.statusCode, dropped.body).toBe(409);
    expect(dropped.json()).toMatchObject({
      code: 'SELECTION_UNAVAILABLE',
      fields: { 'bets.0.id': 'main_bet_error_score_changed' },
    });
    expect((await keeping).statusCode).toBe(200);
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');
  });

  it('stakes once for the same key sent twice at once', async () => {
    const player = await playerWith(context.app, '1000');
    const body = { typeId: 0, amount: '100', bets: [{ id: game(1).away, coef: 4.2 }] };
    const key = freshKey();
    const answers = await Promise.all([place(player, body, key), place(player, body, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.json().successCoupon.id)).size).toBe(1);
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');
  });

  it('takes exactly the affordable number of 200 placements made at once against one balance', async () => {
    const player = await playerWith(context.app, '1230');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        place(player, { typeId: 0, amount: '10', bets: [{ id: game(2).home, coef: 1.85 }] }),
      ),
    );
    const outcomes = new Map<string, number>();
    for (const answer of answers) {
      const outcome = answer.statusCode === 200 ? '200' : `${answer.statusCode} ${answer.json().code}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(Object.fromEntries(outcomes)).toEqual({ '200': 123, '400 INSUFFICIENT_FUNDS': 77 });
    expect(await moneyOn(player.client, player.accountId)).toBe('0.00');
  });
});
