import { describe, expect, it } from 'vitest';
import { readCookie } from './language-redirect.ts';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; lng=ru; b=%20x', 'lng')).toBe('ru');
    expect(readCookie('a=1; b=%20x', 'b')).toBe(' x');
    expect(readCookie(null, 'lng')).toBeUndefined();
  });
});
