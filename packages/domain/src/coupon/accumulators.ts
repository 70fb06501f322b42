import type { CouponCalculationInput, ExactCalculation } from './coupon-input.ts';
import { requireLegCount } from './coupon-rules.ts';
import { type Fraction, multiply, product } from './fraction.ts';
import { settledFactors, winFactors } from './leg-factor.ts';

/** A single or an express: one line of all legs, returning `a · Π f` (a void leg drops out). */
function accumulator(input: CouponCalculationInput, amount: Fraction): ExactCalculation {
  const coef = product(winFactors(input.legs));
  const factors = settledFactors(input.legs);
  return {
    lines: 1n,
    stakePerLine: amount,
    totalStake: amount,
    coef,
    potentialWin: multiply(amount, coef),
    settledReturn: factors === undefined ? null : multiply(amount, product(factors)),
  };
}

export function calculateSingle(input: CouponCalculationInput, amount: Fraction): ExactCalculation {
  requireLegCount(input.legs, 1, 1);
  return accumulator(input, amount);
}

export function calculateExpress(input: CouponCalculationInput, amount: Fraction): ExactCalculation {
  requireLegCount(input.legs, 2);
  return accumulator(input, amount);
}
