import { siteLanguageCodes } from '@parlay/domain';
import { type Dictionary, dictionaryProblems } from '@parlay/i18n';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Dictionary }>('./dictionaries/*/*.json', { eager: true });

describe('shell dictionaries', () => {
  const ids = [...new Set(Object.keys(files).map((file) => file.split('/').at(-1)!))];
  for (const language of siteLanguageCodes) {
    for (const id of ids) {
      it(`${language}/${id} has exactly the keys of en/${id}, none empty`, () => {
        const reference = files[`./dictionaries/en/${id}`]!.default;
        const dictionary = files[`./dictionaries/${language}/${id}`]?.default;
        expect(dictionary, `missing file ${language}/${id}`).toBeDefined();
        expect(dictionaryProblems(reference, dictionary!)).toEqual({ missing: [], extra: [], empty: [] });
      });
    }
  }
});
