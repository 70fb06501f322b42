import {
  type BetStatusId,
  type CouponCalculation,
  type CouponTypeId,
  type CurrencyCode,
  calculateCoupon,
  currencyOf,
  type Odds,
  withExpressBonus,
} from '@parlay/domain';

/** A coupon as the arithmetic needs it: amounts in minor units of its currency. */
export interface CouponTerms {
  readonly typeId: number;
  readonly currency: string;
  readonly amount: bigint;
  readonly systemValue: number | null;
  readonly antiExpressCoef: number | null;
  /** Minor units by block id, or 'max' (the previous block's return). */
  readonly amountByBlockId: Readonly<Record<string, string>> | null;
}

export interface LegTerms {
  readonly coef: number;
  readonly statusId: number;
  readonly banker: boolean;
  readonly blockId: number | null;
  /** A single's own stake in many singles, in minor units. */
  readonly amount?: bigint;
  /** A won leg sharing its place in a dead heat other than ½ (packages/domain `legResultOf`). */
  readonly deadHeatTies?: number;
}

/** An exact decimal of the arithmetic (`units` × 10^−`scale`). */
type ExactDecimal = CouponCalculation['totalStake'];

const exponentOf = (currency: string) => currencyOf(currency as CurrencyCode).exponent;

/** Minor units as the exact decimal of major units the arithmetic takes. */
export const decimalOfMinor = (minor: bigint, currency: string): ExactDecimal => ({
  units: minor,
  scale: exponentOf(currency),
});

/** An amount the arithmetic answered (rounded to the currency's decimals) in minor units. */
export function minorOfDecimal(decimal: ExactDecimal, currency: string): bigint {
  const exponent = exponentOf(currency);
  if (decimal.scale <= exponent) return decimal.units * 10n ** BigInt(exponent - decimal.scale);
  // Never the case for the arithmetic's money (rounded to the currency), kept exact otherwise.
  throw new RangeError(`an amount of ${decimal.scale} decimals in a currency of ${exponent}`);
}

/** A decimal written out ("10.920"), for the stored total coefficient. */
export function decimalText(decimal: ExactDecimal): string {
  const negative = decimal.units < 0n;
  const digits = String(negative ? -decimal.units : decimal.units).padStart(decimal.scale + 1, '0');
  const whole = digits.slice(0, digits.length - decimal.scale);
  const fraction = decimal.scale > 0 ? `.${digits.slice(digits.length - decimal.scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * BET-TYPES.md's arithmetic of a coupon with its legs' current prices and statuses; with `bonus`,
 * an express's bonus coefficient applied (packages/domain `withExpressBonus`).
 */
export function calculationOf(
  terms: CouponTerms,
  legs: readonly LegTerms[],
  bonus: Odds | null = null,
): CouponCalculation {
  const amountByBlockId =
    terms.amountByBlockId === null
      ? undefined
      : Object.fromEntries(
          Object.entries(terms.amountByBlockId).map(([block, minor]) => [
            Number(block),
            minor === 'max' ? ('max' as const) : decimalOfMinor(BigInt(minor), terms.currency),
          ]),
        );
  const input = {
    typeId: terms.typeId as CouponTypeId,
    amount: decimalOfMinor(terms.amount, terms.currency),
    moneyScale: exponentOf(terms.currency),
    ...(terms.systemValue === null ? {} : { systemValue: terms.systemValue }),
    ...(terms.antiExpressCoef === null ? {} : { antiExpressCoef: terms.antiExpressCoef as Odds }),
    ...(amountByBlockId === undefined ? {} : { amountByBlockId }),
    legs: legs.map((leg) => ({
      coef: leg.coef as Odds,
      statusId: leg.statusId as BetStatusId,
      ...(leg.banker ? { banker: true } : {}),
      ...(leg.blockId === null ? {} : { blockId: leg.blockId }),
      ...(leg.amount === undefined ? {} : { amount: decimalOfMinor(leg.amount, terms.currency) }),
      ...(leg.deadHeatTies === undefined ? {} : { deadHeatTies: leg.deadHeatTies }),
    })),
  };
  return bonus === null ? calculateCoupon(input) : withExpressBonus(input, bonus);
}
