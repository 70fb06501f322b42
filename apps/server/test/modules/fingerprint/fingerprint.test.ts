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
        hash: app.fingerprint.verify(fingerprintTokenOf(request), request.ip),
      }));
    },
  });

  // The address inject gives a request unless told otherwise.
  const defaultAddress = '127.0.0.1';

  const issue = (payload: unknown, remoteAddress = defaultAddress) =>
    context.app.inject({
      method: 'POST',
      url: '/web-api/fingerprint',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: payload as Record<string, unknown>,
      remoteAddress,
    });

  const callProtected = (fingerprint?: string, remoteAddress = defaultAddress) =>
    context.app.inject({
      method: 'GET',
      url: '/test/fingerprint-required',
      headers: fingerprint === undefined ? {} : { 'x-fingerprint': fingerprint },
      remoteAddress,
    });

  async function tokenFor(hash: string, remoteAddress = defaultAddress) {
    const response = await issue({ componentsData: hash }, remoteAddress);
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
      expectFingerprintRequired(await callProtected(other.issue(someHash, defaultAddress).token));
    });

    it('refuses an expired token', async () => {
      const yesterday = createFingerprintService({
        cookieSecret: testEnv().COOKIE_SECRET,
        now: () => Date.now() - fingerprintTokenTtlMs - 1_000,
      });
      const stale = yesterday.issue(someHash, defaultAddress);
      expect(stale.expiresAt).toBeLessThan(Date.now());
      expectFingerprintRequired(await callProtected(stale.token));
    });

    it.each(['', 'garbage', 'a.b.c', '.', 'e30.'])('refuses the malformed token %j', async (token) => {
      expectFingerprintRequired(await callProtected(token));
    });
  });

  describe('a token is bound to the client address it was issued to', () => {
    it.each([
      ['203.0.113.7', '203.0.113.7'],
      ['203.0.113.7', '::ffff:203.0.113.7'],
      // A host's temporary IPv6 addresses change inside its /64.
      ['2001:db8:1:2::a', '2001:db8:1:2:ffff:eeee:dddd:1'],
      ['2001:DB8:1:2:0:0:0:a', '2001:db8:1:2::b'],
    ])('accepts a token of %s from %s', async (issuedTo, usedFrom) => {
      const { token } = await tokenFor(someHash, issuedTo);
      const response = await callProtected(token, usedFrom);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ hash: someHash });
    });

    it.each([
      ['203.0.113.7', '203.0.113.8'],
      ['203.0.113.7', '198.51.100.7'],
      ['203.0.113.7', '2001:db8::7'],
      ['2001:db8:1:2::a', '2001:db8:1:3::a'],
      ['2001:db8:1:2::a', '203.0.113.7'],
    ])('refuses a token of %s from %s as it refuses an invalid one', async (issuedTo, usedFrom) => {
      const { token } = await tokenFor(someHash, issuedTo);
      expectFingerprintRequired(await callProtected(token, usedFrom));
    });

    it('refuses one token passed around 13 addresses everywhere but where it was issued', async () => {
      const { token } = await tokenFor(someHash, '127.0.11.1');
      const statuses = [];
      for (let host = 1; host <= 13; host++)
        statuses.push((await callProtected(token, `127.0.11.${host}`)).statusCode);
      expect(statuses).toEqual([200, ...Array<number>(12).fill(400)]);
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

    /**
     * fp.js run in a browser-like global (navigator and screen values) whose fetch the app answers
     * as if from `browser.address`, which a test may change (a phone moving to another network).
     */
    async function loadFingerprintScript(browser: { address: string }) {
      const script = (await getScript()).body;
      const posted: unknown[] = [];
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
            remoteAddress: browser.address,
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
      return { api, posted };
    }

    it('defines window.parlayFingerprint.get(), which hashes the browser and gets a token the server accepts', async () => {
      const { api, posted } = await loadFingerprintScript({ address: defaultAddress });
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

    it('gets a token that passes again after the browser moved to another address, as the client retries', async () => {
      const browser = { address: '203.0.113.40' };
      const { api } = await loadFingerprintScript(browser);
      const before = await api.get();
      expect((await callProtected(String(before.token), browser.address)).statusCode).toBe(200);

      browser.address = '198.51.100.40';
      // The cached token is refused from the new address; on that refusal the client
      // (packages/client call-endpoint.ts) forces a new token and repeats the call once.
      expectFingerprintRequired(await callProtected(String(before.token), browser.address));
      const after = await api.get(true);
      expect(after.data).toBe(before.data);
      const repeated = await callProtected(String(after.token), browser.address);
      expect(repeated.statusCode).toBe(200);
      expect(repeated.json()).toEqual({ hash: before.data });
    });
  });
});
