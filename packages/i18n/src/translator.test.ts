import { describe, expect, it } from 'vitest';
import { compareKeySets, dictionaryProblems, placeholderMismatches } from './key-sets.ts';
import { createTranslator } from './translator.ts';

describe('createTranslator', () => {
  const en = {
    greeting: 'Hello, {{name}}!',
    bets_one: '{{count}} bet',
    bets_other: '{{count}} bets',
    only_en: 'English only',
  };
  const ru = {
    greeting: 'Привет, {{name}}!',
    bets_one: '{{count}} ставка',
    bets_few: '{{count}} ставки',
    bets_many: '{{count}} ставок',
  };

  it('interpolates values into the text', () => {
    expect(createTranslator('ru', ru, en).t('greeting', { name: 'Анна' })).toBe('Привет, Анна!');
  });

  it('picks the plural form by the language rules', () => {
    const t = createTranslator('ru', ru, en).t;
    expect([1, 3, 5, 21, 22, 25].map((count) => t('bets', { count }))).toEqual([
      '1 ставка',
      '3 ставки',
      '5 ставок',
      '21 ставка',
      '22 ставки',
      '25 ставок',
    ]);
    expect(createTranslator('en', en).t('bets', { count: 2 })).toBe('2 bets');
  });

  it('falls back to the fallback dictionary, then to the key itself', () => {
    const translator = createTranslator('ru', ru, en);
    expect(translator.t('only_en')).toBe('English only');
    expect(translator.t('missing_key')).toBe('missing_key');
    expect(translator.has('missing_key')).toBe(false);
  });

  it('leaves a placeholder without a value visible', () => {
    expect(createTranslator('en', en).t('greeting', {})).toBe('Hello, {{name}}!');
  });
});

describe('compareKeySets', () => {
  it('ignores plural suffixes and reports missing and extra keys', () => {
    expect(compareKeySets({ a: '', b_one: '', b_other: '' }, { b_few: '', c: '' })).toEqual({
      missing: ['a'],
      extra: ['c'],
    });
  });
});

describe('dictionaryProblems', () => {
  it('adds the keys whose text is empty or blank', () => {
    expect(dictionaryProblems({ a: 'A', b: 'B' }, { a: ' ', b: 'Б', c: '' })).toEqual({
      missing: [],
      extra: ['c'],
      empty: ['a', 'c'],
    });
  });
});

describe('placeholderMismatches', () => {
  it('names the keys whose text lost, gained or renamed a placeholder', () => {
    const en = { code: 'Code: {{code}}', link: 'Open {{link}}', plain: 'Hello', both: '{{a}} and {{b}}' };
    const ru = {
      code: 'Код: {{ code }}',
      link: 'Откройте ссылку',
      plain: 'Привет {{name}}',
      both: '{{b}} и {{a}}',
    };
    expect(placeholderMismatches(en, ru)).toEqual(['link', 'plain']);
  });
});
