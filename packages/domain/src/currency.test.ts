import { describe, expect, it } from 'vitest';
import { siteCountries } from './countries.ts';
import { currencies, currencyCodes, currencyOf, isCurrencyCode } from './currency.ts';

describe('the currency table', () => {
  it('lists each currency once, with a whole exponent from 0 to 6 and a symbol', () => {
    expect(new Set(currencyCodes).size).toBe(currencies.length);
    for (const { code, exponent, symbol } of currencies) {
      expect(code).toMatch(/^[A-Z]{3,4}$/);
      expect([0, 2, 3, 6]).toContain(exponent);
      expect(symbol.trim()).not.toBe('');
    }
  });

  it('has the ISO 4217 exponents of the currencies whose minor unit is not the cent', () => {
    expect(currencyOf('JPY').exponent).toBe(0);
    expect(currencyOf('KWD').exponent).toBe(3);
    expect(currencyOf('IRR').exponent).toBe(2);
    expect(currencyOf('USDT').exponent).toBe(6);
  });

  it('covers the home currency of every country the site knows', () => {
    for (const country of siteCountries) expect(isCurrencyCode(country.currency), country.iso).toBe(true);
  });

  it('knows codes only in capitals and only from the table', () => {
    expect(isCurrencyCode('RUB')).toBe(true);
    expect(isCurrencyCode('rub')).toBe(false);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});
