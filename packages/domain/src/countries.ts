import type { CurrencyCode } from './currency.ts';

/**
 * The countries the site knows: our country id (the site's own numbering — the specification names
 * ids without a table; stable once published, 1 is Russia as in seed 000 §6's policy-logo rule),
 * ISO code, the currency a player from there is offered first, and the international dialling code
 * (without the plus). One table for the server (geo header, registration, user config) and the
 * forms; country names come from Intl.DisplayNames, so no dictionary is needed for them.
 */
export interface SiteCountry {
  id: number;
  iso: string;
  currency: CurrencyCode;
  telCode: string;
}

export const siteCountries: readonly SiteCountry[] = [
  { id: 1, iso: 'RU', currency: 'RUB', telCode: '7' },
  { id: 2, iso: 'UA', currency: 'UAH', telCode: '380' },
  { id: 3, iso: 'BY', currency: 'BYN', telCode: '375' },
  { id: 4, iso: 'KZ', currency: 'KZT', telCode: '7' },
  { id: 5, iso: 'AZ', currency: 'AZN', telCode: '994' },
  { id: 6, iso: 'UZ', currency: 'UZS', telCode: '998' },
  { id: 7, iso: 'GE', currency: 'GEL', telCode: '995' },
  { id: 8, iso: 'AM', currency: 'AMD', telCode: '374' },
  { id: 9, iso: 'KG', currency: 'KGS', telCode: '996' },
  { id: 10, iso: 'MD', currency: 'MDL', telCode: '373' },
  { id: 11, iso: 'TR', currency: 'TRY', telCode: '90' },
  { id: 12, iso: 'ES', currency: 'EUR', telCode: '34' },
  { id: 13, iso: 'GB', currency: 'GBP', telCode: '44' },
  { id: 14, iso: 'DE', currency: 'EUR', telCode: '49' },
  { id: 15, iso: 'FR', currency: 'EUR', telCode: '33' },
  { id: 16, iso: 'IT', currency: 'EUR', telCode: '39' },
  { id: 17, iso: 'PL', currency: 'PLN', telCode: '48' },
  { id: 18, iso: 'US', currency: 'USD', telCode: '1' },
  { id: 19, iso: 'CA', currency: 'CAD', telCode: '1' },
  { id: 20, iso: 'MX', currency: 'MXN', telCode: '52' },
  { id: 21, iso: 'AR', currency: 'ARS', telCode: '54' },
  { id: 22, iso: 'BR', currency: 'BRL', telCode: '55' },
  { id: 23, iso: 'IN', currency: 'INR', telCode: '91' },
];

export function countryById(id: number): SiteCountry | undefined {
  return siteCountries.find((country) => country.id === id);
}

/** The country with an ISO code in any case. */
export function countryByIso(iso: string): SiteCountry | undefined {
  const code = iso.toUpperCase();
  return siteCountries.find((country) => country.iso === code);
}
