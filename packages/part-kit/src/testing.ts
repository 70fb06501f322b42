import type { PartServerContext } from '@parlay/contract/part-runtime';
import { siteLanguageCodes } from '@parlay/domain';
import { dictionaryProblems } from '@parlay/i18n';
import { describe, expect, it } from 'vitest';
import type { DictionaryModules } from './i18n.ts';

/**
 * The test every part's dictionaries pass: a file for each site language, with exactly the keys of
 * en, none empty. `files` is the part's `import.meta.glob('./dictionaries/*.json', { eager: true })`.
 */
export function describePartDictionaries(files: DictionaryModules): void {
  describe('part dictionaries', () => {
    for (const language of siteLanguageCodes) {
      it(`${language} has exactly the keys of en, none empty`, () => {
        const dictionary = files[`./dictionaries/${language}.json`]?.default;
        expect(dictionary, `missing ${language}.json`).toBeDefined();
        expect(dictionaryProblems(files['./dictionaries/en.json']!.default, dictionary!)).toEqual({
          missing: [],
          extra: [],
          empty: [],
        });
      });
    }
  });
}

/** The server context of a render in a test, for a part that reads no API (any read fails the test). */
export function serverContextFor(url: string, language = 'en'): PartServerContext {
  return {
    url,
    language,
    theme: 0,
    fetchApi: (path) => Promise.reject(new Error(`the render read ${path}, which this test does not serve`)),
    fetchApiAsVisitor: (path) =>
      Promise.reject(new Error(`the render read ${path} as the visitor, which this test does not serve`)),
  };
}
