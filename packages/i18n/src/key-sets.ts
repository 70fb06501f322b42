import type { Dictionary } from './translator.ts';

/** Plural suffixes differ by language (Russian has _few and _many, English does not): compare base keys. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

export function baseKeys(dictionary: Dictionary): Set<string> {
  return new Set(Object.keys(dictionary).map((key) => key.replace(pluralSuffix, '')));
}

/** Keys a language lacks (or has in excess) compared with the reference language. */
export function compareKeySets(
  reference: Dictionary,
  other: Dictionary,
): { missing: string[]; extra: string[] } {
  const expected = baseKeys(reference);
  const actual = baseKeys(other);
  return {
    missing: [...expected].filter((key) => !actual.has(key)).sort(),
    extra: [...actual].filter((key) => !expected.has(key)).sort(),
  };
}

/**
 * What a language's dictionary gets wrong against the reference language's: keys it lacks, keys it
 * has in excess, keys whose text is empty. Every dictionary test asks this of every language.
 */
export function dictionaryProblems(
  reference: Dictionary,
  other: Dictionary,
): { missing: string[]; extra: string[]; empty: string[] } {
  const empty = Object.keys(other).filter((key) => !other[key]?.trim());
  return { ...compareKeySets(reference, other), empty };
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;
const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(placeholder)].map((match) => match[1]))].sort();

/**
 * Keys whose text has other placeholders than the reference language's: a translation that lost
 * `{{code}}` would send a code-less SMS.
 */
export function placeholderMismatches(reference: Dictionary, other: Dictionary): string[] {
  return Object.keys(other)
    .filter((key) => {
      const expected = reference[key];
      const actual = other[key];
      return (
        expected !== undefined &&
        actual !== undefined &&
        placeholdersOf(expected).join() !== placeholdersOf(actual).join()
      );
    })
    .sort();
}
