import { demoOidcEndpoints, fingerprintEndpoints, socialEndpoints } from '@parlay/contract/endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { addEndpoint } from '../../src/http/endpoint-route.ts';
import { toErrorEnvelope } from '../../src/http/error-envelope.ts';
import endpointGuardsPlugin from '../../src/plugins/app/endpoint-guards.ts';

/** A bare app with the route layer only, whose log lines of warning and above are kept. */
async function routeLayer(): Promise<{ app: FastifyInstance; warnings: string[] }> {
  const warnings: string[] = [];
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(endpointGuardsPlugin);
  return { app, warnings };
}

/** Posts the demo provider's sign-in form, the route these tests register with answers of their own. */
function postAuthorizeForm(target: FastifyInstance, payload: Record<string, unknown>) {
  return target.inject({ method: 'POST', url: '/demo-oidc/authorize', payload });
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('addEndpoint answers of other kinds than JSON', () => {
  it('redirects to the location a redirect endpoint returns, no-store', async () => {
    const layer = await routeLayer();
    app = layer.app;
    addEndpoint(
      app,
      socialEndpoints.start,
      ({ params }) => `https://idp.example/authorize?for=${params.provider}`,
    );
    const response = await app.inject({ url: '/social-api/oauth/demo/start' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://idp.example/authorize?for=demo');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(layer.warnings).toEqual([]);
  });

  it('sends an answer of its own format the handler sent itself, once', async () => {
    const layer = await routeLayer();
    app = layer.app;
    addEndpoint(app, demoOidcEndpoints.answerAuthorize, (_input, { reply }) =>
      reply.code(400).type('text/html; charset=utf-8').send('<p>Try again</p>'),
    );
    addEndpoint(app, fingerprintEndpoints.script, (_input, { reply }) => reply.code(304).send());
    const page = await postAuthorizeForm(app, { request_id: 'r1', action: 'continue' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toBe('<p>Try again</p>');
    expect((await app.inject({ url: '/web-api/fingerprint/fp.js' })).statusCode).toBe(304);
    expect(layer.warnings).toEqual([]);
  });

  it('serves a script endpoint as JavaScript', async () => {
    const layer = await routeLayer();
    app = layer.app;
    addEndpoint(app, fingerprintEndpoints.script, () => 'window.ok = true;');
    const script = await app.inject({ url: '/web-api/fingerprint/fp.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toBe('window.ok = true;');
    expect(layer.warnings).toEqual([]);
  });
});

describe('addEndpoint refusing text the database cannot store', () => {
  it('names each field that carries NUL or a lone surrogate, and accepts an emoji (a surrogate pair)', async () => {
    const layer = await routeLayer();
    app = layer.app;
    // The application's error handler answers the envelope the route layer's error becomes.
    app.setErrorHandler((error, request, reply) => {
      const envelope = toErrorEnvelope(error, request);
      return reply.code(envelope.status).send(envelope);
    });
    let handled = 0;
    addEndpoint(app, demoOidcEndpoints.answerAuthorize, (_input, { reply }) => {
      handled += 1;
      return reply.code(400).type('text/html; charset=utf-8').send('<p>Handled</p>');
    });
    const refused = await postAuthorizeForm(app, {
      request_id: 'r\u0000',
      action: 'continue',
      extra: { 'k\ud800': 'x', list: ['ok', 'b\udc00'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      messageKey: 'main_validation_error',
      fields: {
        request_id: 'main_validation_invalid_characters',
        extra: 'main_validation_invalid_characters',
        'extra.list.1': 'main_validation_invalid_characters',
      },
    });
    expect(handled).toBe(0);
    const emoji = await postAuthorizeForm(app, { request_id: 'r\ud83c\udfb2', action: 'continue' });
    expect(emoji.statusCode).toBe(400);
    expect(emoji.body).toBe('<p>Handled</p>');
    expect(handled).toBe(1);
  });

  it('leaves alone a part the endpoint does not declare, which its handler never gets', async () => {
    const layer = await routeLayer();
    app = layer.app;
    addEndpoint(app, fingerprintEndpoints.script, () => 'window.ok = true;');
    const script = await app.inject({ url: '/web-api/fingerprint/fp.js?x=a%00b&%00=1' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('window.ok = true;');
    expect(layer.warnings).toEqual([]);
  });

  it('answers unstorable text and an unreadable body in the endpoint’s own format when it has one', async () => {
    const layer = await routeLayer();
    app = layer.app;
    app.setErrorHandler((_error, _request, reply) =>
      reply.code(500).serializer(JSON.stringify).send({ from: 'application' }),
    );
    addEndpoint(
      app,
      demoOidcEndpoints.answerAuthorize,
      () => {
        throw new Error('a bug');
      },
      { answerInvalidInput: (_request, reply) => reply.code(400).type('text/plain').send('bad request') },
    );
    const unreadable = await app.inject({
      method: 'POST',
      url: '/demo-oidc/authorize',
      headers: { 'content-type': 'application/json' },
      payload: '{"request_id":',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.body).toBe('bad request');
    // Any other error still reaches the application's error handler.
    const failed = await postAuthorizeForm(app, { request_id: 'r1', action: 'continue' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ from: 'application' });
    const response = await postAuthorizeForm(app, { request_id: 'r\u0000', action: 'continue' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('bad request');
  });
});
