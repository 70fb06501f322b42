/**
 * The languages the site speaks: every dictionary, server text and language list derives from this
 * table, so adding a language is one entry here (and its texts, which the key-set tests then demand).
 * `id` is the site's own numbering (the "current language id" of seed 001 §3), stable once
 * published; `nativeName` is the language's name in itself, shown in the language switcher.
 */
export const siteLanguages = [
  { id: 1, code: 'en', nativeName: 'English' },
  { id: 2, code: 'ru', nativeName: 'Русский' },
  { id: 3, code: 'uk', nativeName: 'Українська' },
  { id: 4, code: 'kk', nativeName: 'Қазақша' },
  { id: 5, code: 'az', nativeName: 'Azərbaycanca' },
  { id: 6, code: 'es', nativeName: 'Español' },
] as const;

export type SiteLanguageCode = (typeof siteLanguages)[number]['code'];

export const siteLanguageCodes: readonly SiteLanguageCode[] = siteLanguages.map(({ code }) => code);

export function isSiteLanguageCode(value: unknown): value is SiteLanguageCode {
  return (siteLanguageCodes as readonly unknown[]).includes(value);
}

/** Language segment: two lowercase letters (seed 001 §9). */
export const languagePattern = /^[a-z]{2}$/;
export const fallbackLanguage: SiteLanguageCode = 'en';

export function isLanguageCode(value: string | undefined | null): value is string {
  return typeof value === 'string' && languagePattern.test(value);
}
