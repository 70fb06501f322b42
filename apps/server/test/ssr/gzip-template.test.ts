import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fillGzipTemplate, gzipTemplate } from '../../src/ssr/gzip-template.ts';

const page = (words: number) =>
  Buffer.from(
    Array.from({ length: words }, (_, index) => `<p class="line">text ${index % 97} of the page</p>`).join(
      '',
    ),
  );

describe('a gzip template', () => {
  it('gunzips to the pieces with the fills between them, whatever fills them', () => {
    const pieces = [page(200), page(3), Buffer.alloc(0), page(500)];
    const template = gzipTemplate(pieces);
    for (let round = 0; round < 20; round++) {
      const fills = [randomBytes(16), Buffer.from(randomBytes(18).toString('base64')), randomBytes(round)];
      const expected = Buffer.concat([
        pieces[0]!,
        fills[0]!,
        pieces[1]!,
        fills[1]!,
        pieces[2]!,
        fills[2]!,
        pieces[3]!,
      ]);
      expect(gunzipSync(fillGzipTemplate(template, fills)).equals(expected)).toBe(true);
    }
  });

  it('takes a fill longer than one stored block, and a document of one piece', () => {
    const big = randomBytes(70_000);
    const pieces = [page(10), page(10)];
    expect(gunzipSync(fillGzipTemplate(gzipTemplate(pieces), [big]))).toEqual(
      Buffer.concat([pieces[0]!, big, pieces[1]!]),
    );
    expect(gunzipSync(fillGzipTemplate(gzipTemplate([page(40)]), []))).toEqual(page(40));
  });

  it('compresses about as well as gzip of the whole, holes in the head and at the end', () => {
    const pieces = [page(20), page(1000), page(2)];
    const nonce = Buffer.from(randomBytes(16).toString('base64'));
    const filled = fillGzipTemplate(gzipTemplate(pieces), [nonce, nonce]);
    const whole = gzipSync(Buffer.concat([pieces[0]!, nonce, pieces[1]!, nonce, pieces[2]!]), { level: 9 });
    expect(filled.length).toBeLessThan(whole.length * 1.1 + 100);
  });

  it('wants one fill per hole', () => {
    expect(() => fillGzipTemplate(gzipTemplate([page(1), page(1)]), [])).toThrow(/one fill per hole/);
  });
});
