import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { descriptorSchema, errorEnvelopeSchema, partVersionHeader } from '@parlay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartRegistry } from '../../src/modules/parts/part-registry.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';

const pages = { reactBuild: 'production' as const };
const mfHeaders = { 'content-type': 'application/json', 'mf-render-mode': 'json', 'mf-api-version': 'v2' };

describe.each(testDatabaseKinds)('server-rendered pages on %s', (kind) => {
  const context = useTestApp(kind, { pages });

  it('redirects a URL without a language to the visitor’s language', async () => {
    const plain = await context.app.inject({ url: '/' });
    expect([plain.statusCode, plain.headers.location]).toEqual([302, '/en']);
    const russian = await context.app.inject({
      url: '/information/about?x=1',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(russian.headers.location).toBe('/ru/information/about?x=1');
    const cookie = await context.app.inject({
      url: '/',
      headers: { cookie: 'lng=es', 'accept-language': 'ru' },
    });
    expect(cookie.headers.location).toBe('/es');
    const foreign = await context.app.inject({ url: '/de/information' });
    expect(foreign.headers.location).toBe('/en/information');
  });

  it('renders the home page with the import map first, the footer part and the initial data', async () => {
    const response = await context.app.inject({ url: '/en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<title>[^<]*Parlay[^<]*<\/title>/);
    const importMapAt = html.indexOf('<script type="importmap"');
    expect(importMapAt).toBeGreaterThan(0);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(importMapAt);
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(importMapAt);
    expect(html).toMatch(/data-part-host="footer"[^>]*><div data-part-body[^>]*><div data-part-root>/);
    expect(html).toContain('window.__PARLAY__=');
    expect(html).toContain('Sports betting: line and live');
    expect(html).toContain('Top live');
  });

  it('gives every inline script the nonce of the response’s Content-Security-Policy', async () => {
    const response = await context.app.inject({ url: '/en' });
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeTruthy();
    // Inline scripts that run; a part's JSON state is data, never executed.
    const inlineScripts = [
      ...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)([^>]*)>/g),
    ].map((match) => match[1]);
    expect(inlineScripts.length).toBeGreaterThan(1);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('renders an information page in the visitor’s language with the part’s title', async () => {
    const response = await context.app.inject({ url: '/ru/information/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<title>О [^<]+Parlay<\/title>/);
    expect(response.body).toContain('<link rel="alternate" hreflang="en"');
    expect(response.body).toContain('data-part-host="info"');
  });

  it('renders the betting calculator’s form on its information page, its result left to the browser', async () => {
    const response = await context.app.inject({ url: '/en/information/betting-calculator' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Calculate a bet');
    expect(response.body).toContain('Odds of selection 3');
    expect(response.body).toContain('Calculating…');
  });

  it.each(['/en/information/nope', '/en/no-such-page', '/en/information/rules/99'])(
    'answers 404 with the not-found text for %s',
    async (url) => {
      const response = await context.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('This page could not be found');
    },
  );

  it('never answers a missing bundle with a page', async () => {
    const response = await context.app.inject({ url: '/assets/entry-client-missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('serves the built bundles immutable', async () => {
    const home = await context.app.inject({ url: '/en' });
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(home.body)?.[1];
    const response = await context.app.inject({ url: entry! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('refuses an absurdly long URL', async () => {
    const response = await context.app.inject({ url: `/en/${'a'.repeat(3000)}` });
    expect(response.statusCode).toBe(414);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ status: 414, code: 'URI_TOO_LONG' });
    // A part name past the router's longest parameter: the same envelope from the framework's 414.
    const descriptor = await context.app.inject({
      method: 'POST',
      url: `/mf/${'p'.repeat(300)}`,
      payload: {},
    });
    expect(descriptor.statusCode).toBe(414);
    expect(errorEnvelopeSchema.parse(descriptor.json())).toMatchObject({ status: 414, code: 'URI_TOO_LONG' });
  });

  describe('descriptor calls', () => {
    it('answers GET at the part URL plus the route path, with the part version', async () => {
      const response = await context.app.inject({ url: '/mf/info/en/information/contacts' });
      expect(response.statusCode).toBe(200);
      expect(response.headers[partVersionHeader]).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{8}$/);
      const descriptor = descriptorSchema.parse(response.json());
      expect(descriptor.appName).toBe('info');
      expect(descriptor.scriptsToLoad[0]).toMatch(/^\/parts\/info\/.+\.js$/);
      expect(descriptor.cssToLoad[0]?.href).toMatch(/^\/parts\/info\/.+\.css$/);
      expect(descriptor.body).toContain('data-part-root');
    });

    it('answers the JSON POST and keeps the part’s own not-found page with status 404', async () => {
      const found = await context.app.inject({
        method: 'POST',
        url: '/mf/info',
        headers: mfHeaders,
        payload: { url: '/en/information/rules/2', components: ['info'] },
      });
      expect(found.statusCode).toBe(200);
      const missing = await context.app.inject({
        method: 'POST',
        url: '/mf/info',
        headers: mfHeaders,
        payload: { url: '/en/information/nope' },
      });
      expect(missing.statusCode).toBe(404);
      expect(descriptorSchema.parse(missing.json()).body).toContain('data-part-root');
    });

    it.each([
      ['without the JSON mode headers', { 'content-type': 'application/json' }, { url: '/en' }],
      ['with a URL that is not a path', mfHeaders, { url: 'https://evil.test/' }],
      ['with an unknown field type', mfHeaders, { url: '/en', components: 'footer' }],
    ])('refuses a POST %s with the 400 envelope', async (_case, headers, payload) => {
      const response = await context.app.inject({ method: 'POST', url: '/mf/footer', headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    });

    it('answers 404 JSON for a part that does not exist', async () => {
      const response = await context.app.inject({ url: '/mf/casino/en' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'PART_NOT_FOUND' });
    });
  });
});

describe('pages when a part fails', () => {
  let failing: Server;
  let failingUrl: string;
  beforeAll(async () => {
    failing = createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{}');
    });
    failing.listen(0, '127.0.0.1');
    await once(failing, 'listening');
    failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/mf`;
  });
  afterAll(() => new Promise((resolve) => failing.close(resolve)));

  // The footer (optional, on every page) and the information pages' part fail; home's sports part works.
  const failingParts = new Set(['footer', 'info']);
  const registry = () =>
    localPartRegistry().map((entry) =>
      failingParts.has(entry.name)
        ? {
            name: entry.name,
            kind: 'remote' as const,
            url: `${failingUrl}/${entry.name}`,
            timeoutMs: 1000,
            optional: entry.optional,
          }
        : entry,
    );
  const context = useTestApp('pglite', {
    pages: {
      ...pages,
      get registry() {
        return registry();
      },
    },
  });

  it('shows the footer’s error state with a refresh button, and the page still renders', async () => {
    const response = await context.app.inject({ url: '/en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('This section could not be loaded.');
    expect(response.body).toMatch(/<button[^>]*>(<[^>]+>)*Refresh/);
  });

  it('shows the error page with the main part’s status when the page’s own part fails', async () => {
    const response = await context.app.inject({ url: '/en/information/about' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('Error 503');
  });
});
