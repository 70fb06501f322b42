import { siteLanguageCodes } from '@parlay/domain';
import { type Dictionary, dictionaryProblems } from '@parlay/i18n';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Dictionary }>('./dictionaries/*.json', { eager: true });

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
