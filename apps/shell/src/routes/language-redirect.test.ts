import { describe, expect, it } from 'vitest';
import { languageRedirectTarget, readCookie } from './language-redirect.ts';

const target = (path: string, sources: { cookie?: string; acceptLanguage?: string } = {}) =>
  languageRedirectTarget(new URL(path, 'http://parlay.test'), sources);

describe('languageRedirectTarget', () => {
  it('leaves a URL with an allowed language alone', () => {
    expect(target('/ru/information/about')).toBeNull();
  });
  it('puts the cookie language in front of a URL without one, keeping the query', () => {
    expect(target('/information/about?x=1', { cookie: 'es' })).toBe('/es/information/about?x=1');
  });
  it('uses the browser language when there is no cookie', () => {
    expect(target('/', { acceptLanguage: 'kk-KZ,kk;q=0.9' })).toBe('/kk');
  });
  it('replaces a two-letter prefix that is not a site language', () => {
    expect(target('/de/information')).toBe('/en/information');
  });
  it('drops a trailing slash', () => {
    expect(target('/information/')).toBe('/en/information');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; lng=ru; b=%20x', 'lng')).toBe('ru');
    expect(readCookie('a=1; b=%20x', 'b')).toBe(' x');
    expect(readCookie(null, 'lng')).toBeUndefined();
  });
});
