import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settlementBatchSize } from '../../../src/modules/coupon/coupon-settlement.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import type { Player } from '../payments/payments-helpers.ts';
import type { Sequencer } from '../sportsbook/feed-messages.ts';
import { testProducerId } from '../sportsbook/feed-messages.ts';
import {
  apply,
  expectLedgerWhole,
  type GameSelections,
  moneyOn,
  newGame,
  openLine,
  passTime,
  place,
  playerWith,
  settleResult,
  testClock,
} from './coupon-helpers.ts';

describe.each(testDatabaseKinds)('settling coupons from the feed on %s', (kind) => {
  const clock = testClock();
  const context = useTestApp(kind, {
    sportsbook: { now: clock.now },
    coupon: { now: clock.now, placement: { betDelayMs: 0 } },
  });
  let sequence: Sequencer;

  beforeAll(async () => {
    sequence = await openLine(context.app, clock);
  });

  afterEach(async () => {
    await expectLedgerWhole(context.app);
  });

  const couponOf = async (player: Player, couponId: number) => {
    const response = await player.client.get(`/coupon-api/coupons/${couponId}?lang=en`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().coupon;
  };

  /** Waits until the coupon reads as `check` wants (settlement follows the feed's commit). */
  const couponBecomes = async (
    player: Player,
    couponId: number,
    check: (coupon: { status: string }) => boolean,
  ) => {
    await expect.poll(async () => check(await couponOf(player, couponId)), { timeout: 5_000 }).toBe(true);
    return couponOf(player, couponId);
  };

  const placed = async (player: Player, body: Record<string, unknown>) => {
    const response = await place(player, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().successCoupon.id as number;
  };

  const marketOf = [{ typeId: 1, specifier: '' }];

  /** The provider takes the game's 1X2 result back. */
  const rollBackSettlement = (game: GameSelections) =>
    apply(context.app, {
      type: 'rollback-settlement',
      producerId: testProducerId,
      sequence: sequence.next(),
      timestamp: clock.now(),
      gameId: game.externalId,
      markets: marketOf,
    });

  it('pays a won single once, takes it back on a rollback, and pays the corrected result', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '1000');
    const couponId = await placed(player, {
      typeId: 0,
      amount: '100',
      bets: [{ id: game.home, coef: 1.85 }],
    });
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');

    await apply(context.app, settleResult(sequence, clock, game, '1'));
    const won = await couponBecomes(player, couponId, (coupon) => coupon.status !== 'open');
    expect(won).toMatchObject({ status: 'won', payout: '185.00', legs: [{ statusId: 1 }] });
    expect(await moneyOn(player.client, player.accountId)).toBe('1085.00');

    await rollBackSettlement(game);
    const reopened = await couponBecomes(player, couponId, (coupon) => coupon.status === 'open');
    expect(reopened).toMatchObject({ payout: null, legs: [{ statusId: -1 }] });
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');

    await apply(context.app, settleResult(sequence, clock, game, '2'));
    const lost = await couponBecomes(player, couponId, (coupon) => coupon.status !== 'open');
    expect(lost).toMatchObject({ status: 'lost', payout: '0.00', legs: [{ statusId: 0 }] });
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');
  });

  it('settles an express when its last leg is settled, by the product of its legs', async () => {
    const first = await newGame(context.app, sequence, clock);
    const second = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '1000');
    const couponId = await placed(player, {
      typeId: 1,
      amount: '100',
      bets: [
        { id: first.home, coef: 1.85 },
        { id: second.away, coef: 4.2 },
      ],
    });
    await apply(context.app, settleResult(sequence, clock, first, '1'));
    await expect.poll(async () => (await couponOf(player, couponId)).legs[0].statusId).toBe(1);
    expect(await couponOf(player, couponId)).toMatchObject({ status: 'open', payout: null });
    await apply(context.app, settleResult(sequence, clock, second, '3'));
    const won = await couponBecomes(player, couponId, (coupon) => coupon.status !== 'open');
    // 100 × 1.85 × 4.2.
    expect(won).toMatchObject({ status: 'won', payout: '777.00' });
    expect(await moneyOn(player.client, player.accountId)).toBe('1677.00');
  });

  it('pays a bonus express the bonus of the legs that won, a void leg dropping out, and none where the site offers none', async () => {
    const games: GameSelections[] = [];
    for (let count = 0; count < 4; count += 1) games.push(await newGame(context.app, sequence, clock));
    const player = await playerWith(context.app, '1000');
    const homes = (count: number) => games.slice(0, count).map((game) => ({ id: game.home, coef: 1.85 }));

    const threeResponse = await place(player, { typeId: 1, amount: '100', bets: homes(3) });
    expect(threeResponse.statusCode, threeResponse.body).toBe(200);
    // 100 × 1.85³ × 1.03 = 652.157375: the bonus is in the potential win, rounded once.
    const three = threeResponse.json().successCoupon;
    expect(three).toMatchObject({ bonusCoef: 1.03, potentialWin: '652.16', coef: '6.332' });
    const fourResponse = await place(player, { typeId: 1, amount: '100', bets: homes(4) });
    const four = fourResponse.json().successCoupon;
    // 100 × 1.85⁴ × 1.04 = 1218.20465.
    expect(four).toMatchObject({ bonusCoef: 1.04, potentialWin: '1218.20' });
    // The Spanish site offers no bonus bet (isAvailableCouponBonusBet false): a plain express.
    const plainResponse = await player.client.post(
      '/coupon-api/place?lang=es',
      { accountId: player.accountId, typeId: 1, amount: '100', bets: homes(3) },
      { headers: { 'idempotency-key': 'plain-express' } },
    );
    expect(plainResponse.statusCode, plainResponse.body).toBe(200);
    expect(plainResponse.json().successCoupon).toMatchObject({ bonusCoef: null, potentialWin: '633.16' });
    expect(await moneyOn(player.client, player.accountId)).toBe('700.00');

    for (const game of games.slice(0, 3)) await apply(context.app, settleResult(sequence, clock, game, '1'));
    expect(await couponBecomes(player, three.id, (coupon) => coupon.status !== 'open')).toMatchObject({
      status: 'won',
      payout: '652.16',
    });
    const refund = settleResult(sequence, clock, games[3]!, '1');
    if (refund.type !== 'settlement') throw new Error('a settlement message');
    const [market] = refund.markets;
    const outcomes = market!.outcomes.map((outcome) => ({ ...outcome, voidFactor: 1 as const }));
    await apply(context.app, { ...refund, markets: [{ ...market!, outcomes }] });
    // The void leg drops out of the express and of the bonus: three won, 1.03.
    expect(await couponBecomes(player, four.id, (coupon) => coupon.status !== 'open')).toMatchObject({
      status: 'won',
      payout: '652.16',
      legs: [{ statusId: 1 }, { statusId: 1 }, { statusId: 1 }, { statusId: 2 }],
    });
    // 700 + 652.16 twice + 633.16 for the plain express.
    expect(await moneyOn(player.client, player.accountId)).toBe('2637.48');
  });

  it('pays a winner of a three-way dead heat on a third of its stake (no status says it: a win shared by 3)', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '1000');
    const couponId = await placed(player, { typeId: 0, amount: '90', bets: [{ id: game.home, coef: 1.85 }] });
    const shared = settleResult(sequence, clock, game, '1');
    if (shared.type !== 'settlement') throw new Error('a settlement message');
    const [market] = shared.markets;
    const outcomes = market!.outcomes.map((outcome) =>
      outcome.id === '1' ? { ...outcome, deadHeatFactor: 1 / 3 } : outcome,
    );
    await apply(context.app, { ...shared, markets: [{ ...market!, outcomes }] });
    const settled = await couponBecomes(player, couponId, (coupon) => coupon.status !== 'open');
    // 90 / 3 × 1.85; the other two thirds lost.
    expect(settled).toMatchObject({ status: 'won', payout: '55.50', legs: [{ statusId: 1 }] });
    expect(await moneyOn(player.client, player.accountId)).toBe('965.50');
  });

  it('voids only bets placed within a cancel window, and restores them when the cancel is taken back', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '1000');
    const before = await placed(player, { typeId: 0, amount: '100', bets: [{ id: game.home, coef: 1.85 }] });
    await passTime(context.app, clock, sequence, 60_000);
    const within = await placed(player, { typeId: 0, amount: '100', bets: [{ id: game.draw, coef: 3.4 }] });
    const window = { from: clock.now() - 1_000, to: clock.now() + 1_000 };
    await passTime(context.app, clock, sequence, 60_000);
    await apply(context.app, settleResult(sequence, clock, game, '2'));
    await couponBecomes(player, before, (coupon) => coupon.status === 'lost');
    await couponBecomes(player, within, (coupon) => coupon.status === 'won');
    expect(await moneyOn(player.client, player.accountId)).toBe('1140.00');

    await apply(context.app, {
      type: 'cancel',
      producerId: testProducerId,
      sequence: sequence.next(),
      timestamp: clock.now(),
      gameId: game.externalId,
      markets: marketOf,
      window,
      reason: 'odds-error',
    });
    const returned = await couponBecomes(player, within, (coupon) => coupon.status === 'returned');
    expect(returned).toMatchObject({ payout: '100.00', legs: [{ statusId: 3 }] });
    expect(await couponOf(player, before)).toMatchObject({ status: 'lost', payout: '0.00' });
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');

    await apply(context.app, {
      type: 'rollback-cancel',
      producerId: testProducerId,
      sequence: sequence.next(),
      timestamp: clock.now(),
      gameId: game.externalId,
      markets: marketOf,
      window,
    });
    await couponBecomes(player, within, (coupon) => coupon.status === 'won');
    expect(await couponOf(player, within)).toMatchObject({ payout: '340.00', legs: [{ statusId: 1 }] });
    expect(await moneyOn(player.client, player.accountId)).toBe('1140.00');
  });

  it('pays on a live-scouted result and corrects it when the confirmed one differs', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '1000');
    const couponId = await placed(player, { typeId: 0, amount: '100', bets: [{ id: game.away, coef: 4.2 }] });
    await apply(context.app, settleResult(sequence, clock, game, '3', 'live-scouted'));
    await couponBecomes(player, couponId, (coupon) => coupon.status === 'won');
    expect(await moneyOn(player.client, player.accountId)).toBe('1320.00');
    await apply(context.app, settleResult(sequence, clock, game, '1', 'confirmed'));
    await couponBecomes(player, couponId, (coupon) => coupon.status === 'lost');
    expect(await moneyOn(player.client, player.accountId)).toBe('900.00');
  });

  it('changes nothing when a market event is delivered again or one of another market arrives', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '1000');
    const couponId = await placed(player, { typeId: 0, amount: '100', bets: [{ id: game.draw, coef: 3.4 }] });
    await apply(context.app, settleResult(sequence, clock, game, '2'));
    const settled = await couponBecomes(player, couponId, (coupon) => coupon.status === 'won');
    expect(await moneyOn(player.client, player.accountId)).toBe('1240.00');
    const { marketId } = settled.legs[0] as { marketId: number };
    // The same facts again, as an at-least-once delivery may bring them (each a new event id here).
    for (let round = 0; round < 3; round += 1)
      await context.app.events.transaction(async (_transaction, emit) => {
        await emit({ type: 'market.settlement-confirmed', marketId, gameId: game.gameId });
      });
    await passTime(context.app, clock, sequence, 1_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await couponOf(player, couponId)).toMatchObject({ status: 'won', payout: '340.00' });
    expect(await moneyOn(player.client, player.accountId)).toBe('1240.00');
  });

  it('settles a 2/3 system by the lines that won', async () => {
    const games = [
      await newGame(context.app, sequence, clock, { home: 2000, draw: 3400, away: 3600 }),
      await newGame(context.app, sequence, clock, { home: 3500, draw: 3400, away: 2000 }),
      await newGame(context.app, sequence, clock, { home: 2400, draw: 3400, away: 2800 }),
    ];
    const player = await playerWith(context.app, '1000');
    const couponId = await placed(player, {
      typeId: 2,
      systemValue: 2,
      amount: '300',
      bets: [
        { id: games[0]?.home, coef: 2 },
        { id: games[1]?.home, coef: 3.5 },
        { id: games[2]?.home, coef: 2.4 },
      ],
    });
    const [first, second, third] = games as [GameSelections, GameSelections, GameSelections];
    await apply(context.app, settleResult(sequence, clock, first, '1'));
    await apply(context.app, settleResult(sequence, clock, second, '1'));
    await apply(context.app, settleResult(sequence, clock, third, '3'));
    // BET-TYPES.md Y1: 100 a line, 2.40 lost → 100 × 2.00 × 3.50 = 700.00.
    const settled = await couponBecomes(player, couponId, (coupon) => coupon.status !== 'open');
    expect(settled).toMatchObject({ status: 'won', payout: '700.00', potentialWin: '2020.00' });
    expect(await moneyOn(player.client, player.accountId)).toBe('1400.00');
  });

  it('leaves a correction the balance cannot cover for the operator, and settles the other coupons of the market', async () => {
    const game = await newGame(context.app, sequence, clock);
    const other = await newGame(context.app, sequence, clock);
    const spender = await playerWith(context.app, '1000');
    const loser = await playerWith(context.app, '1000');
    const won = await placed(spender, { typeId: 0, amount: '100', bets: [{ id: game.home, coef: 1.85 }] });
    const lost = await placed(loser, { typeId: 0, amount: '100', bets: [{ id: game.away, coef: 4.2 }] });
    await apply(context.app, settleResult(sequence, clock, game, '1'));
    await couponBecomes(loser, lost, (coupon) => coupon.status === 'lost');
    await couponBecomes(spender, won, (coupon) => coupon.status === 'won');
    // The winnings staked again at once: 85.00 left, less than the 185.00 a rollback would take back.
    await placed(spender, { typeId: 0, amount: '1000', bets: [{ id: other.home, coef: 1.85 }] });

    await rollBackSettlement(game);
    await couponBecomes(loser, lost, (coupon) => coupon.status === 'open');
    expect(await couponOf(spender, won)).toMatchObject({ status: 'won', payout: '185.00' });
    expect(await moneyOn(spender.client, spender.accountId)).toBe('85.00');
  });

  it('settles a market of more coupons than one batch exactly once, one refused coupon holding up none of its batch', async () => {
    const game = await newGame(context.app, sequence, clock);
    const other = await newGame(context.app, sequence, clock);
    const spender = await playerWith(context.app, '1000');
    const crowd = await playerWith(context.app, '100000');
    // The spender's coupon first: the lowest id, in the first batch with the crowd's.
    const spent = await placed(spender, { typeId: 0, amount: '100', bets: [{ id: game.home, coef: 1.85 }] });
    const crowdIds: number[] = [];
    // Many singles of 10 on each of the three outcomes, until the market holds more than one batch.
    while (crowdIds.length < settlementBatchSize + 10) {
      const response = await place(crowd, {
        typeId: 9,
        amount: '10',
        bets: [game.home, game.draw, game.away].map((id, index) => ({ id, coef: [1.85, 3.4, 4.2][index] })),
      });
      expect(response.statusCode, response.body).toBe(200);
      crowdIds.push(...response.json().singlesResultCoupons.map((coupon: { id: number }) => coupon.id));
    }
    const staked = 10 * crowdIds.length;
    const wonCount = crowdIds.length / 3;
    const moneyOf = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
    expect(await moneyOn(crowd.client, crowd.accountId)).toBe(moneyOf((100000 - staked) * 100));

    await apply(context.app, settleResult(sequence, clock, game, '1'));
    for (const couponId of crowdIds)
      await couponBecomes(crowd, couponId, (coupon) => coupon.status !== 'open');
    await couponBecomes(spender, spent, (coupon) => coupon.status === 'won');
    // Each winner paid 18.50 once.
    expect(await moneyOn(crowd.client, crowd.accountId)).toBe(
      moneyOf((100000 - staked) * 100 + wonCount * 1850),
    );
    await placed(spender, { typeId: 0, amount: '1000', bets: [{ id: other.home, coef: 1.85 }] });

    await rollBackSettlement(game);
    for (const couponId of crowdIds)
      await couponBecomes(crowd, couponId, (coupon) => coupon.status === 'open');
    expect(await moneyOn(crowd.client, crowd.accountId)).toBe(moneyOf((100000 - staked) * 100));
    expect(await couponOf(spender, spent)).toMatchObject({ status: 'won', payout: '185.00' });
    expect(await moneyOn(spender.client, spender.accountId)).toBe('85.00');

    // The result again: the crowd paid once more, exactly as the first time.
    await apply(context.app, settleResult(sequence, clock, game, '1'));
    for (const couponId of crowdIds)
      await couponBecomes(crowd, couponId, (coupon) => coupon.status !== 'open');
    expect(await moneyOn(crowd.client, crowd.accountId)).toBe(
      moneyOf((100000 - staked) * 100 + wonCount * 1850),
    );
    expect(await moneyOn(spender.client, spender.accountId)).toBe('85.00');
  });
});
