/**
 * Countries, currencies and phone codes the sign-in and registration forms offer. The site
 * configuration names only the visitor's own country and currency (geoCountryId, geoCurrency), so
 * the choices are this short built-in list: the ids are the server's country numbering
 * (apps/server/src/modules/site-config/countries.ts) and must stay equal to it. Names come from
 * Intl.DisplayNames in the page language, so no dictionary is needed for them.
 */
export interface CountryOption {
  id: number;
  iso: string;
  currency: string;
  /** International dialling code without the plus. */
  telCode: string;
}

export const countryOptions: readonly CountryOption[] = [
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

/** Every country's currency plus the two most players hold anyway, each once. */
export const currencyOptions: readonly string[] = [
  ...new Set(['USD', 'EUR', ...countryOptions.map((country) => country.currency)]),
];

function displayNames(language: string, type: 'region' | 'currency'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, 'en'], { type });
  } catch {
    return null;
  }
}

/** Country choices in the page language, sorted by name. */
export function countryChoices(language: string): { value: string; label: string }[] {
  const names = displayNames(language, 'region');
  const collator = new Intl.Collator(language);
  return countryOptions
    .map((country) => ({ value: String(country.id), label: names?.of(country.iso) ?? country.iso }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Currency choices: "EUR — Euro". */
export function currencyChoices(language: string): { value: string; label: string }[] {
  const names = displayNames(language, 'currency');
  return currencyOptions.map((code) => ({ value: code, label: `${code} — ${names?.of(code) ?? code}` }));
}

/** Phone-code choices: "+44 United Kingdom", keyed by country so +7 Russia and +7 Kazakhstan differ. */
export function phoneCodeChoices(language: string): { value: string; label: string }[] {
  const names = displayNames(language, 'region');
  const collator = new Intl.Collator(language);
  return countryOptions
    .map((country) => ({
      value: country.iso,
      label: `+${country.telCode} ${names?.of(country.iso) ?? country.iso}`,
    }))
    .sort((a, b) => collator.compare(a.label.replace(/^\+\d+ /, ''), b.label.replace(/^\+\d+ /, '')));
}

export function countryById(id: number): CountryOption | undefined {
  return countryOptions.find((country) => country.id === id);
}

export function countryByIso(iso: string): CountryOption | undefined {
  return countryOptions.find((country) => country.iso === iso);
}
