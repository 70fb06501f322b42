import type { CouponCalculationInput, CouponLeg, ExactCalculation } from './coupon-input.ts';
import { CouponRuleError } from './coupon-rule-error.ts';
import { requireLegCount, requireSystemValue } from './coupon-rules.ts';
import { add, divide, type Fraction, fraction, multiply, one, product, subtract, zero } from './fraction.ts';
import { settledFactors, winFactors } from './leg-factor.ts';
import { combinations, elementarySymmetricSum } from './symmetric-sums.ts';

/** Legs grouped into what every line multiplies (bankers, a lobby) and what lines choose from. */
interface SystemShape {
  readonly fixed: readonly number[];
  readonly choices: readonly (readonly number[])[];
}

/** The return of a k/m system: `stake · Π fixed · e_k(choices)`, each choice the product of its legs. */
function systemCalculation(
  legs: readonly CouponLeg[],
  shape: SystemShape,
  k: number,
  amount: Fraction,
): ExactCalculation {
  const lines = combinations(shape.choices.length, k);
  const stakePerLine = divide(amount, fraction(lines));
  const returnOf = (factors: readonly Fraction[]): Fraction => {
    const fixed = product(shape.fixed.map((index) => factors[index]!));
    const choices = shape.choices.map((element) => product(element.map((index) => factors[index]!)));
    return multiply(multiply(stakePerLine, fixed), elementarySymmetricSum(choices, k));
  };
  const factors = settledFactors(legs);
  return {
    lines,
    stakePerLine,
    totalStake: amount,
    coef: null,
    potentialWin: returnOf(winFactors(legs)),
    settledReturn: factors === undefined ? null : returnOf(factors),
  };
}

/** System k/m with optional bankers: m ≥ 3 non-banker selections, 2 ≤ k < m. */
export function calculateSystem(input: CouponCalculationInput, amount: Fraction): ExactCalculation {
  requireLegCount(input.legs, 3);
  const fixed: number[] = [];
  const choices: number[][] = [];
  input.legs.forEach((leg, index) => {
    if (leg.banker === true) fixed.push(index);
    else choices.push([index]);
  });
  if (choices.length < 3)
    throw new CouponRuleError('bets', 'too_few', 'at least 3 selections besides bankers');
  const k = requireSystemValue(input.systemValue, choices.length);
  return systemCalculation(input.legs, { fixed, choices }, k, amount);
}

/**
 * Multibet: a system whose elements are singles or expresses (legs sharing a `blockId`; a leg
 * without one is a single element of its own), times an optional lobby (the banker legs).
 */
export function calculateMultibet(input: CouponCalculationInput, amount: Fraction): ExactCalculation {
  requireLegCount(input.legs, 3);
  const fixed: number[] = [];
  const lobbyBlocks = new Set<number>();
  const elements = new Map<number, number[]>();
  const singles: number[][] = [];
  input.legs.forEach((leg, index) => {
    if (leg.banker === true) {
      fixed.push(index);
      if (leg.blockId !== undefined) lobbyBlocks.add(leg.blockId);
    } else if (leg.blockId === undefined) {
      singles.push([index]);
    } else {
      elements.set(leg.blockId, [...(elements.get(leg.blockId) ?? []), index]);
    }
  });
  for (const [blockId, indices] of elements) {
    if (lobbyBlocks.has(blockId)) {
      throw new CouponRuleError(`bets.${indices[0]}.blockId`, 'block_mixes_lobby', `block ${blockId}`);
    }
  }
  const choices = [...elements.values(), ...singles];
  if (choices.length < 3)
    throw new CouponRuleError('bets', 'too_few', 'at least 3 elements besides the lobby');
  const k = requireSystemValue(input.systemValue, choices.length);
  return systemCalculation(input.legs, { fixed, choices }, k, amount);
}

/** Full cover: `stake · (Π(1 + f) − 1 − extra(f))` over `lines` equal lines. */
function fullCover(
  input: CouponCalculationInput,
  amount: Fraction,
  lines: bigint,
  excluded: (factors: readonly Fraction[]) => Fraction,
): ExactCalculation {
  const stakePerLine = divide(amount, fraction(lines));
  const returnOf = (factors: readonly Fraction[]): Fraction => {
    const allSizes = subtract(product(factors.map((factor) => add(one, factor))), one);
    return multiply(stakePerLine, subtract(allSizes, excluded(factors)));
  };
  const factors = settledFactors(input.legs);
  return {
    lines,
    stakePerLine,
    totalStake: amount,
    coef: null,
    potentialWin: returnOf(winFactors(input.legs)),
    settledReturn: factors === undefined ? null : returnOf(factors),
  };
}

/** Lucky: every combination of n ≥ 3 selections, singles included: 2^n − 1 lines. */
export function calculateLucky(input: CouponCalculationInput, amount: Fraction): ExactCalculation {
  requireLegCount(input.legs, 3);
  const lines = 2n ** BigInt(input.legs.length) - 1n;
  return fullCover(input, amount, lines, () => zero);
}

/** The most selections of a patent (1xBet family: 3 to 8). */
export const maxPatentLegs = 8;

/** Patent: every accumulator of 2..n of n = 3..8 selections, no singles: 2^n − n − 1 lines. */
export function calculatePatent(input: CouponCalculationInput, amount: Fraction): ExactCalculation {
  requireLegCount(input.legs, 3, maxPatentLegs);
  const n = BigInt(input.legs.length);
  return fullCover(input, amount, 2n ** n - n - 1n, (factors) => factors.reduce(add, zero));
}
