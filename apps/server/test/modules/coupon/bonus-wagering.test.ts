import { bonusGrantsResponseSchema, placeCouponResponseSchema } from '@parlay/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import {
  balanceOf,
  depositPaid,
  newPlayer,
  type Player,
  paymentsEnv,
  waitFor,
} from '../payments/payments-helpers.ts';
import { type Sequencer, testProducerId } from '../sportsbook/feed-messages.ts';
import {
  apply,
  expectLedgerWhole,
  newGame,
  openLine,
  place,
  settleResult,
  testClock,
} from './coupon-helpers.ts';

async function firstBonusOf(player: Player) {
  const grants = await waitFor(
    async () => {
      const response = await player.client.get('/web-api/user/bonuses');
      return bonusGrantsResponseSchema.parse(response.json()).bonuses;
    },
    (found) => found.length > 0,
  );
  return grants[0];
}

describe.each(testDatabaseKinds)('bets from a bonus account on %s', (kind) => {
  const clock = testClock();
  const context = useTestApp(kind, {
    env: paymentsEnv,
    sportsbook: { now: clock.now },
    coupon: { now: clock.now, placement: { betDelayMs: 0 } },
  });
  let sequence: Sequencer;

  beforeAll(async () => {
    sequence = await openLine(context.app, clock);
  });

  it('count towards the bonus’s wagering once they are settled won or lost, a returned one not', async () => {
    const [lost, won, voided] = [
      await newGame(context.app, sequence, clock),
      await newGame(context.app, sequence, clock),
      await newGame(context.app, sequence, clock),
    ];
    const player = await newPlayer(context.app, { bonus_choice: 1 });
    await depositPaid(player, '1000');
    expect(await firstBonusOf(player)).toMatchObject({ wagered: '0.00', wageringRequired: '5000.00' });
    const bonusAccount = (await balanceOf(player.client)).all_accounts.find((account) => account.type === 4);
    if (bonusAccount === undefined || lost === undefined || won === undefined || voided === undefined)
      throw new Error('no bonus account');
    const single = async (selectionId: number, amount: string) => {
      const response = await place(player, {
        accountId: bonusAccount.id,
        typeId: 0,
        amount,
        bets: [{ id: selectionId, coef: 1.85 }],
      });
      expect(response.statusCode, response.body).toBe(200);
      return placeCouponResponseSchema.parse(response.json()).successCoupon?.id;
    };
    await single(lost.home, '300');
    await single(won.home, '200');
    await single(voided.home, '100');

    await apply(context.app, settleResult(sequence, clock, lost, '2'));
    await apply(context.app, settleResult(sequence, clock, won, '1'));
    const counted = await waitFor(
      () => firstBonusOf(player),
      (grant) => grant?.wagered === '500.00',
    );
    expect(counted).toMatchObject({ wagered: '500.00', wageringRemaining: '4500.00', status: 'active' });

    // A settlement repeated (a correction to the same result) counts nothing twice.
    await apply(context.app, settleResult(sequence, clock, won, '1'));
    await apply(context.app, {
      type: 'settlement',
      producerId: testProducerId,
      sequence: sequence.next(),
      timestamp: clock.now(),
      gameId: voided.externalId,
      certainty: 'confirmed',
      markets: [
        {
          typeId: 1,
          specifier: '',
          outcomes: (['1', '2', '3'] as const).map((id) => ({
            id,
            result: 'lost' as const,
            voidFactor: 1 as const,
            deadHeatFactor: 1,
          })),
        },
      ],
    });
    await expect
      .poll(async () => (await balanceOf(player.client)).all_accounts.find((a) => a.type === 4)?.money)
      .toBe('870.00');
    expect(await firstBonusOf(player)).toMatchObject({ wagered: '500.00' });
    await expectLedgerWhole(context.app);
  });

  it('are refused from a casino bonus, which is wagered in the casino; nothing is staked', async () => {
    const game = await newGame(context.app, sequence, clock);
    const player = await newPlayer(context.app, { bonus_choice: 2 });
    await depositPaid(player, '1000');
    expect(await firstBonusOf(player)).toMatchObject({ kind: 'casino' });
    const bonusAccount = (await balanceOf(player.client)).all_accounts.find((account) => account.type === 4);
    const response = await place(player, {
      accountId: bonusAccount?.id,
      typeId: 0,
      amount: '100',
      bets: [{ id: game.home, coef: 1.85 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { accountId: 'main_bet_error_bonus_account_not_for_bets' },
    });
    expect((await balanceOf(player.client)).all_accounts.find((account) => account.type === 4)?.money).toBe(
      bonusAccount?.money,
    );
  });
});
