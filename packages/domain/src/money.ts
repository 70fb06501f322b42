import type { Brand } from './brand.ts';
import { type CurrencyCode, currencyOf, isCurrencyCode } from './currency.ts';
import { divideHalfUp, type ExactDecimal, parseDecimal, powerOfTen } from './exact-decimal.ts';
import { type Odds, oddsScale } from './odds.ts';

/**
 * An amount of one currency as an integer count of its minor units (kopecks, cents, fils:
 * `currencies` gives each currency's exponent). Never a float: 0.1 + 0.2 is not 0.3 in binary.
 *
 * The count is a bigint, not a number: it is exact at any size, so a product on the way to a
 * rounded result (stake × odds × factor, in minor units of a 6-decimal currency such as USDT, or
 * of the rial) never silently loses digits beyond 2^53; it is what the ledger's PostgreSQL
 * `bigint` columns hold; and mixing it with a plain number is a type error. On the wire it
 * travels as the decimal string `formatMoney` writes and `moneyFromDecimal` reads.
 *
 * `C` narrows the currency when it is known where the code is written (`Money<'RUB'>`), so
 * mixing is then refused by the compiler; it is always refused at run time.
 */
export type Money<C extends CurrencyCode = CurrencyCode> = Brand<
  { readonly minor: bigint; readonly currency: C },
  'Money'
>;

/** Arithmetic on amounts of two currencies: a programming error, never a conversion. */
export class CurrencyMismatchError extends Error {
  constructor(left: CurrencyCode, right: CurrencyCode) {
    super(`cannot mix ${left} with ${right}`);
    this.name = 'CurrencyMismatchError';
  }
}

function make<C extends CurrencyCode>(minor: bigint, currency: C): Money<C> {
  return Object.freeze({ minor, currency }) as Money<C>;
}

function knownCurrency<C extends CurrencyCode>(currency: C): C {
  if (!isCurrencyCode(currency)) throw new RangeError(`unknown currency "${String(currency)}"`);
  return currency;
}

const integerText = /^-?\d+$/;

/**
 * Money from a count of minor units: a bigint, a safe integer, or its digits as text (how
 * PostgreSQL drivers hand back a `bigint` column).
 */
export function moneyFromMinor<C extends CurrencyCode>(
  minor: bigint | number | string,
  currency: C,
): Money<C> {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`${minor} is not a safe integer count of minor units`);
  }
  if (typeof minor === 'string' && !integerText.test(minor)) {
    throw new RangeError(`"${minor}" is not an integer count of minor units`);
  }
  return make(BigInt(minor), knownCurrency(currency));
}

/**
 * Money from decimal notation in major units: "12.50" RUB is 1250 kopecks, "12.5" too. Refuses
 * more decimals than the currency has — "12.500" RUB included, which reads as twelve thousand
 * five hundred in half of Europe — and anything but plain digits, one point and a leading minus.
 */
export function moneyFromDecimal<C extends CurrencyCode>(text: string, currency: C): Money<C> {
  const { exponent } = currencyOf(knownCurrency(currency));
  const decimal = parseDecimal(text);
  if (decimal === undefined) throw new RangeError(`"${text}" is not a decimal amount`);
  if (decimal.scale > exponent) {
    throw new RangeError(`"${text}" has more than the ${exponent} decimals of ${currency}`);
  }
  return make(decimal.units * powerOfTen(exponent - decimal.scale), currency);
}

export function zeroMoney<C extends CurrencyCode>(currency: C): Money<C> {
  return make(0n, knownCurrency(currency));
}

export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const { minor, currency } = value as Record<string, unknown>;
  return typeof minor === 'bigint' && isCurrencyCode(currency);
}

function sameCurrency<C extends CurrencyCode>(left: Money<C>, right: Money<C>): C {
  if (left.currency !== right.currency) throw new CurrencyMismatchError(left.currency, right.currency);
  return left.currency;
}

