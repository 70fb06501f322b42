import { createTranslator, type Translator } from '@parlay/i18n';
import type { Dictionaries } from './dictionaries.ts';

/** Merges a language's loaded dictionaries (keys are unique across dictionary ids). */
function merged(dictionaries: Dictionaries, language: string) {
  return Object.assign({}, ...Object.values(dictionaries[language] ?? {}));
}

/** One translator per request on the server, one per page in the browser; English is the fallback. */
export function createShellTranslator(language: string, dictionaries: Dictionaries): Translator {
  return createTranslator(language, merged(dictionaries, language), merged(dictionaries, 'en'));
}
