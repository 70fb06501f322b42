import { createTranslator } from '@parlay/i18n';
import type { Dictionaries, LoadDictionaries } from './dictionaries.ts';
import type { Translations } from './use-translation.ts';

/** Merges a language's loaded dictionaries (keys are unique across dictionary ids). */
function merged(dictionaries: Dictionaries, language: string) {
  return Object.assign({}, ...Object.values(dictionaries[language] ?? {}));
}

/**
 * The page's translations: its language over English, and any other loaded language the same way;
 * `loadDictionaries` brings more (the dialogs' own) the way this side of the page reads them.
 */
export function createShellTranslations(
  language: string,
  dictionaries: Dictionaries,
  loadDictionaries: LoadDictionaries,
): Translations {
  const translatorFor = (code: string) =>
    createTranslator(code, merged(dictionaries, code), merged(dictionaries, 'en'));
  return { translator: translatorFor(language), translatorFor, loadDictionaries };
}
