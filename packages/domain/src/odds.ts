import type { Brand } from './brand.ts';
import { parseDecimal, powerOfTen } from './exact-decimal.ts';

/**
 * Decimal odds ("coefficient" in the specification) as an integer count of thousandths: 1.85 is
 * 1850. Odds have at most three decimals (seed 001 §5 rounds the bonus coefficient to 3), so
 * thousandths hold them exactly and compare, store and multiply as integers — never as floats.
 */
export type Odds = Brand<number, 'OddsThousandths'>;

/** Decimal places of odds: a thousandth is their smallest step. */
export const oddsScale = 3;

/** The lowest odds a price may have: 1.001 (odds of 1 would return the stake and win nothing). */
export const minimumOdds = 1001 as Odds;

export function isOdds(value: unknown): value is Odds {
  return Number.isSafeInteger(value) && (value as number) >= minimumOdds;
}

/** Odds from their count of thousandths (1850 for 1.85), as stored. */
export function oddsFromThousandths(thousandths: number): Odds {
  if (!isOdds(thousandths))
    throw new RangeError(`odds of ${thousandths} thousandths: need an integer ≥ 1001`);
  return thousandths;
}

/**
 * Odds from decimal notation: "1.85" or 1.85 (a number is read as the shortest decimal that
 * prints it, so 1.85 is exactly 1.85, not the nearest binary fraction). Refuses more than three
 * decimals, exponents and anything below 1.001.
 */
export function oddsFrom(value: string | number): Odds {
  const decimal = parseDecimal(typeof value === 'number' ? String(value) : value);
  if (decimal === undefined || decimal.scale > oddsScale) {
    throw new RangeError(`"${value}" is not decimal odds with at most ${oddsScale} decimals`);
  }
  const thousandths = decimal.units * powerOfTen(oddsScale - decimal.scale);
  if (thousandths > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`odds "${value}" are too large`);
  return oddsFromThousandths(Number(thousandths));
}

/** Decimal notation with two or three decimals: 1850 → "1.85", 2000 → "2.00", 1125 → "1.125". */
export function formatOdds(odds: Odds): string {
  const whole = Math.floor(odds / 1000);
  const fraction = String(odds % 1000).padStart(oddsScale, '0');
  return `${whole}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}
