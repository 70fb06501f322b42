import { apiErrorSchema } from '@parlay/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app.ts';
import { useTestApp } from './helpers/test-app.ts';

/** Routes that exist only to provoke errors. */
function addErrorProneRoutes(base: App): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/bff-api/test/echo',
    {
      schema: {
        hide: true,
        body: z.strictObject({
          name: z.string().min(2),
          amount: z.int().positive(),
          note: z.string().optional(),
        }),
      },
    },
    async (request) => request.body,
  );
  app.get('/bff-api/test/crash', { schema: { hide: true } }, async () => {
    throw new Error('database password is hunter2');
  });
}

describe('the application', () => {
  const context = useTestApp('pglite', { beforeReady: addErrorProneRoutes });

  const post = (payload: string, contentType = 'application/json') =>
    context.app.inject({
      method: 'POST',
      url: '/bff-api/test/echo',
      headers: { 'content-type': contentType },
      payload,
    });

  it('with a body that fails its schema, answers 400 VALIDATION_ERROR naming each field', async () => {
    const response = await post(JSON.stringify({ name: 'x', extra: true }));
    expect(response.statusCode).toBe(400);
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
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ status, code });
  });

  it('with a malformed URL, answers 400 with the envelope', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/bff-api/config/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
  });

  it('when a handler throws, answers a masked 500 and logs nothing of it to the client', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/bff-api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, code: 'INTERNAL_ERROR', messageKey: 'main_query_error' });
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it.each([
    '/bff-api/no-such-route',
    '/web-api/user/gettoken',
    '/api/v1/anything',
    '/limit-service-api/api/external/web/v3/limits',
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
});

describe('the not-found page renderer', () => {
  const context = useTestApp('pglite');

  it('once the SSR plugin assigns one, renders unknown pages while API paths stay JSON', async () => {
    context.app.renderNotFoundPage = (_request, reply) =>
      reply.code(404).type('text/html; charset=utf-8').send('<h1>Not here</h1>');
    const page = await context.app.inject({ url: '/ru/nowhere' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('<h1>Not here</h1>');
    const api = await context.app.inject({ url: '/bff-api/nowhere' });
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
