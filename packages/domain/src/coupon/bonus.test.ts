import { describe, expect, it } from 'vitest';
import { type Odds, oddsFrom } from '../odds.ts';
import { bonusCoefficient, isBonusEligible } from './bonus.ts';
import { couponTypeIds } from './coupon-types.ts';

const bets = (...coefs: string[]) => coefs.map((coef) => ({ coef: oddsFrom(coef), marketKind: 1 }));

describe('bonusCoefficient', () => {
  it.each([
    [1, 1010],
    [3, 1030],
    [9, 1090],
    [10, 1100],
    [12, 1100],
  ])('for %d bets is %d thousandths', (count, thousandths) => {
    expect(bonusCoefficient(count)).toBe(thousandths as Odds);
  });

  it('refuses a count below 1', () => {
    expect(() => bonusCoefficient(0)).toThrow(RangeError);
  });
});

describe('isBonusEligible', () => {
  const express = { siteAllows: true, typeId: couponTypeIds.express };

  it('accepts an express of three bets each at 1.1 or more', () => {
    expect(isBonusEligible({ ...express, bets: bets('1.1', '1.5', '2') })).toBe(true);
  });

  it('refuses two bets, a bet below 1.1, a market of kind 7, another type and a site without bonuses', () => {
    expect(isBonusEligible({ ...express, bets: bets('1.5', '2') })).toBe(false);
    expect(isBonusEligible({ ...express, bets: bets('1.099', '1.5', '2') })).toBe(false);
    expect(
      isBonusEligible({ ...express, bets: [...bets('1.5', '2'), { coef: oddsFrom('3'), marketKind: 7 }] }),
    ).toBe(false);
    expect(isBonusEligible({ ...express, typeId: couponTypeIds.system, bets: bets('1.5', '2', '3') })).toBe(
      false,
    );
    expect(isBonusEligible({ ...express, siteAllows: false, bets: bets('1.5', '2', '3') })).toBe(false);
  });
});
