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

/**
 * A decimal as typed or sent: text, or a JSON number read as the shortest decimal that prints it
 * (1.85 is exactly 1.85, not its binary neighbour). Undefined for anything else, exponent
 * notation included (1e21, 1e-7).
 */
export function decimalFromInput(value: string | number): ExactDecimal | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  return parseDecimal(typeof value === 'number' ? String(value) : value.trim());
}

/** Plain decimal notation with exactly `scale` decimals: 1250 at scale 2 is "12.50". */
export function formatDecimal({ units, scale }: ExactDecimal): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  return `${units < 0n ? '-' : ''}${whole}${scale > 0 ? `.${digits.slice(-scale)}` : ''}`;
}
