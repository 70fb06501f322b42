import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsFrom, oddsFromThousandths } from './odds.ts';
import { formatOddsAs, oddsFormatIds, oddsFormatOf } from './odds-format.ts';

describe('odds formats', () => {
  it('reads the ids of decision 6, aliases included', () => {
    expect(oddsFormatOf(0)).toBe('decimal');
    expect(oddsFormatOf(6)).toBe('indonesian');
    expect(oddsFormatOf(14)).toBe('decimal');
    expect(oddsFormatOf(15)).toBe('american');
    expect(oddsFormatOf(16)).toBe('fractional');
    expect(oddsFormatOf(3)).toBeUndefined();
    expect(Object.values(oddsFormatIds)).toEqual([0, 1, 2, 4, 5, 6]);
  });

  it.each([
    ['1.85', ['1.85', '-118', '17/20', '0.85', '0.85', '-1.18']],
    ['2.50', ['2.50', '+150', '3/2', '1.50', '-0.67', '1.50']],
    ['2', ['2.00', '+100', '1/1', '1.00', '1.00', '1.00']],
    ['1.333', ['1.333', '-300', '333/1000', '0.33', '0.33', '-3.00']],
  ])('shows %s in every format', (decimal, expected) => {
    const odds = oddsFrom(decimal);
    const formats = ['decimal', 'american', 'fractional', 'hongKong', 'malay', 'indonesian'] as const;
    expect(formats.map((format) => formatOddsAs(odds, format))).toEqual(expected);
  });

  it('keeps the american sign with the favourite and the fraction exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (thousandths) => {
        const odds = oddsFromThousandths(thousandths);
        expect(formatOddsAs(odds, 'american').startsWith(thousandths >= 2000 ? '+' : '-')).toBe(true);
        const [numerator, denominator] = formatOddsAs(odds, 'fractional').split('/').map(Number);
        expect((numerator! * 1000) / denominator!).toBeCloseTo(thousandths - 1000, 9);
      }),
    );
  });
});
