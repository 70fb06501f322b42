import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalPart } from '../../../src/modules/parts/local-part.ts';
import type { PartRegistryEntry } from '../../../src/modules/parts/part-registry.ts';
import { createPartsClient } from '../../../src/modules/parts/parts-client.ts';
import { footerDescriptor as descriptor } from './footer-descriptor.ts';

type Behaviour = (request: {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}) => { status: number; body?: unknown; version?: string; delayMs?: number } | undefined;

const servers: Server[] = [];

/** A tiny real HTTP server answering descriptor calls the way a test tells it to. */
async function partServer(behaviour: Behaviour): Promise<string> {
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const answer = behaviour({ body, headers: request.headers }) ?? { status: 500 };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      ...(answer.version ? { 'x-part-version': answer.version } : {}),
    });
    response.end(JSON.stringify(answer.body ?? {}));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf/footer`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const quietLog = { warn: () => {} };
const context = { url: '/en', language: 'en', theme: 0 as const };
const remote = (url: string, optional = true, timeoutMs = 500): PartRegistryEntry => ({
  name: 'footer',
  kind: 'remote',
  url,
  timeoutMs,
  optional,
});

describe('parts client against a remote part', () => {
  it('sends the JSON descriptor call and reads the descriptor and its version', async () => {
    let seen: { body: string; headers: Record<string, unknown> } | undefined;
    const url = await partServer((request) => {
      seen = request;
      return { status: 200, body: descriptor('<p>footer</p>'), version: '1.2.3' };
    });
    const result = await createPartsClient([remote(url)], new Map(), quietLog).fetch(
      'footer',
      '/en',
      context,
    );
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      version: '1.2.3',
      descriptor: { body: '<p>footer</p>' },
    });
    expect(seen?.headers).toMatchObject({ 'mf-render-mode': 'json', 'mf-api-version': 'v2' });
    expect(JSON.parse(seen!.body)).toEqual({ url: '/en', language: 'en', theme: 0, components: ['footer'] });
  });

  it('reports a version change between two calls', async () => {
    let version = '1.0.0';
    const url = await partServer(() => ({ status: 200, body: descriptor('<p>x</p>'), version }));
    const client = createPartsClient([remote(url)], new Map(), quietLog);
    const first = await client.fetch('footer', '/en', context);
    version = '1.1.0';
    const second = await client.fetch('footer', '/en', context);
    expect([first.ok && first.version, second.ok && second.version]).toEqual(['1.0.0', '1.1.0']);
  });

  it('answers 504 when the part does not answer within its timeout', async () => {
    const url = await partServer(() => ({ status: 200, body: descriptor('late'), delayMs: 1000 }));
    const result = await createPartsClient([remote(url, false, 100)], new Map(), quietLog).fetch(
      'footer',
      '/en',
      context,
    );
    expect(result).toEqual({ ok: false, status: 504 });
  });

  it('passes on the failing status of a required part', async () => {
    const url = await partServer(() => ({ status: 503 }));
    const result = await createPartsClient([remote(url, false)], new Map(), quietLog).fetch(
      'footer',
      '/en',
      context,
    );
    expect(result).toEqual({ ok: false, status: 503 });
  });

  it('treats a malformed descriptor as a bad gateway', async () => {
    const url = await partServer(() => ({ status: 200, body: { body: 42 } }));
    const result = await createPartsClient([remote(url, false)], new Map(), quietLog).fetch(
      'footer',
      '/en',
      context,
    );
    expect(result).toEqual({ ok: false, status: 502 });
  });

  it('lets an optional part fall back to its last good rendition for the same URL', async () => {
    let healthy = true;
    const url = await partServer(() =>
      healthy ? { status: 200, body: descriptor('<p>cached</p>'), version: '2' } : { status: 500 },
    );
    const client = createPartsClient([remote(url)], new Map(), quietLog);
    await client.fetch('footer', '/en', context);
    healthy = false;
    expect(await client.fetch('footer', '/en', context)).toMatchObject({
      ok: true,
      descriptor: { body: '<p>cached</p>' },
    });
    expect(await client.fetch('footer', '/ru', { ...context, url: '/ru', language: 'ru' })).toEqual({
      ok: false,
      status: 500,
    });
  });
});

describe('parts client with local parts', () => {
  const local = (describe: LocalPart['describe']): Map<string, LocalPart> =>
    new Map([['info', { name: 'info', version: '1', describe }]]);
  const entry: PartRegistryEntry = {
    name: 'info',
    kind: 'local',
    clientDir: '/x',
    serverEntry: '/x/server.js',
    publicBase: '/parts/info/',
    timeoutMs: 50,
    optional: false,
  };

  it('answers 404 for a part that is not registered', async () => {
    expect(await createPartsClient([], new Map(), quietLog).fetch('casino', '/en', context)).toEqual({
      ok: false,
      status: 404,
    });
  });

  const rendered = (body: string) => ({
    status: 200,
    version: '1',
    descriptor: { ...descriptor(body), appName: 'info' },
  });

  it('gives a render the API as an anonymous client, and as the visitor with the request’s cookies', async () => {
    const sent: { path: string; cookie: string | undefined }[] = [];
    const seen: string[] = [];
    const client = createPartsClient(
      [entry],
      local(async (_url, { fetchApi, fetchApiAsVisitor }) => {
        await fetchApi('/line-api/v1/sports?lang=en');
        await fetchApiAsVisitor('/coupon-api/coupons/7?lang=en');
        return rendered('<p>mine</p>');
      }),
      quietLog,
      async (path, cookie) => {
        sent.push({ path, cookie });
        return new Response('{}', {
          headers: { 'cache-control': path.startsWith('/coupon') ? 'no-store' : '' },
        });
      },
    );
    await client.fetch('info', '/en/x', context, {
      cookie: 'parlay_session=abc',
      observe: (answer) => seen.push(answer.headers.get('cache-control') ?? ''),
    });
    expect(sent).toEqual([
      { path: '/line-api/v1/sports?lang=en', cookie: undefined },
      { path: '/coupon-api/coupons/7?lang=en', cookie: 'parlay_session=abc' },
    ]);
    expect(seen).toEqual(['', 'no-store']);
  });

  it('never keeps a rendition read as the visitor as an optional part’s fallback', async () => {
    let failing = false;
    let asVisitor = true;
    const client = createPartsClient(
      [{ ...entry, optional: true }],
      local(async (_url, { fetchApiAsVisitor }) => {
        if (failing) throw new Error('down');
        if (asVisitor) await fetchApiAsVisitor('/coupon-api/draft');
        return rendered(asVisitor ? '<p>mine</p>' : '<p>anyone’s</p>');
      }),
      quietLog,
      async () => new Response('{}'),
    );
    await client.fetch('info', '/en/x', context, { cookie: 'parlay_session=abc' });
    failing = true;
    expect(await client.fetch('info', '/en/x', context)).toEqual({ ok: false, status: 503 });
    failing = false;
    asVisitor = false;
    await client.fetch('info', '/en/x', context);
    failing = true;
    expect(await client.fetch('info', '/en/x', context)).toMatchObject({
      ok: true,
      descriptor: { body: '<p>anyone’s</p>' },
    });
  });

  it('times out a local render that hangs and survives one that throws', async () => {
    const hanging = createPartsClient(
      [entry],
      local(() => new Promise(() => {})),
      quietLog,
    );
    expect(await hanging.fetch('info', '/en/information', context)).toEqual({ ok: false, status: 504 });
    const throwing = createPartsClient(
      [entry],
      local(async () => {
        throw new Error('boom');
      }),
      quietLog,
    );
    expect(await throwing.fetch('info', '/en/information', context)).toEqual({ ok: false, status: 503 });
  });
});
