import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalFromInput, formatDecimal, parseDecimal } from './exact-decimal.ts';

describe('decimalFromInput', () => {
  it('reads a number as the shortest decimal that prints it, and text as written', () => {
    expect(decimalFromInput(1.85)).toEqual({ units: 185n, scale: 2 });
    expect(decimalFromInput(' 10.50 ')).toEqual({ units: 1050n, scale: 2 });
    expect(decimalFromInput(0.1 + 0.2)).toEqual({ units: 30000000000000004n, scale: 17 });
  });

  it('refuses exponents, infinities and anything but plain digits', () => {
    for (const value of [1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, '1,5', '1e3', '', '.5']) {
      expect(decimalFromInput(value)).toBeUndefined();
    }
  });
});

describe('formatDecimal', () => {
  it('writes exactly the scale: 1250 at 2 is "12.50", 5 at 3 is "0.005", -5 at 2 is "-0.05"', () => {
    expect(formatDecimal({ units: 1250n, scale: 2 })).toBe('12.50');
    expect(formatDecimal({ units: 5n, scale: 3 })).toBe('0.005');
    expect(formatDecimal({ units: -5n, scale: 2 })).toBe('-0.05');
    expect(formatDecimal({ units: 7n, scale: 0 })).toBe('7');
  });

  it('is read back by parseDecimal as the same value', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 20 }), (units, scale) => {
        expect(parseDecimal(formatDecimal({ units, scale }))).toEqual({ units, scale });
      }),
    );
  });
});
