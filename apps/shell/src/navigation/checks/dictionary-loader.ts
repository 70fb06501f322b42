import { type NavigationCheck, type NavigationOutcome, proceed } from '../navigation-types.ts';

/** The route's dictionaries (route meta) are loaded before it renders; a failure shows main_dictionary_load_error. */
export const dictionaryLoader: NavigationCheck = {
  name: 'dictionary loader',
  async run({ env, language }): Promise<NavigationOutcome> {
    try {
      await env.services.loadDictionaries(language, ['main']);
      return proceed;
    } catch (error) {
      console.error('[navigation] dictionaries failed to load', error);
      return { kind: 'dictionary-error' };
    }
  },
};
