import { divideHalfUp, type ExactDecimal, powerOfTen } from '../exact-decimal.ts';
import type { Odds } from '../odds.ts';

/**
 * An exact rational number `numerator / denominator` (denominator > 0), for the coupon arithmetic:
 * a stake split over C(m,k) lines or an anti-express price E / (E − 1) is not a finite decimal, and
 * BET-TYPES.md allows no rounding before the end. Fractions are not reduced on every step: the
 * coupon sums add terms of one denominator (see `add`), and reducing would only cost time.
 */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

export const zero: Fraction = { numerator: 0n, denominator: 1n };
export const one: Fraction = { numerator: 1n, denominator: 1n };

export function fraction(numerator: bigint, denominator = 1n): Fraction {
  if (denominator === 0n) throw new RangeError('a fraction cannot have a zero denominator');
  return denominator < 0n ? { numerator: -numerator, denominator: -denominator } : { numerator, denominator };
}

export function fractionFromDecimal(decimal: ExactDecimal): Fraction {
  return { numerator: decimal.units, denominator: powerOfTen(decimal.scale) };
}

export function fractionFromOdds(odds: Odds): Fraction {
  return { numerator: BigInt(odds), denominator: 1000n };
}

export function add(left: Fraction, right: Fraction): Fraction {
  if (left.numerator === 0n) return right;
  if (right.numerator === 0n) return left;
  if (left.denominator === right.denominator) {
    return { numerator: left.numerator + right.numerator, denominator: left.denominator };
  }
  return {
    numerator: left.numerator * right.denominator + right.numerator * left.denominator,
    denominator: left.denominator * right.denominator,
  };
}

export function subtract(left: Fraction, right: Fraction): Fraction {
  return add(left, { numerator: -right.numerator, denominator: right.denominator });
}

export function multiply(left: Fraction, right: Fraction): Fraction {
  return { numerator: left.numerator * right.numerator, denominator: left.denominator * right.denominator };
}

export function divide(left: Fraction, right: Fraction): Fraction {
  return reduce(fraction(left.numerator * right.denominator, left.denominator * right.numerator));
}

export function product(factors: readonly Fraction[]): Fraction {
  return factors.reduce(multiply, one);
}

/** Negative, zero or positive as `left` is below, equal to or above `right`. */
export function compare(left: Fraction, right: Fraction): number {
  const difference = left.numerator * right.denominator - right.numerator * left.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export function minimum(left: Fraction, right: Fraction): Fraction {
  return compare(left, right) <= 0 ? left : right;
}

const greatestCommonDivisor = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function reduce(value: Fraction): Fraction {
  const divisor = greatestCommonDivisor(value.numerator, value.denominator);
  return divisor <= 1n
    ? value
    : { numerator: value.numerator / divisor, denominator: value.denominator / divisor };
}

/** The value rounded half-up (halves away from zero) to `scale` decimals: the one rounding of a result. */
export function roundHalfUp(value: Fraction, scale: number): ExactDecimal {
  return { units: divideHalfUp(value.numerator * powerOfTen(scale), value.denominator), scale };
}