export function addMoney<C extends CurrencyCode>(left: Money<C>, right: Money<NoInfer<C>>): Money<C> {
  return make(left.minor + right.minor, sameCurrency(left, right));
}

export function subtractMoney<C extends CurrencyCode>(left: Money<C>, right: Money<NoInfer<C>>): Money<C> {
  return make(left.minor - right.minor, sameCurrency(left, right));
}

/** -1, 0 or 1 as `left` is less than, equal to or more than `right` (a sort comparator). */
export function compareMoney<C extends CurrencyCode>(left: Money<C>, right: Money<NoInfer<C>>): -1 | 0 | 1 {
  sameCurrency(left, right);
  return left.minor < right.minor ? -1 : left.minor > right.minor ? 1 : 0;
}

/** A multiplier of money: odds, or an exact decimal written out ("1.1", "0.5"). */
export type MoneyFactor = Odds | string;

function exactFactor(factor: MoneyFactor): ExactDecimal {
  if (typeof factor === 'number') return { units: BigInt(factor), scale: oddsScale };
  const decimal = parseDecimal(factor);
  if (decimal === undefined) throw new RangeError(`"${factor}" is not a decimal factor`);
  return decimal;
}

/**
 * The amount times every factor, computed exactly and rounded once, at the end, to the nearest
 * minor unit with halves away from zero: 10.05 RUB × 1.85 = 18.5925 → 18.59; the possible win of
 * an express is stake × each leg's odds, rounded once.
 */
export function multiplyMoney<C extends CurrencyCode>(money: Money<C>, ...factors: MoneyFactor[]): Money<C> {
  let numerator = money.minor;
  let scale = 0;
  for (const factor of factors) {
    const exact = exactFactor(factor);
    numerator *= exact.units;
    scale += exact.scale;
  }
  return make(divideHalfUp(numerator, powerOfTen(scale)), money.currency);
}

/**
 * The amount split in proportion to whole-number `ratios` ([70, 30], [1, 1, 1]) with no minor unit
 * lost or made up: the parts always add up to the amount. The few units the proportion leaves over
 * go one each to the parts whose exact share was cut most (the earliest on a tie), so no part is
 * more than one minor unit from its exact share.
 */
export function allocateMoney<C extends CurrencyCode>(
  money: Money<C>,
  ratios: readonly (number | bigint)[],
): Money<C>[] {
  const weights = ratios.map((ratio) => {
    if (typeof ratio === 'number' && !Number.isSafeInteger(ratio)) {
      throw new RangeError(`ratio ${ratio} is not a whole number`);
    }
    const weight = BigInt(ratio);
    if (weight < 0n) throw new RangeError(`ratio ${ratio} is negative`);
    return weight;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) throw new RangeError('allocation needs at least one ratio above zero');
  const sign = money.minor < 0n ? -1n : 1n;
  const whole = sign * money.minor;
  const shares = weights.map((weight, index) => ({
    index,
    units: (whole * weight) / total,
    cut: (whole * weight) % total,
  }));
  let left = whole - shares.reduce((sum, share) => sum + share.units, 0n);
  const byCut = [...shares].sort((a, b) => (a.cut === b.cut ? a.index - b.index : a.cut > b.cut ? -1 : 1));
  for (const share of byCut) {
    if (left === 0n) break;
    share.units += 1n;
    left -= 1n;
  }
  return shares.map((share) => make(sign * share.units, money.currency));
}

/** The amount in `parts` near-equal parts that add up to it (the first parts carry the odd units). */
export function splitMoney<C extends CurrencyCode>(money: Money<C>, parts: number): Money<C>[] {
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`cannot split into ${parts} parts`);
  return allocateMoney(
    money,
    Array.from({ length: parts }, () => 1),
  );
}

/** Decimal notation in major units with exactly the currency's decimals: "12.50", "-0.05", "1000" (JPY). */
export function formatMoney(money: Money): string {
  const { exponent } = currencyOf(money.currency);
  const negative = money.minor < 0n;
  const digits = String(negative ? -money.minor : money.minor).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
