import { isSiteLanguageCode } from '@parlay/domain';
import { translationsOf } from '@parlay/i18n';
import { readDictionaries } from '@parlay/i18n/files';

/** The demo provider's texts (its page, its methods), one dictionary per site language. */
const translations = translationsOf(readDictionaries(new URL('./dictionaries/', import.meta.url)));

/** The translator of a language (English for one without a dictionary). */
export function demoText(language: string): (key: string) => string {
  const { t } = translations.translator(language);
  return (key) => t(key);
}

/** The page's language: `lang`, the site's `lng` cookie, the payment's own, English. */
export function checkoutLanguage(...candidates: (string | undefined)[]): string {
  return candidates.find((candidate) => isSiteLanguageCode(candidate)) ?? 'en';
}
