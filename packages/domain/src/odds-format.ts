import { divideHalfUp, parseDecimal, powerOfTen } from './exact-decimal.ts';
import type { Odds } from './odds.ts';
import { formatOdds, isOdds, oddsScale } from './odds.ts';

/**
 * Odds display formats (seed 001 §3) by their `coefViewId`, as ARCHITECTURE decision 6 fixes them:
 * 0 decimal, 1 american, 2 fractional, 4 hong kong, 5 malay, 6 indonesian; 14, 15 and 16 are
 * accepted as 0, 1 and 2.
 */
export const oddsFormatIds = {
  decimal: 0,
  american: 1,
  fractional: 2,
  hongKong: 4,
  malay: 5,
  indonesian: 6,
} as const;
export type OddsFormat = keyof typeof oddsFormatIds;
export type OddsFormatId = (typeof oddsFormatIds)[OddsFormat];

const aliases: Readonly<Record<number, OddsFormatId>> = { 14: 0, 15: 1, 16: 2 };
const formatById = new Map<number, OddsFormat>(
  Object.entries(oddsFormatIds).map(([format, id]) => [id, format as OddsFormat]),
);

/** The format a `coefViewId` names (an alias read as its format); undefined for any other number. */
export function oddsFormatOf(coefViewId: number): OddsFormat | undefined {
  return formatById.get(aliases[coefViewId] ?? coefViewId);
}

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

/** `numerator / denominator` rounded half away from zero to `decimals`, as text. */
function ratio(numerator: number, denominator: number, decimals: number): string {
  const scale = 10 ** decimals;
  const scaled = Math.round((Math.abs(numerator) * scale) / denominator);
  const sign = numerator < 0 && scaled > 0 ? '-' : '';
  const whole = Math.floor(scaled / scale);
  const fraction = decimals === 0 ? '' : `.${String(scaled % scale).padStart(decimals, '0')}`;
  return `${sign}${whole}${fraction}`;
}

/**
 * Odds as a player reads them in a format. Computed from the integer thousandths, never through a
 * binary fraction: 1.85 is "1.85", "-118" (american), "17/20", "0.85" (hong kong and malay),
 * "-1.18" (indonesian).
 */
export function formatOddsAs(odds: Odds, format: OddsFormat): string {
  const profit = odds - 1000; // thousandths won per unit
  switch (format) {
    case 'decimal':
      return formatOdds(odds);
    case 'american':
      return profit >= 1000 ? `+${ratio(profit * 100, 1000, 0)}` : ratio(-100_000, profit, 0);
    case 'fractional': {
      const divisor = greatestCommonDivisor(profit, 1000);
      return `${profit / divisor}/${1000 / divisor}`;
    }
    case 'hongKong':
      return ratio(profit, 1000, 2);
    case 'malay':
      return profit <= 1000 ? ratio(profit, 1000, 2) : ratio(-1000, profit, 2);
    case 'indonesian':
      return profit >= 1000 ? ratio(profit, 1000, 2) : ratio(-1000, profit, 2);
  }
}

/** A positive rational `numerator / denominator` (both > 0). */
interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function ratioOf(text: string): Ratio | undefined {
  const decimal = parseDecimal(text.trim().replace(/^\+/, ''));
  return decimal === undefined
    ? undefined
    : { numerator: decimal.units, denominator: powerOfTen(decimal.scale) };
}

/** Decimal odds `1 + profit` in thousandths, rounded half-up; undefined below the least odds. */
function oddsWithProfit(profit: Ratio | undefined): Odds | undefined {
  if (profit === undefined || profit.numerator <= 0n || profit.denominator <= 0n) return undefined;
  const scale = powerOfTen(oddsScale);
  const thousandths = scale + divideHalfUp(profit.numerator * scale, profit.denominator);
  if (thousandths > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  const odds = Number(thousandths);
  return isOdds(odds) ? odds : undefined;
}

/** A negative quote read as "stake this to win 1": profit 1/|x| (malay, indonesian; american per 100). */
const inverse = (ratio: Ratio, per: bigint): Ratio => ({
  numerator: per * ratio.denominator,
  denominator: -ratio.numerator,
});

/**
 * Odds from a player's text in a format, the inverse of `formatOddsAs`; undefined for text that
 * is not odds in that format or below 1.001. The result is rounded half-up to thousandths, the
 * precision of `Odds`. Decimal (up to 3 decimals) and fractional text read back exactly; the others
 * are rounded by `formatOddsAs` first, so text → odds → text keeps the text, while odds → text →
 * odds keeps the odds only where the format is exact: hong kong for odds with 2 decimals, american
 * from 2.00 up, malay up to 2.00 and indonesian from 2.00 up (each for odds with 2 decimals). A
 * negative american, malay or indonesian quote is rounded to 2 decimals or a whole number, so
 * 2.5 in malay is −0.67, read back as 2.493. Odds below 1.005 show as "0.00" in hong kong and malay,
 * which reads as no odds at all.
 */
export function parseOddsAs(text: string, format: OddsFormat): Odds | undefined {
  if (format === 'fractional') {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    if (match === null) return undefined;
    return oddsWithProfit({ numerator: BigInt(match[1]!), denominator: BigInt(match[2]!) });
  }
  const value = ratioOf(text);
  if (value === undefined) return undefined;
  const negative = value.numerator < 0n;
  switch (format) {
    case 'decimal':
      return oddsWithProfit({
        numerator: value.numerator - value.denominator,
        denominator: value.denominator,
      });
    case 'hongKong':
      return oddsWithProfit(value);
    case 'american': {
      // +150 wins 150 per 100 staked; −118 stakes 118 to win 100; |x| < 100 is no american price.
      if ((negative ? -value.numerator : value.numerator) < 100n * value.denominator) return undefined;
      return oddsWithProfit(
        negative ? inverse(value, 100n) : { ...value, denominator: value.denominator * 100n },
      );
    }
    case 'malay':
      // 0 < x ≤ 1 is the profit; −1 ≤ x < 0 stakes |x| to win 1.
      if ((negative ? -value.numerator : value.numerator) > value.denominator) return undefined;
      return oddsWithProfit(negative ? inverse(value, 1n) : value);
    case 'indonesian':
      // x ≥ 1 is the profit; x ≤ −1 stakes |x| to win 1.
      if ((negative ? -value.numerator : value.numerator) < value.denominator) return undefined;
      return oddsWithProfit(negative ? inverse(value, 1n) : value);
  }
}
