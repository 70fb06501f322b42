import type { Odds } from './odds.ts';
import { formatOdds } from './odds.ts';

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
