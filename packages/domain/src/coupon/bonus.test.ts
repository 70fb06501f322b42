import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp } from '../exact-decimal.ts';
import { type Odds, oddsFrom, oddsFromThousandths } from '../odds.ts';
import { bonusCoefficient, isBonusEligible, settledBonusCoefficient, withExpressBonus } from './bonus.ts';
import { calculateCoupon } from './calculate-coupon.ts';
import { type BetStatusId, couponTypeIds } from './coupon-types.ts';

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

describe('settledBonusCoefficient', () => {
  const legs = (...statusIds: BetStatusId[]) => statusIds.map((statusId) => ({ statusId }));

  it('gives the bonus of the legs that won when every leg won', () => {
    expect(settledBonusCoefficient(legs(1, 1, 1, 1))).toBe(1040);
  });

  it('drops returned legs out, as the express does, and gives none below three winners', () => {
    expect(settledBonusCoefficient(legs(1, 1, 1, 2, 3))).toBe(1030);
    expect(settledBonusCoefficient(legs(1, 1, 3, 1))).toBe(1030);
    expect(settledBonusCoefficient(legs(1, 1, 2))).toBeNull();
  });

  it('gives none for a lost, a half or an unsettled leg, or a dead-heat share', () => {
    for (const other of [0, 4, 5, 6, -1, -2] as BetStatusId[])
      expect(settledBonusCoefficient(legs(1, 1, 1, other))).toBeNull();
    expect(settledBonusCoefficient([...legs(1, 1, 1), { statusId: 1, deadHeatTies: 3 }])).toBeNull();
  });
});

describe('withExpressBonus', () => {
  const odds = fc.integer({ min: 1100, max: 20_000 }).map((thousandths) => oddsFromThousandths(thousandths));

  it('pays 100.00 on 1.5 × 2 × 3 at 1.03 as 927.00', () => {
    const express = {
      typeId: couponTypeIds.express,
      amount: { units: 10_000n, scale: 2 },
      legs: [1500, 2000, 3000].map((coef) => ({ coef: coef as Odds, statusId: 1 as const })),
    };
    const bonus = withExpressBonus(express, bonusCoefficient(3));
    expect(bonus.potentialWin).toEqual({ units: 92_700n, scale: 2 });
    expect(bonus.settledReturn).toEqual({ units: 92_700n, scale: 2 });
    expect(bonus.totalStake).toEqual(calculateCoupon(express).totalStake);
  });

  it('is the stake times every coefficient and the bonus, rounded once, never below the express', () => {
    fc.assert(
      fc.property(
        fc.array(odds, { minLength: 3, maxLength: 12 }),
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        (coefs, units) => {
          const express = {
            typeId: couponTypeIds.express,
            amount: { units, scale: 2 },
            legs: coefs.map((coef) => ({ coef, statusId: 1 as const })),
          };
          const bonus = bonusCoefficient(coefs.length);
          const exact = coefs.reduce((product, coef) => product * BigInt(coef), units * BigInt(bonus));
          const expected = divideHalfUp(exact, 1000n ** BigInt(coefs.length + 1));
          const withBonus = withExpressBonus(express, bonus);
          expect(withBonus.settledReturn).toEqual({ units: expected, scale: 2 });
          const plain = calculateCoupon(express).settledReturn;
          expect(withBonus.settledReturn?.units ?? 0n).toBeGreaterThanOrEqual(plain?.units ?? 0n);
        },
      ),
    );
  });

  it('refuses a type other than express', () => {
    expect(() =>
      withExpressBonus(
        { typeId: couponTypeIds.single, amount: { units: 100n, scale: 2 }, legs: [] },
        bonusCoefficient(3),
      ),
    ).toThrow(RangeError);
  });
});
