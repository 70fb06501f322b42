import { type CurrencyCode, currencyOf } from './currency.ts';
import { formatMoney, type Money } from './money.ts';

/** Intl formats a currency by its ISO 4217 code: three capital letters (USDT is not one). */
const isoCurrencyCode = /^[A-Z]{3}$/;

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The number format of a currency in a language: never more decimals than the currency has (so
 * nothing is rounded), at least the ones its custom shows ("12.50 $", "12.500 KD", "1,000 ¥"), and a
 * crypto token's long tail only as far as it has digits ("12.5 USDT", not "12.500000 USDT").
 */
function numberFormat(language: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  const cached = numberFormats.get(key);
  if (cached) return cached;
  const { exponent } = currencyOf(currency);
  const iso = isoCurrencyCode.test(currency);
  const customary = iso
    ? new Intl.NumberFormat(language, { style: 'currency', currency }).resolvedOptions().minimumFractionDigits
    : 2;
  const digits = {
    minimumFractionDigits: Math.min(customary ?? exponent, exponent),
    maximumFractionDigits: exponent,
  };
  const format = iso
    ? new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        ...digits,
      })
    : new Intl.NumberFormat(language, digits);
  numberFormats.set(key, format);
  return format;
}

/**
 * An amount as a person reads it in their language ("1 234,50 ₽", "$12.50", "12.5 USDT"), written
 * from its minor units: Intl is handed the exact decimal text, never a float.
 */
export function displayMoney(money: Money, language: string): string {
  const text = numberFormat(language, money.currency).format(formatMoney(money) as Intl.StringNumericLiteral);
  return isoCurrencyCode.test(money.currency) ? text : `${text} ${money.currency}`;
}
