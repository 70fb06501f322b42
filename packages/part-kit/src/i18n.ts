import type { Dictionary } from '@parlay/i18n';

export type DictionaryModules = Record<string, { default: Dictionary }>;

/**
 * The dictionary a part renders with: its language's texts over the English ones, so a key not
 * yet translated shows in English. Only this one merged dictionary travels to the browser.
 */
export function dictionaryFor(modules: DictionaryModules, language: string): Dictionary {
  const pick = (code: string) =>
    Object.entries(modules).find(([file]) => file.endsWith(`/${code}.json`))?.[1].default;
  return { ...pick('en'), ...pick(language) };
}
