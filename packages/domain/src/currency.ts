/**
 * The currencies the site knows, with their exponent: how many decimal places a minor unit is
 * (ISO 4217: 2 for the rouble's kopeck, 0 for the yen, 3 for the Kuwaiti dinar's fils). Every
 * amount is kept in minor units of its currency, so the exponent is part of the money itself.
 * `symbol` is for compact labels (account tabs, the coupon); full formatting in a language is the
 * UI's, through Intl.
 */
export interface Currency {
  code: string;
  exponent: number;
  symbol: string;
}

export const currencies = [
  { code: 'RUB', exponent: 2, symbol: '₽' },
  { code: 'USD', exponent: 2, symbol: '$' },
  { code: 'EUR', exponent: 2, symbol: '€' },
  { code: 'GBP', exponent: 2, symbol: '£' },
  { code: 'KZT', exponent: 2, symbol: '₸' },
  { code: 'UAH', exponent: 2, symbol: '₴' },
  { code: 'AZN', exponent: 2, symbol: '₼' },
  { code: 'TRY', exponent: 2, symbol: '₺' },
  { code: 'BRL', exponent: 2, symbol: 'R$' },
  { code: 'INR', exponent: 2, symbol: '₹' },
  { code: 'JPY', exponent: 0, symbol: '¥' },
  { code: 'KWD', exponent: 3, symbol: 'KD' },
  // ISO 4217 gives the rial 2 decimals though no coin below a rial circulates; we follow ISO so
  // amounts exchanged with payment providers keep their meaning.
  { code: 'IRR', exponent: 2, symbol: '﷼' },
  // Not ISO 4217. Tether's tokens carry 6 decimals on chain: deposits and withdrawals land exactly.
  { code: 'USDT', exponent: 6, symbol: '₮' },
  // The home currencies of the site's countries (countries.ts) not named above.
  { code: 'BYN', exponent: 2, symbol: 'Br' },
  { code: 'UZS', exponent: 2, symbol: 'soʻm' },
  { code: 'GEL', exponent: 2, symbol: '₾' },
  { code: 'AMD', exponent: 2, symbol: '֏' },
  { code: 'KGS', exponent: 2, symbol: 'сом' },
  { code: 'MDL', exponent: 2, symbol: 'L' },
  { code: 'PLN', exponent: 2, symbol: 'zł' },
  { code: 'CAD', exponent: 2, symbol: 'CA$' },
  { code: 'MXN', exponent: 2, symbol: 'MX$' },
  { code: 'ARS', exponent: 2, symbol: 'AR$' },
] as const satisfies readonly Currency[];

export type CurrencyCode = (typeof currencies)[number]['code'];

export const currencyCodes: readonly CurrencyCode[] = currencies.map(({ code }) => code);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return (currencyCodes as readonly unknown[]).includes(value);
}

const byCode: ReadonlyMap<string, Currency> = new Map(
  currencies.map((currency) => [currency.code, currency]),
);

/** The table's entry of a currency; throws for a code outside the table (a programming error). */
export function currencyOf(code: CurrencyCode): Currency {
  const currency = byCode.get(code);
  if (currency === undefined) throw new RangeError(`unknown currency "${code}"`);
  return currency;
}
