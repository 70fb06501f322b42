import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, safeReturnPath } from './return-path.ts';

const fallback = '/en';
const siteOrigin = 'https://parlay.example';

/** What a browser would do with the answer as a `Location`: stay on this site, on a real path. */
function staysOnSite(result: string): boolean {
  const resolved = new URL(result, siteOrigin);
  return /^\/[^/\\]/.test(result) && resolved.origin === siteOrigin && /^\/[^/\\]/.test(resolved.pathname);
}

describe('safeReturnPath', () => {
  it('keeps paths of this site, with their query and fragment', () => {
    for (const path of [
      '/en/sport',
      '/ru/live-casino/roulette?tab=2',
      '/en/registration?return_url=%2Fen%2Fsport',
      '/en/search?q=a%20b#results',
      '/ru/%D0%BA%D0%B0%D0%B7%D0%B8%D0%BD%D0%BE',
      '/en/a%2F%2Fb',
      '/en?next=//evil.example',
    ]) {
      expect(safeReturnPath(path, fallback)).toBe(path);
    }
  });

  it('answers the fallback for every known trick towards another site', () => {
    for (const trick of [
      '/\\evil.example',
      '//evil.example',
      '///evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/%09/evil.example',
      '/%2F/evil.example',
      '/%2fevil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%252F/evil.example',
      '/%25252F%25252Fevil.example',
      '/%2525252F/evil.example',
      'https://evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' /en',
      '/en ',
      '/\u3000/evil.example',
      '/\uFF0F/evil.example',
      '\uFF0F\uFF0Fevil.example',
      '/%EF%BC%8F/evil.example',
      '/%E3%80%80',
      '/../evil.example',
      '/en/..//evil.example',
      '/en/%2E%2E/%2E%2E//evil.example',
      '/\uFF0E\uFF0E//evil.example',
      '/en/\u200Bx',
      '/en%00',
      '/%',
      '/en/%E0%A4%A',
      '/',
      '',
      'en/sport',
      '?return_url=/en',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(safeReturnPath(trick, fallback), JSON.stringify(trick)).toBe(fallback);
    }
  });

  it('answers the fallback for what is not a string', () => {
    for (const value of [undefined, null, 42, ['/en'], { path: '/en' }]) {
      expect(safeReturnPath(value, fallback)).toBe(fallback);
      expect(isSafeReturnPath(value)).toBe(false);
    }
  });

  it('for any text answers the fallback or a path that stays on this site', () => {
    const pieces = fc.constantFrom(
      '/',
      '\\',
      '//',
      '/\\',
      '%2F',
      '%5C',
      '%25',
      '%2E',
      '.',
      '..',
      '\t',
      '\n',
      '\u3000',
      '\uFF0F',
      ':',
      'javascript:',
      'evil.example',
      '?',
      '#',
      '@',
      'en',
      '%E3%80%80',
      '%09',
      '%',
    );
    const candidates = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.array(fc.oneof(pieces, fc.string()), { maxLength: 12 }).map((parts) => parts.join('')),
      fc.webUrl(),
      fc.webPath(),
    );
    fc.assert(
      fc.property(candidates, (candidate) => {
        const result = safeReturnPath(candidate, fallback);
        expect(result === fallback || (result === candidate && staysOnSite(result))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
