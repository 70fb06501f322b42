import type { CurrencyCode } from './currency.ts';
import { type Money, moneyFromDecimal } from './money.ts';

/**
 * Per-currency facts beside the currency table (currency.ts), kept apart so code that only needs
 * the codes does not carry them:
 * - `numericId`: the currency's number on the wire (`currencyId` of an account, seed 001 §3): the
 *   ISO 4217 numeric code; USDT has none, so it takes 1001, outside ISO's three digits.
 * - `betAmountStep`: how much the coupon's +/− buttons add or take (seed 001 §9 "default bet amount
 *   step"), in major units.
 * - `initialCouponAmount`: the stake a new coupon starts with (seed 001 §9), in major units.
 * The seed names RUB 100/150, USD and EUR 2.5/5, GBP 5, KWD 0.5, IRR 100 000 and JPY 1000; the rest
 * are set to about the same value in the local currency, rounded to what a player would type.
 */
export interface CurrencyDefaults {
  numericId: number;
  betAmountStep: string;
  initialCouponAmount: string;
}

export const currencyDefaults = {
  RUB: { numericId: 643, betAmountStep: '100', initialCouponAmount: '150' },
  USD: { numericId: 840, betAmountStep: '2.5', initialCouponAmount: '5' },
  EUR: { numericId: 978, betAmountStep: '2.5', initialCouponAmount: '5' },
  GBP: { numericId: 826, betAmountStep: '2.5', initialCouponAmount: '5' },
  KZT: { numericId: 398, betAmountStep: '500', initialCouponAmount: '1000' },
  UAH: { numericId: 980, betAmountStep: '50', initialCouponAmount: '100' },
  AZN: { numericId: 944, betAmountStep: '5', initialCouponAmount: '10' },
  TRY: { numericId: 949, betAmountStep: '50', initialCouponAmount: '100' },
  BRL: { numericId: 986, betAmountStep: '10', initialCouponAmount: '25' },
  INR: { numericId: 356, betAmountStep: '100', initialCouponAmount: '300' },
  JPY: { numericId: 392, betAmountStep: '500', initialCouponAmount: '1000' },
  KWD: { numericId: 414, betAmountStep: '0.5', initialCouponAmount: '1.5' },
  IRR: { numericId: 364, betAmountStep: '100000', initialCouponAmount: '200000' },
  USDT: { numericId: 1001, betAmountStep: '2.5', initialCouponAmount: '5' },
  BYN: { numericId: 933, betAmountStep: '5', initialCouponAmount: '15' },
  UZS: { numericId: 860, betAmountStep: '25000', initialCouponAmount: '50000' },
  GEL: { numericId: 981, betAmountStep: '5', initialCouponAmount: '15' },
  AMD: { numericId: 51, betAmountStep: '1000', initialCouponAmount: '2000' },
  KGS: { numericId: 417, betAmountStep: '200', initialCouponAmount: '500' },
  MDL: { numericId: 498, betAmountStep: '50', initialCouponAmount: '100' },
  PLN: { numericId: 985, betAmountStep: '10', initialCouponAmount: '20' },
  CAD: { numericId: 124, betAmountStep: '5', initialCouponAmount: '10' },
  MXN: { numericId: 484, betAmountStep: '50', initialCouponAmount: '100' },
  ARS: { numericId: 32, betAmountStep: '2000', initialCouponAmount: '5000' },
} as const satisfies Record<CurrencyCode, CurrencyDefaults>;

/** The currency whose amounts a code outside the table takes (seed 001 §9). */
export const fallbackCouponCurrency = 'RUB' satisfies CurrencyCode;

/** The coupon's starting stake and step for a currency; a code outside the table gets RUB's. */
export function couponAmountsOf(code: string): { betAmountStep: Money; initialCouponAmount: Money } {
  const currency = (Object.hasOwn(currencyDefaults, code) ? code : fallbackCouponCurrency) as CurrencyCode;
  const defaults = currencyDefaults[currency];
  return {
    betAmountStep: moneyFromDecimal(defaults.betAmountStep, currency),
    initialCouponAmount: moneyFromDecimal(defaults.initialCouponAmount, currency),
  };
}

/** The currency's number on the wire (an account's `currencyId`). */
export function currencyNumericId(code: CurrencyCode): number {
  return currencyDefaults[code].numericId;
}
