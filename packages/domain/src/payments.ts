import type { CurrencyCode } from './currency.ts';
import { couponAmountsOf } from './currency-defaults.ts';
import { type Money, multiplyMoney } from './money.ts';

/**
 * Rules of payments that need no I/O: where a payment's status may go, the default limits of a
 * payment, and the checks of a withdrawal's payout details.
 */

export type PaymentKindName = 'deposit' | 'withdrawal';
export type PaymentStatusName = 'created' | 'pending' | 'processing' | 'success' | 'fail' | 'cancel';

/** A final status never changes: the money has moved, or never will. */
export function isFinalPaymentStatus(status: PaymentStatusName): boolean {
  return status === 'success' || status === 'fail' || status === 'cancel';
}

const nextStatuses: Record<
  PaymentKindName,
  Partial<Record<PaymentStatusName, readonly PaymentStatusName[]>>
> = {
  // The provider may say "pending" before it decides; a deposit is never `processing`.
  deposit: {
    created: ['pending', 'success', 'fail', 'cancel'],
    pending: ['success', 'fail', 'cancel'],
  },
  // Held until the operator approves (`processing`: the payout is with the provider) or rejects.
  // There is no way to `cancel`: the player cannot take a withdrawal back (UKGC RTS 14B).
  withdrawal: {
    pending: ['processing', 'fail'],
    processing: ['success', 'fail'],
  },
};

/**
 * Whether a payment may move from `from` to `to`. A repeat of the current status, an older status
 * arriving late (pending after success) and any change of a final status are not moves: the caller
 * ignores them, so a webhook delivered twice or out of order changes nothing.
 */
export function canMovePaymentStatus(
  kind: PaymentKindName,
  from: PaymentStatusName,
  to: PaymentStatusName,
): boolean {
  return nextStatuses[kind][from]?.includes(to) ?? false;
}

/** How many times the currency's default stake (seed 001 §9) one payment may carry at most. */
const maxPaymentInDefaultStakes = 20_000n;

/**
 * The default limits of one payment in `currency`: at least the currency's default initial coupon
 * amount (seed 001 §9: RUB 150, USD 5, JPY 1000 — the smallest sum a player can bet with), at most
 * 20 000 times that (USD 100 000).
 */
export function defaultPaymentLimits<C extends CurrencyCode>(currency: C): { min: Money<C>; max: Money<C> } {
  const min = couponAmountsOf(currency).initialCouponAmount as Money<C>;
  return { min, max: multiplyMoney(min, String(maxPaymentInDefaultStakes)) };
}

/** Whether a card number's digits (12-19) pass the Luhn check every card number passes. */
export function isCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as a person may type it (spaces or dashes between groups) reduced to its digits. */
export function cardNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The card number as it may be shown and stored after the payout: the last four digits only. */
export function maskedCardNumber(digits: string): string {
  return `•••• ${digits.slice(-4)}`;
}
