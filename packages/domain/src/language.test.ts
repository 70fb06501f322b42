import { describe, expect, it } from 'vitest';
import {
  fallbackLanguage,
  isSiteLanguageCode,
  languagePattern,
  siteLanguageCodes,
  siteLanguages,
} from './language.ts';
import { browserLanguages, resolveLanguage } from './language-resolution.ts';

const allowed = siteLanguageCodes;

describe('the site languages', () => {
  it('are English, Russian, Ukrainian, Kazakh, Azerbaijani and Spanish, in the switcher’s order', () => {
    expect(siteLanguageCodes).toEqual(['en', 'ru', 'uk', 'kk', 'az', 'es']);
  });
  it('each have their own id, a two-letter code and a name in themselves', () => {
    expect(new Set(siteLanguages.map(({ id }) => id)).size).toBe(siteLanguages.length);
    for (const { code, nativeName } of siteLanguages) {
      expect(code).toMatch(languagePattern);
      expect(nativeName).not.toBe('');
    }
  });
  it('include the fallback language', () => {
    expect(isSiteLanguageCode(fallbackLanguage)).toBe(true);
    expect(isSiteLanguageCode('de')).toBe(false);
    expect(isSiteLanguageCode(undefined)).toBe(false);
  });
});

describe('resolveLanguage', () => {
  it('takes the URL language when it is allowed', () => {
    expect(resolveLanguage({ fromUrl: 'ru', fromCookie: 'es' }, allowed)).toBe('ru');
  });
  it('falls back to the cookie when the URL language is not allowed', () => {
    expect(resolveLanguage({ fromUrl: 'de', fromCookie: 'es' }, allowed)).toBe('es');
  });
  it('uses the best allowed browser language before the configured default', () => {
    expect(resolveLanguage({ fromBrowser: 'de-DE,uk;q=0.8,ru;q=0.9', configDefault: 'es' }, allowed)).toBe(
      'ru',
    );
  });
  it('uses the configured default, then English', () => {
    expect(resolveLanguage({ configDefault: 'az' }, allowed)).toBe('az');
    expect(resolveLanguage({ configDefault: 'xx' }, allowed)).toBe('en');
  });
  it('ignores malformed codes', () => {
    expect(resolveLanguage({ fromUrl: 'EN', fromCookie: '<script>' }, allowed)).toBe('en');
  });
});

describe('browserLanguages', () => {
  it('orders by quality and drops q=0', () => {
    expect(browserLanguages('en;q=0.5, ru, es;q=0')).toEqual(['ru', 'en']);
  });
  it('returns nothing for a missing header', () => {
    expect(browserLanguages(undefined)).toEqual([]);
  });
});
