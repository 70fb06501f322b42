import type { CouponCalculationInput, ExactCalculation } from './coupon-input.ts';
import { requireLegCount, requireMoneyAmount } from './coupon-rules.ts';
import { add, compare, type Fraction, fractionFromDecimal, multiply, zero } from './fraction.ts';
import { settledFactors, winFactors } from './leg-factor.ts';

const sum = (values: readonly Fraction[]): Fraction => values.reduce(add, zero);

/**
 * Many singles: each leg its own single staking `a`, or its own amount (`amountByBetId`). The
 * coupon's settled return is known once every single has settled.
 */
export function calculateManySingles(
  input: CouponCalculationInput,
  amount: Fraction,
  moneyScale: number,
): ExactCalculation {
  requireLegCount(input.legs, 1);
  const stakes = input.legs.map((leg, index) => {
    if (leg.amount === undefined) return amount;
    requireMoneyAmount(`bets.${index}.amount`, leg.amount, moneyScale);
    return fractionFromDecimal(leg.amount);
  });
  const returnOf = (factors: readonly Fraction[]): Fraction =>
    sum(factors.map((factor, index) => multiply(stakes[index]!, factor)));
  const factors = settledFactors(input.legs);
  return {
    lines: BigInt(input.legs.length),
    stakePerLine: stakes.every((stake) => compare(stake, amount) === 0) ? amount : null,
    totalStake: sum(stakes),
    coef: null,
    potentialWin: returnOf(winFactors(input.legs)),
    settledReturn: factors === undefined ? null : returnOf(factors),
  };
}
