import { type CurrencyCode, displayMoney, moneyFromDecimal } from '@parlay/domain';

/** An amount the server wrote ("12.50") as the page's language writes money, from its minor units. */
export function formatAmount(text: string, currency: CurrencyCode, language: string): string {
  return displayMoney(moneyFromDecimal(text, currency), language);
}

/** What a person typed as an amount, in the plain notation the server reads: "1 234,5" → "1234.5". */
export function typedAmount(input: string): string {
  return input.replace(/[\s\u00a0\u202f']/g, '').replace(',', '.');
}
