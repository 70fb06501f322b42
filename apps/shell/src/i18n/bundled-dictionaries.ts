import { type Dictionary, dictionaryLoader } from './dictionaries.ts';

const modules = import.meta.glob<{ default: Dictionary }>('./dictionaries/*/*.json');

/**
 * Dictionaries from the bundle they are built into: the server render's and the tests'. The browser
 * fetches the same dictionaries as files instead (dictionary-files.ts), so they never become JavaScript.
 */
export const loadDictionaries = dictionaryLoader(async (language, id) => {
  const load = modules[`./dictionaries/${language}/${id}.json`];
  if (!load) throw new Error(`no dictionary ${id} for ${language}`);
  return (await load()).default;
});
