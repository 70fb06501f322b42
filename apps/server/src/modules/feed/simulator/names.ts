import type { LocalizedText } from '@parlay/contract';
import { siteLanguageCodes } from '@parlay/domain';
import { readDictionaries } from '@parlay/i18n/files';

/** The simulator's names in every site language (dictionaries/<language>.json). */
const dictionaries = readDictionaries(new URL('./dictionaries/', import.meta.url));

/**
 * A dictionary text in every site language, placeholders (`{champ}`) filled with the value in the
 * same language (or a proper name, the same in all). Throws on a key the dictionaries lack: names
 * are data the simulator ships, and a missing one is a bug.
 */
export function textOf(key: string, values: Record<string, LocalizedText | string> = {}): LocalizedText {
  return Object.fromEntries(
    siteLanguageCodes.map((language) => {
      const template = dictionaries[language]?.[key];
      if (template === undefined) throw new Error(`the feed simulator has no "${key}" in ${language}`);
      const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = values[name];
        if (value === undefined) return whole;
        return typeof value === 'string' ? value : value[language];
      });
      return [language, text];
    }),
  ) as LocalizedText;
}

/** A proper name: the same in every language. */
export function properName(name: string): LocalizedText {
  return Object.fromEntries(siteLanguageCodes.map((language) => [language, name])) as LocalizedText;
}
