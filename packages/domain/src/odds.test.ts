import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, isOdds, minimumOdds, oddsFrom, oddsFromThousandths } from './odds.ts';

const thousandths = fc.integer({ min: 1001, max: Number.MAX_SAFE_INTEGER });

describe('odds', () => {
  it('reads decimal odds exactly, as text or as a number', () => {
    expect(oddsFrom('1.85')).toBe(1850);
    expect(oddsFrom(1.85)).toBe(1850);
    expect(oddsFrom('2')).toBe(2000);
    expect(oddsFrom(1.001)).toBe(minimumOdds);
    expect(oddsFrom('1000.125')).toBe(1_000_125);
  });

  it('refuses odds below 1.001, beyond three decimals, or not written as plain decimals', () => {
    for (const value of [
      '1',
      '1.000',
      '0.5',
      '-2',
      '1.0005',
      '1.85 ',
      '1,85',
      '1e3',
      '',
      'abc',
      1,
      1.0005,
      1e21,
    ]) {
      expect(() => oddsFrom(value), String(value)).toThrow(RangeError);
    }
    expect(() => oddsFrom(Number.NaN)).toThrow(RangeError);
    expect(() => oddsFrom(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('takes stored thousandths only as an integer of at least 1001', () => {
    expect(oddsFromThousandths(1001)).toBe(1001);
    for (const value of [1000, 1850.5, -1850, 2 ** 53]) {
      expect(() => oddsFromThousandths(value), String(value)).toThrow(RangeError);
    }
    expect(isOdds(1850)).toBe(true);
    expect(isOdds(1000)).toBe(false);
    expect(isOdds('1850')).toBe(false);
  });

  it('formats with two or three decimals', () => {
    expect(formatOdds(oddsFrom('1.85'))).toBe('1.85');
    expect(formatOdds(oddsFrom('2'))).toBe('2.00');
    expect(formatOdds(oddsFrom('1.125'))).toBe('1.125');
    expect(formatOdds(oddsFrom('1.001'))).toBe('1.001');
  });

  it('reads back what it formats, for all odds', () => {
    fc.assert(
      fc.property(thousandths, (value) => {
        const odds = oddsFromThousandths(value);
        expect(oddsFrom(formatOdds(odds))).toBe(odds);
      }),
    );
  });

  it('reads a number as the decimal it prints as', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000_000 }), (value) => {
        expect(oddsFrom(value / 1000)).toBe(value);
      }),
    );
  });
});
