import { demoOidcEndpoints, fingerprintEndpoints, socialEndpoints } from '@parlay/contract/endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { addEndpoint } from '../../src/http/endpoint-route.ts';
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

describe('addEndpoint answers of other kinds than JSON', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

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
    const page = await app.inject({
      method: 'POST',
      url: '/demo-oidc/authorize',
      payload: { request_id: 'r1', action: 'continue' },
    });
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
