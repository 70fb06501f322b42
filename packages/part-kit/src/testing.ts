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
