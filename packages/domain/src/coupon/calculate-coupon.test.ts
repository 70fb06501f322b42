import { describe, expect, it } from 'vitest';
import type { ExactDecimal } from '../exact-decimal.ts';
import { type Odds, oddsFrom } from '../odds.ts';
import { calculateCoupon } from './calculate-coupon.ts';
import type { CouponCalculationInput, CouponLeg } from './coupon-input.ts';
import { CouponRuleError } from './coupon-rule-error.ts';
import { type CouponTypeId, couponTypeIds } from './coupon-types.ts';

const money = (text: string): ExactDecimal => {
  const [whole = '0', fraction = ''] = text.split('.');
  return { units: BigInt(`${whole}${fraction}`), scale: fraction.length };
};
const won = (coef: string, extra: Partial<CouponLeg> = {}): CouponLeg => ({
  coef: oddsFrom(coef),
  statusId: 1,
  ...extra,
});
const base = (typeId: CouponTypeId, legs: CouponLeg[], extra: Partial<CouponCalculationInput> = {}) => ({
  typeId,
  amount: money('10'),
  legs,
  ...extra,
});

function refusal(input: CouponCalculationInput): { field: string; code: string } {
  try {
    calculateCoupon(input);
  } catch (error) {
    if (error instanceof CouponRuleError) return { field: error.field, code: error.code };
    throw error;
  }
  throw new Error('the coupon was accepted');
}

const three = [won('1.5'), won('2'), won('2.5')];

describe('calculateCoupon refuses', () => {
  it.each<[string, CouponCalculationInput, { field: string; code: string }]>([
    ['an unknown type', base(12 as CouponTypeId, three), { field: 'typeId', code: 'invalid' }],
    ['a zero amount', base(1, three, { amount: money('0') }), { field: 'amount', code: 'not_positive' }],
    [
      'more decimals than the currency',
      base(1, three, { amount: money('1.005') }),
      { field: 'amount', code: 'too_many_decimals' },
    ],
    ['a single of two legs', base(0, three.slice(0, 2)), { field: 'bets', code: 'too_many' }],
    ['an express of one leg', base(1, three.slice(0, 1)), { field: 'bets', code: 'too_few' }],
    ['no legs', base(9, []), { field: 'bets', code: 'too_few' }],
    [
      '51 legs',
      base(
        9,
        Array.from({ length: 51 }, () => won('2')),
      ),
      { field: 'bets', code: 'too_many' },
    ],
    ['a system without a value', base(2, three), { field: 'systemValue', code: 'required' }],
    [
      'a system value of 3 of 3',
      base(2, three, { systemValue: 3 }),
      { field: 'systemValue', code: 'out_of_range' },
    ],
    [
      'a system value of 1',
      base(2, three, { systemValue: 1 }),
      { field: 'systemValue', code: 'out_of_range' },
    ],
    [
      'a system value of 2.5',
      base(2, [...three, won('3')], { systemValue: 2.5 }),
      { field: 'systemValue', code: 'out_of_range' },
    ],
    [
      'a system of two selections besides a banker',
      base(2, [won('1.5', { banker: true }), won('2'), won('3')], { systemValue: 2 }),
      { field: 'bets', code: 'too_few' },
    ],
    [
      'a banker in an express',
      base(1, [won('1.5'), won('2', { banker: true })]),
      { field: 'bets.1.banker', code: 'banker_not_allowed' },
    ],
    [
      'a multibet element sharing the lobby block',
      base(4, [won('1.5', { banker: true, blockId: 0 }), won('2', { blockId: 0 }), ...three], {
        systemValue: 2,
      }),
      { field: 'bets.1.blockId', code: 'block_mixes_lobby' },
    ],
    [
      'a conditional leg without a block',
      base(5, [won('1.5', { blockId: 0 }), won('2')]),
      { field: 'bets.1.blockId', code: 'required' },
    ],
    [
      'a conditional of one block',
      base(5, [won('1.5', { blockId: 0 }), won('2', { blockId: 0 })]),
      { field: 'bets', code: 'too_few' },
    ],
    [
      'a conditional block amount above the block maximum',
      base(5, [won('1.5', { blockId: 0 }), won('2', { blockId: 1 })], {
        amountByBlockId: { 1: money('15.01') },
      }),
      { field: 'amountByBlockId.1', code: 'above_block_maximum' },
    ],
    [
      'an amount for a block the coupon does not have',
      base(5, [won('1.5', { blockId: 0 }), won('2', { blockId: 1 })], { amountByBlockId: { 4: money('1') } }),
      { field: 'amountByBlockId.4', code: 'unknown_block' },
    ],
    [
      'a patent of nine',
      base(
        8,
        Array.from({ length: 9 }, () => won('2')),
      ),
      { field: 'bets', code: 'too_many' },
    ],
    [
      'a negative own amount',
      base(9, [won('2', { amount: money('-1') })]),
      { field: 'bets.0.amount', code: 'not_positive' },
    ],
    [
      'odds below 1.001',
      base(0, [{ coef: 1000 as Odds, statusId: 1 }]),
      { field: 'bets.0.coef', code: 'invalid' },
    ],
    [
      'an anti-express with thirteen half results',
      base(
        6,
        Array.from({ length: 13 }, () => ({ coef: oddsFrom('1.9'), statusId: 4 as const })),
      ),
      { field: 'bets', code: 'too_many_half_results' },
    ],
  ])('%s', (_title, input, expected) => {
    expect(refusal(input)).toEqual(expected);
  });
});

