/** An exact decimal number: `units` × 10^-`scale` ("12.50" is 1250 at scale 2). */
export interface ExactDecimal {
  units: bigint;
  scale: number;
}

/** Plain decimal notation only: an optional minus, digits, optionally a point and more digits. */
const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The exact value of a decimal string, or undefined for anything else (exponents, commas, spaces). */
export function parseDecimal(text: string): ExactDecimal | undefined {
  const match = decimalPattern.exec(text);
  if (match === null) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  return { units: BigInt(`${sign}${whole}${fraction}`), scale: fraction.length };
}

export function powerOfTen(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/**
 * `numerator / denominator` rounded to an integer, halves away from zero (HALF_UP as in
 * java.math.RoundingMode and commercial rounding: 2.5 → 3, -2.5 → -3). `denominator` > 0.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (twiceRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}
