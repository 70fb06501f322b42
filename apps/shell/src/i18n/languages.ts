/**
 * Languages the shell has dictionaries for. Adding a language is data: a folder of dictionaries
 * under i18n/dictionaries and an entry here with its own name for the selector.
 */
export const siteLanguages = [
  { code: 'en', nativeName: 'English' },
  { code: 'ru', nativeName: 'Русский' },
  { code: 'uk', nativeName: 'Українська' },
  { code: 'kk', nativeName: 'Қазақша' },
  { code: 'az', nativeName: 'Azərbaycanca' },
  { code: 'es', nativeName: 'Español' },
] as const;

export const siteLanguageCodes: readonly string[] = siteLanguages.map((language) => language.code);
