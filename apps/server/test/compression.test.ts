import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

describe('compressed answers', () => {
  const context = useTestApp('pglite');

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('in %s unpack to each answer’s own JSON, asked once or again', async (encoding, unpack) => {
    for (const lang of ['en', 'ru', 'en']) {
      const url = `/bff-api/config/all.json?lang=${lang}`;
      const plain = await context.app.inject({ url });
      const packed = await context.app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(unpack(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
      expect(plain.json()).toMatchObject({ currentLanguage: lang });
    }
  });
});
