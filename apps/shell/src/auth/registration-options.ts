import { siteCountries } from '@parlay/domain';

// The country, currency and phone-code choices of the sign-in and registration forms, from the
// site's country table (packages/domain): the configuration names only the visitor's own country and
// currency. Names come from Intl.DisplayNames in the page language.

/** Every country's currency plus the two most players hold anyway, each once. */
export const currencyOptions: readonly string[] = [
  ...new Set(['USD', 'EUR', ...siteCountries.map((country) => country.currency)]),
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
  return siteCountries
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
  return siteCountries
    .map((country) => ({
      value: country.iso,
      label: `+${country.telCode} ${names?.of(country.iso) ?? country.iso}`,
    }))
    .sort((a, b) => collator.compare(a.label.replace(/^\+\d+ /, ''), b.label.replace(/^\+\d+ /, '')));
}
