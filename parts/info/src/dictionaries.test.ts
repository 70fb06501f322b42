import { type Dictionary, dictionaryProblems } from '@parlay/i18n';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Dictionary }>('./dictionaries/*.json', { eager: true });
const siteLanguages = ['en', 'ru', 'uk', 'kk', 'az', 'es'];

describe('part dictionaries', () => {
  for (const language of siteLanguages) {
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
