import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsFrom, oddsFromThousandths } from './odds.ts';
import { formatOddsAs, oddsFormatIds, oddsFormatOf, parseOddsAs } from './odds-format.ts';

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

describe('reading odds in a format', () => {
  const formats = ['decimal', 'american', 'fractional', 'hongKong', 'malay', 'indonesian'] as const;

  it.each([
    ['decimal', '1.85', 1850],
    ['decimal', '2', 2000],
    ['decimal', '1.8555', 1856],
    ['american', '-118', 1847],
    ['american', '+150', 2500],
    ['american', '150', 2500],
    ['american', '-100', 2000],
    ['fractional', '17/20', 1850],
    ['fractional', '1/3', 1333],
    ['fractional', ' 3 / 2 ', 2500],
    ['hongKong', '0.85', 1850],
    ['malay', '0.85', 1850],
    ['malay', '-0.67', 2493],
    ['malay', '-1', 2000],
    ['indonesian', '1.50', 2500],
    ['indonesian', '-1.18', 1847],
  ] as const)('reads %s "%s" as %d thousandths', (format, text, thousandths) => {
    expect(parseOddsAs(text, format)).toBe(thousandths);
  });

  it.each([
    ['decimal', '1'],
    ['decimal', '1.0004'],
    ['decimal', '-2'],
    ['decimal', '1e3'],
    ['american', '+99'],
    ['american', '-50'],
    ['american', 'abc'],
    ['fractional', '0/1'],
    ['fractional', '3/0'],
    ['fractional', '1.5/2'],
    ['hongKong', '0'],
    ['hongKong', '-0.5'],
    ['malay', '1.5'],
    ['malay', '0'],
    ['indonesian', '0.5'],
    ['indonesian', '-0.5'],
  ] as const)('refuses %s "%s"', (format, text) => {
    expect(parseOddsAs(text, format)).toBeUndefined();
  });

  it('reads decimal and fractional text back to the very odds it was written from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (thousandths) => {
        const odds = oddsFromThousandths(thousandths);
        expect(parseOddsAs(formatOddsAs(odds, 'decimal'), 'decimal')).toBe(odds);
        expect(parseOddsAs(formatOddsAs(odds, 'fractional'), 'fractional')).toBe(odds);
      }),
    );
  });

  it('reads odds of 2 decimals back exactly where the format is exact at its precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (hundredths) => {
        const odds = oddsFromThousandths(hundredths * 10);
        expect(parseOddsAs(formatOddsAs(odds, 'hongKong'), 'hongKong')).toBe(odds);
        if (odds >= 2000) {
          expect(parseOddsAs(formatOddsAs(odds, 'american'), 'american')).toBe(odds);
          expect(parseOddsAs(formatOddsAs(odds, 'indonesian'), 'indonesian')).toBe(odds);
        } else {
          expect(parseOddsAs(formatOddsAs(odds, 'malay'), 'malay')).toBe(odds);
        }
      }),
    );
  });

  it('cannot read "0.00", what hong kong and malay show for odds below 1.005', () => {
    expect(formatOddsAs(oddsFromThousandths(1004), 'malay')).toBe('0.00');
    expect(parseOddsAs('0.00', 'malay')).toBeUndefined();
    expect(parseOddsAs('0.00', 'hongKong')).toBeUndefined();
  });

  it('keeps what a player reads: text to odds and back is the same text in every format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1005, max: 100_000 }),
        fc.constantFrom(...formats),
        (thousandths, format) => {
          const shown = formatOddsAs(oddsFromThousandths(thousandths), format);
          const read = parseOddsAs(shown, format);
          expect(read).toBeDefined();
          expect(formatOddsAs(read!, format)).toBe(shown);
        },
      ),
    );
  });
});
