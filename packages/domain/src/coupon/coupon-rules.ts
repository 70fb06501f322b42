import type { ExactDecimal } from '../exact-decimal.ts';
import { powerOfTen } from '../exact-decimal.ts';
import type { CouponLeg } from './coupon-input.ts';
import { CouponRuleError } from './coupon-rule-error.ts';

/**
 * The most legs a coupon may hold. The specification leaves limits to the operator (BET-TYPES.md
 * "Where sources disagree" 8); 50 keeps every line count below 2^53 (a lucky of 50 is 2^50 − 1
 * lines, a system 25/50 about 1.3·10^14) and every sum fast.
 */
export const maxCouponLegs = 50;

/** The least k of a k/m system (seed 001 §4 "A system value has a minimum of 2"). */
export const minSystemValue = 2;

export function requireLegCount(legs: readonly CouponLeg[], least: number, most = maxCouponLegs): void {
  if (legs.length < least) throw new CouponRuleError('bets', 'too_few', `at least ${least}`);
  if (legs.length > most) throw new CouponRuleError('bets', 'too_many', `at most ${most}`);
}

/** k of a k/m system or multibet: 2 ≤ k < m (k = m would be an express). */
export function requireSystemValue(systemValue: number | undefined, choices: number): number {
  if (systemValue === undefined) throw new CouponRuleError('systemValue', 'required');
  if (!Number.isInteger(systemValue) || systemValue < minSystemValue || systemValue >= choices) {
    throw new CouponRuleError('systemValue', 'out_of_range', `${minSystemValue} to ${choices - 1}`);
  }
  return systemValue;
}

/** A positive amount with no more decimals than the currency has ("10.50" is fine at 2, "10.505" not). */
export function requireMoneyAmount(field: string, amount: ExactDecimal, moneyScale: number): void {
  if (amount.units <= 0n) throw new CouponRuleError(field, 'not_positive');
  if (amount.scale > moneyScale && amount.units % powerOfTen(amount.scale - moneyScale) !== 0n) {
    throw new CouponRuleError(field, 'too_many_decimals', `at most ${moneyScale}`);
  }
}
