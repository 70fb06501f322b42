import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Descriptor } from '@parlay/contract';
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type ImportModule, PartLoadError } from './part-import.ts';
import { fetchDescriptorWithRetry, loadPart } from './part-loader.ts';

/** What a part's bundles hold in these tests: the version they were built as. */
const bundleOf = (version: string) => `/parts/info/client-${version}.js`;
const sheetOf = (version: string) => `/parts/info/client-${version}.css`;

const descriptorOf = (version: string, body = `<div data-part-root>v${version}</div>`): Descriptor => ({
  appName: 'info',
  title: 'About | Parlay',
  codeToEval: '',
  scriptsToLoad: [bundleOf(version)],
  cssToLoad: [{ href: sheetOf(version), microfront: 'info' }],
  style: [],
  head: '',
  body,
});

interface Answer {
  status: number;
  body?: unknown;
  version?: string;
}

interface PartServer {
  /** Bodies of the descriptor calls, in order. */
  readonly calls: unknown[];
  /** The version deployed now: only its bundles are served (hashed files of older ones are gone). */
  deployed: string;
}

const servers: Server[] = [];

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/**
 * A tiny real part server on the page's origin: `/mf/info` answers as `describe` says (by default
 * the deployed version's descriptor), `/parts/info/…` serves the deployed version's files only.
 */
async function partServer(describe?: (call: number, server: PartServer) => Answer): Promise<PartServer> {
  const state: PartServer = { calls: [], deployed: '1' };
  const server = createServer(async (request, response) => {
    if (request.url === '/mf/info' && request.method === 'POST') {
      state.calls.push(JSON.parse(await bodyOf(request)));
      const answer = describe?.(state.calls.length, state) ?? {
        status: 200,
        body: descriptorOf(state.deployed),
        version: state.deployed,
      };
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        ...(answer.version ? { 'x-part-version': answer.version } : {}),
      });
      response.end(JSON.stringify(answer.body ?? {}));
      return;
    }
    const served = [bundleOf(state.deployed), sheetOf(state.deployed)];
    if (!served.includes(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    const type = request.url?.endsWith('.css') ? 'text/css' : 'text/javascript';
    response.writeHead(200, { 'content-type': type }).end(type === 'text/css' ? '' : 'export {}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  // A browser loads the stylesheets a part lists: the server is asked for them too.
  const { happyDOM } = window as unknown as HappyDomWindow;
  happyDOM.settings.enableCSSFileLoading = true;
  happyDOM.setURL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/en/information`);
  return state;
}

afterEach(async () => {
  document.head.innerHTML = '';
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The module loader, as the browser's: a bundle that is not served fails to import. */
const importFromServer: ImportModule = async (src) => {
  const response = await fetch(src);
  if (!response.ok) throw new TypeError(`Failed to fetch dynamically imported module: ${src}`);
  return { mount: () => ({ update: () => {}, unmount: () => {} }), src };
};

const info = { name: 'info', url: '/en/information/about', language: 'en' };
const noWait = async () => {};
const stylesheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('fetchDescriptorWithRetry against a part server', () => {
  it('sends the JSON descriptor call with the page and its language, and reads the part version', async () => {
    const server = await partServer();
    const result = await fetchDescriptorWithRetry(info, new AbortController().signal);
    expect(server.calls).toEqual([{ url: '/en/information/about', language: 'en', components: ['info'] }]);
    expect(result).toEqual({ descriptor: descriptorOf('1'), version: '1' });
  });

  it('retries a failing part 3 times, waiting 1000, 2000 and 4000 ms, then gives up with its status', async () => {
    const server = await partServer(() => ({ status: 503, body: { status: 503 } }));
    const waits: number[] = [];
    const attempt = fetchDescriptorWithRetry(info, new AbortController().signal, async (ms) => {
      waits.push(ms);
    });
    await expect(attempt).rejects.toMatchObject({ status: 503 });
    expect(server.calls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('succeeds on a later attempt', async () => {
    await partServer((call, server) =>
      call === 1 ? { status: 500 } : { status: 200, body: descriptorOf(server.deployed) },
    );
    const result = await fetchDescriptorWithRetry(info, new AbortController().signal, noWait);
    expect(result.descriptor.title).toBe('About | Parlay');
  });

  it('takes a 404 that carries a descriptor as the part’s own not-found page, without retrying', async () => {
    const server = await partServer(() => ({ status: 404, body: descriptorOf('1'), version: '1' }));
    const result = await fetchDescriptorWithRetry(info, new AbortController().signal);
    expect(result.descriptor.body).toContain('data-part-root');
    expect(server.calls).toHaveLength(1);
  });

  it('does not retry a client error and rejects a malformed descriptor', async () => {
    const refusing = await partServer(() => ({ status: 400, body: { status: 400 } }));
    await expect(fetchDescriptorWithRetry(info, new AbortController().signal)).rejects.toBeInstanceOf(
      PartLoadError,
    );
    expect(refusing.calls).toHaveLength(1);
    await partServer(() => ({ status: 200, body: { body: 1 } }));
    await expect(fetchDescriptorWithRetry(info, new AbortController().signal, noWait)).rejects.toMatchObject({
      status: 502,
    });
  });
});

describe('loadPart against a part server that is deployed meanwhile', () => {
  it('loads the descriptor’s version: its stylesheet on the page, its entry imported', async () => {
    await partServer();
    const loaded = await loadPart(info, new AbortController().signal, { importModule: importFromServer });
    expect(loaded.version).toBe('1');
    expect(typeof loaded.mount).toBe('function');
    expect(stylesheets()).toEqual([sheetOf('1')]);
  });

  it('asks again and loads the new version when the bundles of the one it was given are gone', async () => {
    // The descriptor of version 1 is handed out, then version 2 goes live before its bundles load.
    const server = await partServer((call, state) => {
      const answer = { status: 200, body: descriptorOf(state.deployed), version: state.deployed };
      if (call === 1) state.deployed = '2';
      return answer;
    });
    const loaded = await loadPart(info, new AbortController().signal, { importModule: importFromServer });
    expect(loaded.version).toBe('2');
    expect(loaded.descriptor.body).toContain('v2');
    expect(server.calls).toHaveLength(2);
    expect(stylesheets()).toContain(sheetOf('2'));
  });

  it('fails when the bundles of the version it was given again do not load either', async () => {
    const server = await partServer((_call, state) => ({
      status: 200,
      body: { ...descriptorOf(state.deployed), scriptsToLoad: ['/parts/info/missing.js'] },
      version: state.deployed,
    }));
    await expect(
      loadPart(info, new AbortController().signal, { importModule: importFromServer }),
    ).rejects.toThrow('missing.js');
    expect(server.calls).toHaveLength(2);
  });
});

describe('loadPart of a server-only part', () => {
  it('adds its stylesheet and imports nothing: its descriptor lists no script', async () => {
    await partServer((_call, state) => ({
      status: 200,
      body: { ...descriptorOf(state.deployed), scriptsToLoad: [] },
      version: state.deployed,
    }));
    const imported: string[] = [];
    const loaded = await loadPart(info, new AbortController().signal, {
      importModule: async (src) => {
        imported.push(src);
        return importFromServer(src);
      },
    });
    expect(loaded.mount).toBeUndefined();
    expect(loaded.descriptor.body).toContain('v1');
    expect(imported).toEqual([]);
    expect(stylesheets()).toEqual([sheetOf('1')]);
  });
});
