import {
  addMoney,
  amountLimitProblem,
  type CouponTypeId,
  type CurrencyCode,
  compareMoney,
  couponAmountsOf,
  formatMoney,
  type Money,
  moneyFromDecimal,
  type StakeLimits,
  subtractMoney,
} from '@parlay/domain';

/** What is wrong with a stake, as a dictionary key and its values. */
export type AmountProblem =
  | { key: 'coupon_amount_required' }
  | { key: 'coupon_amount_invalid' }
  | { key: 'coupon_amount_decimals' }
  | { key: 'coupon_amount_below_min'; amount: Money }
  | { key: 'coupon_amount_above_max'; amount: Money }
  | { key: 'coupon_amount_above_balance'; amount: Money };

export interface AmountRules {
  currency: CurrencyCode;
  typeId: CouponTypeId;
  /** The coupon's smallest and largest stake in the currency (minBetAmount, maxBetAmount). */
  limits: StakeLimits;
  /** Site configuration: the types a minimum applies to, and a maximum (seed 001 §5). */
  typesWithMinAmount: readonly number[];
  typesWithMaxAmount: readonly number[];
  /** A bonus account has no maximum (seed 001 §5). */
  isBonusAccount: boolean;
  /**
   * The coupon goes as a vip bet (offered and chosen): above the maximum it is not refused but
   * waits for a trader's decision.
   */
  isVipBet: boolean;
  /** What the account can stake now; null when not known. */
  available: Money | null;
}

/** The stake typed, as money of the currency; null when it is not a plain decimal of it. */
export function amountOf(text: string, currency: CurrencyCode): Money | null {
  try {
    return moneyFromDecimal(text.trim().replace(',', '.'), currency);
  } catch {
    return null;
  }
}

/**
 * The first problem of a typed stake under the coupon's rules (seed 001 §5 "Coupon"), or null:
 * a positive plain decimal with no more decimals than the currency has; at least the minimum where
 * the type has one; at most the maximum where the type has one and the account is not a bonus
 * account, unless it goes as a vip bet; at most what the account holds (a vip bet's stake too: it
 * is held while a trader decides).
 */
export function amountProblem(text: string, rules: AmountRules): AmountProblem | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { key: 'coupon_amount_required' };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { key: 'coupon_amount_invalid' };
  const amount = amountOf(trimmed, rules.currency);
  if (amount === null) return { key: 'coupon_amount_decimals' };
  if (amount.minor <= 0n) return { key: 'coupon_amount_invalid' };
  // The same limits the server applies (packages/domain amountLimitProblem).
  const limit = amountLimitProblem(amount, rules.typeId, rules.limits, rules, rules.isBonusAccount);
  if (limit === 'below_minimum') return { key: 'coupon_amount_below_min', amount: rules.limits.min };
  if (limit === 'above_maximum' && !rules.isVipBet)
    return { key: 'coupon_amount_above_max', amount: rules.limits.max };
  if (rules.available && compareMoney(amount, rules.available) > 0)
    return { key: 'coupon_amount_above_balance', amount: rules.available };
  return null;
}

/**
 * Whether the typed stake makes the coupon wait for a trader: a vip bet above the maximum (seed 001
 * §5). Within the maximum a vip bet is placed as any other coupon.
 */
export function awaitsApproval(text: string, rules: AmountRules): boolean {
  if (!rules.isVipBet) return false;
  const amount = amountOf(text, rules.currency);
  return (
    amount !== null &&
    amountLimitProblem(amount, rules.typeId, rules.limits, rules, rules.isBonusAccount) === 'above_maximum'
  );
}

/**
 * The stake one press of + or − makes (seed 001 §5: the step is the currency's default, or the
 * player's own): never below one step.
 */
export function steppedAmount(text: string, currency: CurrencyCode, step: Money, direction: 1 | -1): string {
  const amount = amountOf(text, currency) ?? couponAmountsOf(currency).initialCouponAmount;
  const next = direction === 1 ? addMoney(amount, step) : subtractMoney(amount, step);
  return formatMoney(compareMoney(next, step) < 0 ? step : next);
}

/** The currency's step, or the one the player set for it. */
export function amountStepOf(
  currency: CurrencyCode,
  stepsByCurrency: Readonly<Record<string, string>>,
): Money {
  const own = stepsByCurrency[currency];
  const parsed = own === undefined ? null : amountOf(own, currency);
  return parsed && parsed.minor > 0n ? parsed : couponAmountsOf(currency).betAmountStep;
}

/** The stake a new coupon starts with in the currency (seed 001 §9). */
export function initialAmountOf(currency: CurrencyCode): string {
  return formatMoney(couponAmountsOf(currency).initialCouponAmount);
}
