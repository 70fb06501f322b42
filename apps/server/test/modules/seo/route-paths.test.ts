import { describe, expect, it } from 'vitest';
import { fillRoutePath, matchRoutePath, pathInLanguage } from '../../../src/modules/seo/route-paths.ts';

describe('route path helpers', () => {
  it('match a path against a template with required and optional params', () => {
    expect(matchRoutePath('bonuses/:id', 'bonuses/welcome')).toEqual({ id: 'welcome' });
    expect(matchRoutePath('line/:menuSection?/:sport?', 'line/top')).toEqual({ menuSection: 'top' });
    expect(matchRoutePath('line/:menuSection?/:sport?', 'line')).toEqual({});
    expect(matchRoutePath('bonuses/:id', 'bonuses')).toBeUndefined();
    expect(matchRoutePath('bonuses/:id', 'offers/welcome')).toBeUndefined();
    expect(matchRoutePath('bonuses/:id', 'bonuses/a/b')).toBeUndefined();
  });

  it('fill a template, leaving out optional params without a value', () => {
    expect(fillRoutePath('offers/:id', { id: 'welcome' })).toBe('offers/welcome');
    expect(fillRoutePath('live/:menuSection?/:sport?', { menuSection: 'top' })).toBe('live/top');
    expect(fillRoutePath('', {})).toBe('');
  });

  it('move a path to another language, dropping the query', () => {
    expect(pathInLanguage('/en/live?x=1', 'ru')).toBe('/ru/live');
    expect(pathInLanguage('/en', 'kk')).toBe('/kk');
    expect(pathInLanguage('/information/about', 'es')).toBe('/es/information/about');
  });
});
