import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, type Fraction, fraction, multiply, one, product, subtract, zero } from './fraction.ts';
import { combinations, elementarySymmetricSum } from './symmetric-sums.ts';

const values = fc.array(
  fc.integer({ min: 0, max: 10_000 }).map((numerator) => fraction(BigInt(numerator), 2000n)),
  { maxLength: 12 },
);
const equal = (left: Fraction, right: Fraction) => compare(left, right) === 0;

describe('elementarySymmetricSum', () => {
  it('sums over sizes 1..n to Π(1 + x) − 1 and over 2..n to that minus Σx (the lucky and patent forms)', () => {
    fc.assert(
      fc.property(values, (xs) => {
        const sizes = (from: number) =>
          Array.from({ length: xs.length - from + 1 }, (_, index) =>
            elementarySymmetricSum(xs, from + index),
          );
        const allSizes = subtract(product(xs.map((x) => add(one, x))), one);
        expect(equal(sizes(1).reduce(add, zero), allSizes)).toBe(true);
        expect(equal(sizes(2).reduce(add, zero), subtract(allSizes, xs.reduce(add, zero)))).toBe(true);
      }),
    );
  });

  it('is 1 for k = 0, the product for k = n and 0 beyond', () => {
    fc.assert(
      fc.property(values, (xs) => {
        expect(equal(elementarySymmetricSum(xs, 0), one)).toBe(true);
        expect(equal(elementarySymmetricSum(xs, xs.length), product(xs))).toBe(true);
        expect(equal(elementarySymmetricSum(xs, xs.length + 1), zero)).toBe(true);
      }),
    );
  });

  it('counts the lines: e_k of n ones is C(n, k)', () => {
    const ones = Array.from({ length: 40 }, () => one);
    expect(combinations(40, 20)).toBe(137_846_528_820n);
    expect(equal(elementarySymmetricSum(ones, 20), fraction(137_846_528_820n))).toBe(true);
    expect(equal(multiply(elementarySymmetricSum(ones, 3), one), fraction(combinations(40, 3)))).toBe(true);
  });
});
