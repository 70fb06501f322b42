import { readdirSync, readFileSync } from 'node:fs';
import type { DictionarySet } from './translations.ts';
import type { Dictionary } from './translator.ts';

function dictionaryOf(text: string, file: string): Dictionary {
  const parsed: unknown = JSON.parse(text);
  const isDictionary =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((value) => typeof value === 'string');
  if (!isDictionary) throw new Error(`${file} is not a dictionary: an object of texts`);
  return parsed as Dictionary;
}

/** The dictionaries of a folder on the server, one `<language>.json` each. */
export function readDictionaries(folder: URL): DictionarySet {
  const set: Record<string, Dictionary> = {};
  for (const file of readdirSync(folder)
    .filter((name) => /^[a-z]{2}\.json$/.test(name))
    .sort()) {
    set[file.slice(0, 2)] = dictionaryOf(readFileSync(new URL(file, folder), 'utf8'), file);
  }
  return set;
}
