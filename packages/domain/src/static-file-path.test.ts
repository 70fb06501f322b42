import { describe, expect, it } from 'vitest';
import { isStaticFilePath } from './static-file-path.ts';

describe('isStaticFilePath', () => {
  it.each(['/assets/x-1.js', '/a/b.css.map', '/favicon.ico', '/parts/info/client.CSS?v=1', '/robots.txt'])(
    '%s names a static file',
    (path) => {
      expect(isStaticFilePath(path)).toBe(true);
    },
  );
  it.each([
    '/en',
    '/en/user/registration.php',
    '/en/slots/book-of-ra',
    '/en/information/rules.1',
    '/en/x?file=a.js',
  ])('%s is a page', (path) => {
    expect(isStaticFilePath(path)).toBe(false);
  });
});