describe('calculateCoupon', () => {
  it('answers a system of 20 from 40 exactly, counting 137,846,528,820 lines without listing them', () => {
    const legs = Array.from({ length: 40 }, (_, index) => won(`${1 + (index + 1) / 20}`));
    const result = calculateCoupon(
      base(couponTypeIds.system, legs, { amount: money('1000000'), systemValue: 20 }),
    );
    expect(result.lines).toBe(137_846_528_820);
    expect(result.settledReturn).toEqual(result.potentialWin);
    expect(result.potentialWin.units).toBeGreaterThan(100_000_000n);
  });

  it('pays a win shared in a dead heat on its share of the stake: single, express and anti-express', () => {
    const sharedBy = (ties: number, coef: string) => won(coef, { deadHeatTies: ties });
    // 90 / 3 × 5.00.
    const single = calculateCoupon(base(couponTypeIds.single, [sharedBy(3, '5')], { amount: money('90') }));
    expect(single.settledReturn).toEqual({ units: 15000n, scale: 2 });
    // 10 × 2.00 × 6.00 / 4; ties of 2 are status 6 and the same money.
    const express = (last: CouponLeg) =>
      calculateCoupon(base(couponTypeIds.express, [won('2'), last])).settledReturn;
    expect(express(sharedBy(4, '6'))).toEqual({ units: 3000n, scale: 2 });
    expect(express(sharedBy(2, '6'))).toEqual(express({ coef: oddsFrom('6'), statusId: 6 }));
    // An anti-express whose only other leg lost: the shared winner's stake pays A on all of it.
    const legs = [{ coef: oddsFrom('1.5'), statusId: 0 as const }, sharedBy(3, '3')];
    const anti = calculateCoupon(base(couponTypeIds.antiExpress, legs, { amount: money('100') }));
    expect(anti.settledReturn).toEqual(anti.potentialWin);
    expect(() => calculateCoupon(base(couponTypeIds.single, [sharedBy(0, '2')]))).toThrow(RangeError);
  });

  it('rounds money to the currency: a stake of 1 over 3 lines is 0.33 each, in a 0-decimal currency 0', () => {
    const input = base(couponTypeIds.system, three, { amount: money('1'), systemValue: 2 });
    expect(calculateCoupon(input).stakePerLine).toEqual({ units: 33n, scale: 2 });
    expect(calculateCoupon({ ...input, moneyScale: 0 }).stakePerLine).toEqual({ units: 0n, scale: 0 });
  });

  it('pays an anti-express under a quote on the margin carried over to the legs left after a void', () => {
    const legs: CouponLeg[] = [
      { coef: oddsFrom('1.25'), statusId: 0 },
      { coef: oddsFrom('1.65'), statusId: 1 },
      { coef: oddsFrom('1.85'), statusId: 2 },
    ];
    // Fair 1.941176… on the two legs left, times 1.17 / 1.355156… (the quote over the fair price of all three).
    const result = calculateCoupon(
      base(couponTypeIds.antiExpress, legs, { amount: money('100'), antiExpressCoef: oddsFrom('1.17') }),
    );
    expect(result.settledReturn).toEqual({ units: 16759n, scale: 2 });
  });

  it('settles an anti-express half result as two half stakes: half lost pays A, half won pays nothing', () => {
    const legs: CouponLeg[] = [
      { coef: oddsFrom('2'), statusId: 6 },
      { coef: oddsFrom('2'), statusId: 1 },
    ];
    // A = 4/3; the lost half pays 50 × 4/3 = 66.67.
    expect(
      calculateCoupon(base(couponTypeIds.antiExpress, legs, { amount: money('100') })).settledReturn,
    ).toEqual({
      units: 6667n,
      scale: 2,
    });
  });
});
