import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { errorEnvelopeSchema, fingerprintTokenResponseSchema } from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import {
  createFingerprintService,
  fingerprintTokenTtlMs,
} from '../../../src/modules/fingerprint/fingerprint-service.ts';
import { fingerprintTokenOf } from '../../../src/modules/fingerprint/index.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { testEnv } from '../../helpers/test-env.ts';

const someHash = createHash('sha256').update('a browser').digest('hex');

describe.each(testDatabaseKinds)('fingerprint on %s', (kind) => {
  const context = useTestApp(kind, {
    beforeReady(app) {
      // What a sign-in handler does first.
      app.get('/test/fingerprint-required', async (request) => ({
        hash: app.fingerprint.verify(fingerprintTokenOf(request)),
      }));
    },
  });

  const issue = (payload: unknown) =>
    context.app.inject({
      method: 'POST',
      url: '/web-api/fingerprint',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: payload as Record<string, unknown>,
    });

  const callProtected = (fingerprint?: string) =>
    context.app.inject({
      method: 'GET',
      url: '/test/fingerprint-required',
      headers: fingerprint === undefined ? {} : { 'x-fingerprint': fingerprint },
    });

  async function tokenFor(hash: string) {
    const response = await issue({ componentsData: hash });
    expect(response.statusCode).toBe(200);
    return fingerprintTokenResponseSchema.parse(response.json());
  }

  function expectFingerprintRequired(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      status: 400,
      code: 'FINGERPRINT_REQUIRED',
      messageKey: 'auth_error_fingerprint',
    });
  }

  describe('POST /web-api/fingerprint', () => {
    it('gives a token that expires in 24 hours', async () => {
      const before = Date.now();
      const { token, expiresAt } = await tokenFor(someHash);
      expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
      expect(expiresAt).toBeGreaterThanOrEqual(before + fingerprintTokenTtlMs);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + fingerprintTokenTtlMs);
    });

    it.each([
      [{}, 'componentsData'],
      [{ componentsData: 'not a hash' }, 'componentsData'],
      [{ componentsData: someHash.toUpperCase() }, 'componentsData'],
      [{ componentsData: someHash, more: 1 }, 'more'],
    ])('refuses %j with 400 naming %s', async (payload, field) => {
      const response = await issue(payload);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).fields).toHaveProperty(field);
    });
  });

  describe('app.fingerprint.verify', () => {
    it('lets a request with a valid token through and tells the hash it vouches for', async () => {
      const response = await callProtected((await tokenFor(someHash)).token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ hash: someHash });
    });

    it('refuses a request without the X-Fingerprint header', async () => {
      expectFingerprintRequired(await callProtected());
    });

    it('refuses a token whose hash was changed', async () => {
      const { token } = await tokenFor(someHash);
      const [, signature] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ h: 'f'.repeat(64), exp: Date.now() + 60_000 })).toString(
        'base64url',
      );
      expectFingerprintRequired(await callProtected(`${forged}.${signature}`));
    });

    it('refuses a token whose expiry was pushed back', async () => {
      const { token, expiresAt } = await tokenFor(someHash);
      const [, signature] = token.split('.');
      const later = Buffer.from(JSON.stringify({ h: someHash, exp: expiresAt + 1 })).toString('base64url');
      expectFingerprintRequired(await callProtected(`${later}.${signature}`));
    });

    it('refuses a token signed with another secret', async () => {
      const other = createFingerprintService({ cookieSecret: 'another-secret-of-at-least-32-characters' });
      expectFingerprintRequired(await callProtected(other.issue(someHash).token));
    });

    it('refuses an expired token', async () => {
      const yesterday = createFingerprintService({
        cookieSecret: testEnv().COOKIE_SECRET,
        now: () => Date.now() - fingerprintTokenTtlMs - 1_000,
      });
      const stale = yesterday.issue(someHash);
      expect(stale.expiresAt).toBeLessThan(Date.now());
      expectFingerprintRequired(await callProtected(stale.token));
    });

    it.each(['', 'garbage', 'a.b.c', '.', 'e30.'])('refuses the malformed token %j', async (token) => {
      expectFingerprintRequired(await callProtected(token));
    });
  });

  describe('GET /web-api/fingerprint/fp.js', () => {
    const getScript = (headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'GET', url: '/web-api/fingerprint/fp.js', headers });

    it('is JavaScript a page of this site may load under its policy, cacheable and revalidated by ETag', async () => {
      const response = await getScript();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      // Same origin, so the site's `script-src 'self'` admits it.
      expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self'/);
      const etag = String(response.headers.etag);
      const again = await getScript({ 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('defines window.parlayFingerprint.get(), which hashes the browser and gets a token the server accepts', async () => {
      const script = (await getScript()).body;
      const posted: unknown[] = [];
      // A browser-like global: navigator and screen values, and fetch answered by the app itself.
      const window: Record<string, unknown> = {
        navigator: {
          userAgent: 'Mozilla/5.0 (test)',
          languages: ['en-GB', 'en'],
          platform: 'Linux x86_64',
          hardwareConcurrency: 8,
          maxTouchPoints: 0,
          cookieEnabled: true,
        },
        screen: { width: 1920, height: 1080, colorDepth: 24 },
        devicePixelRatio: 1,
        crypto,
        TextEncoder,
        Intl,
        Date,
        JSON,
        Promise,
        Array,
        Uint8Array,
        Object,
        Error,
        console: { error() {} },
        async fetch(url: string, init: { method: string; headers: Record<string, string>; body: string }) {
          posted.push(JSON.parse(init.body));
          const response = await context.app.inject({
            method: 'POST',
            url,
            headers: init.headers,
            payload: init.body,
          });
          return new Response(response.body, {
            status: response.statusCode,
            headers: { 'content-type': 'application/json' },
          });
        },
      };
      window.window = window;
      runInNewContext(script, window);

      const api = window.parlayFingerprint as { get(force?: boolean): Promise<Record<string, unknown>> };
      const result = await api.get();
      expect(result).toEqual({
        token: expect.any(String),
        expiresAt: expect.any(Number),
        data: expect.any(String),
      });
      expect(result.data).toMatch(/^[0-9a-f]{64}$/);
      expect(posted).toEqual([{ componentsData: result.data }]);

      // Cached until it expires; the same browser hashes the same way when forced.
      expect(await api.get()).toBe(result);
      const forced = await api.get(true);
      expect(posted).toHaveLength(2);
      expect(forced.data).toBe(result.data);

      const accepted = await callProtected(String(result.token));
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ hash: result.data });
    });
  });
});
