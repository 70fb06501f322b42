import { errorEnvelopeSchema } from '@parlay/contract';
import type { RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app.ts';
import { apiPathPrefixes, isApiPath } from '../src/http/api-paths.ts';
import { useSiblingApp, useTestApp } from './helpers/test-app.ts';

const testRoutePrefix = '/bff-api/test/';

/** Routes that exist only for these tests: they provoke errors and show the CSP nonces. */
function addTestRoutes(base: App): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${testRoutePrefix}echo`,
    {
      schema: {
        body: z.strictObject({
          name: z.string().min(2),
          amount: z.int().positive(),
          note: z.string().optional(),
        }),
      },
    },
    async (request) => request.body,
  );
  app.get(`${testRoutePrefix}crash`, async () => {
    throw new Error('database password is hunter2');
  });
  // Stands in for a server-rendered page, which puts the nonces on its script and style tags.
  app.get('/en/nonce-page', (_request, reply) =>
    reply.send({ script: reply.cspNonce.script, style: reply.cspNonce.style }),
  );
}

/** API routes that cannot or need not be in the OpenAPI document, each for a stated reason. */
const undocumentedRoutes = new Set([
  // The document itself.
  '/openapi.json',
  // A WebSocket endpoint: its messages are described by the realtime contract, not OpenAPI.
  '/ws',
  // The JSON 404 catch-alls under each API prefix.
  ...apiPathPrefixes.map((prefix) => `${prefix}/*`),
]);

/** Every API route the application registers, as "METHOD /path" in OpenAPI's path syntax. */
const registeredApiRoutes = new Set<string>();
function collectApiRoute(route: RouteOptions): void {
  const ours = isApiPath(route.url) && !route.url.startsWith(testRoutePrefix);
  if (!ours || undocumentedRoutes.has(route.url)) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  for (const method of methods) {
    // Fastify adds a HEAD twin to every GET; the document lists the GET.
    if (method !== 'HEAD') registeredApiRoutes.add(`${method} ${path}`);
  }
}

function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

describe('the application', () => {
  const context = useTestApp('pglite', { onRoute: collectApiRoute, beforeReady: addTestRoutes });

  const post = (payload: string, contentType = 'application/json') =>
    context.app.inject({
      method: 'POST',
      url: `${testRoutePrefix}echo`,
      headers: { 'content-type': contentType },
      payload,
    });

  it('with a body that fails its schema, answers 400 VALIDATION_ERROR naming each field', async () => {
    const response = await post(JSON.stringify({ name: 'x', extra: true }));
    expect(response.statusCode).toBe(400);
    // Labelled as JSON: a client that goes by the media type reads the envelope too.
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      messageKey: 'main_validation_error',
      fields: {
        name: 'main_validation_too_small',
        amount: 'main_validation_required',
        extra: 'main_validation_unknown_field',
      },
    });
  });

  it('with a valid body, answers 200 with the parsed body', async () => {
    const response = await post(JSON.stringify({ name: 'Ann', amount: 5 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ann', amount: 5 });
  });

  it.each([
    ['malformed JSON', '{"name": ', 'application/json', 400, 'MALFORMED_REQUEST'],
    ['an empty JSON body', '', 'application/json', 400, 'MALFORMED_REQUEST'],
    ['an unsupported content type', '<name/>', 'application/xml', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a body over the limit',
      JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      'application/json',
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('with %s, answers a 4xx envelope, never 500', async (_case, payload, contentType, status, code) => {
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body).toMatchObject({ status, code });
  });

  it('with a malformed URL, answers 400 with the envelope', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/bff-api/config/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
  });

  it('when a handler throws, answers a masked 500 and logs nothing of it to the client', async () => {
    const response = await context.app.inject({ method: 'GET', url: `${testRoutePrefix}crash` });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ status: 500, code: 'INTERNAL_ERROR', messageKey: 'main_query_error' });
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it.each([
    '/bff-api/no-such-route',
    '/web-api/no-such-route',
    '/api/v1/anything',
    '/limit-service-api/api/external/web/v3/no-such-route',
    '/healthz/deeper',
  ])('for the unknown API path %s, answers the JSON 404 envelope', async (url) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await context.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ status: 404, code: 'NOT_FOUND', messageKey: 'main_not_found' });
    }
  });

  it('for an unknown page path, answers through the not-found page renderer', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/en/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('keeps an acceptable incoming x-request-id and replaces a suspicious one', async () => {
    const kept = await context.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234567890' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234567890');
    const replaced = await context.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nforged' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('forged');
  });

  it('once the SSR plugin assigns a not-found page renderer, renders unknown pages with it; API paths stay JSON', async () => {
    const plainRenderer = context.app.renderNotFoundPage;
    context.app.renderNotFoundPage = (_request, reply) =>
      reply.code(404).type('text/html; charset=utf-8').send('<h1>Not here</h1>');
    try {
      const page = await context.app.inject({ url: '/ru/nowhere' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toBe('<h1>Not here</h1>');
      const api = await context.app.inject({ url: '/bff-api/nowhere' });
      expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      context.app.renderNotFoundPage = plainRenderer;
    }
  });

  describe('security headers', () => {
    it('send a content security policy whose nonces are the ones given to the page', async () => {
      const response = await context.app.inject({ url: '/en/nonce-page', headers: { host: 'parlay.test' } });
      const { script, style } = response.json() as { script: string; style: string };
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('script-src')).toBe(`'self' 'nonce-${script}'`);
      expect(policy.get('style-src')).toBe(`'self' 'nonce-${style}'`);
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'none'");
      expect(policy.get('img-src')).toBe("'self' data:");
      expect(policy.get('connect-src')).toBe("'self' ws://parlay.test wss://parlay.test");
    });

    it('give every response fresh nonces', async () => {
      const first = await context.app.inject({ url: '/en/nonce-page' });
      const second = await context.app.inject({ url: '/en/nonce-page' });
      expect(first.json().script).not.toBe(second.json().script);
    });

    it('deny every powerful browser feature the site does not use, on every answer', async () => {
      const answers = await Promise.all([
        context.app.inject({ url: '/en/nonce-page' }),
        context.app.inject({ url: '/healthz' }),
        context.app.inject({ url: '/web-api/no-such-endpoint' }),
        post('{"broken'),
        context.app.inject({ url: '/bff-api/config/%E0%A4%A' }),
      ]);
      for (const response of answers) {
        const policy = new Map(
          String(response.headers['permissions-policy'])
            .split(',')
            .map((entry) => entry.trim().split('=') as [string, string]),
        );
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
          expect(policy.get(feature), `${feature} on ${response.statusCode}`).toBe('()');
      }
    });

    it('send no HSTS outside production', async () => {
      const response = await context.app.inject({ url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('API documentation', () => {
    it('serves an OpenAPI 3.1 document listing every registered API route', async () => {
      const response = await context.app.inject({ url: '/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json() as OpenApiDocument;
      expect(document.openapi).toBe('3.1.0');
      const documented = new Set(
        Object.entries(document.paths).flatMap(([path, operations]) =>
          Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
        ),
      );
      expect(registeredApiRoutes.size).toBeGreaterThan(0);
      expect([...registeredApiRoutes].filter((route) => !documented.has(route))).toEqual([]);
    });

    it('documents the error envelope of the configuration route', async () => {
      const document = (await context.app.inject({ url: '/openapi.json' })).json() as OpenApiDocument;
      const responses = document.paths['/bff-api/config/all.json']?.get?.responses ?? {};
      expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '400']));
    });

    it('serves the browsable reference at /docs under its own content security policy', async () => {
      const page = await context.app.inject({ url: '/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      const script = await context.app.inject({ url: '/docs/static/swagger-ui-bundle.js' });
      expect(script.statusCode).toBe(200);
    });
  });

  describe('over the rate limit', () => {
    const limited = useSiblingApp(context, { env: { RATE_LIMIT_MAX: '2' } });

    it('answers 429 TOO_MANY_REQUESTS with the envelope; health probes stay unlimited', async () => {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await limited.app.inject({ url: '/openapi.json' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await limited.app.inject({ url: '/bff-api/anything' });
      expect(refused.json()).toEqual({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        messageKey: 'main_too_many_requests',
      });
      expect((await limited.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    });
  });

  describe('in production', () => {
    const production = useSiblingApp(context, {
      env: { NODE_ENV: 'production', COOKIE_SECRET: 'a-production-secret-of-32-characters!' },
    });

    it('adds HSTS and allows WebSockets over TLS only', async () => {
      const response = await production.app.inject({ url: '/healthz', headers: { host: 'parlay.example' } });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(directives(response.headers['content-security-policy']).get('connect-src')).toBe(
        "'self' wss://parlay.example",
      );
    });
  });
});
