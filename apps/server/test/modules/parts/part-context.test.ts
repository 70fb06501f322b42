import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartRegistry } from '../../../src/modules/parts/part-registry.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { footerDescriptor } from './footer-descriptor.ts';

const footer = footerDescriptor('<div data-part-root><footer>remote footer</footer></div>');
const mfHeaders = { 'content-type': 'application/json', 'mf-render-mode': 'json', 'mf-api-version': 'v2' };

/** A footer served by a tiny real server that records the context of every descriptor call. */
describe('the context a part is asked with', () => {
  let server: Server;
  let footerUrl: string;
  const contexts: { url: string; language: string; theme: number }[] = [];
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      contexts.push(JSON.parse(body));
      response.writeHead(200, { 'content-type': 'application/json', 'x-part-version': '4.2.0' });
      response.end(JSON.stringify(footer));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    footerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf/footer`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const context = useTestApp('pglite', {
    pages: {
      reactBuild: 'production',
      get registry() {
        return localPartRegistry().map((entry) =>
          entry.name === 'footer'
            ? { name: 'footer', kind: 'remote' as const, url: footerUrl, timeoutMs: 2000, optional: true }
            : entry,
        );
      },
    },
  });
  const lastContext = () => contexts.at(-1);

  it('renders the page’s parts in the visitor’s theme (the theme cookie)', async () => {
    const dark = await context.app.inject({ url: '/en', headers: { cookie: 'app_theme=1' } });
    expect(dark.body).toContain('remote footer');
    expect(lastContext()).toMatchObject({ url: '/en', language: 'en', theme: 1 });
    await context.app.inject({ url: '/ru' });
    expect(lastContext()).toMatchObject({ url: '/ru', language: 'ru', theme: 0 });
  });

  it('asks for the theme a descriptor call states, else the theme cookie’s, and answers the part version', async () => {
    const call = (payload: object, cookie?: string) =>
      context.app.inject({
        method: 'POST',
        url: '/mf/footer',
        headers: { ...mfHeaders, ...(cookie ? { cookie } : {}) },
        payload,
      });
    const stated = await call({ url: '/en', theme: 1 });
    expect(stated.headers['x-part-version']).toBe('4.2.0');
    expect(lastContext()).toMatchObject({ theme: 1 });
    await call({ url: '/en' }, 'app_theme=1');
    expect(lastContext()).toMatchObject({ theme: 1 });
    await call({ url: '/en', theme: 0 }, 'app_theme=1');
    expect(lastContext()).toMatchObject({ theme: 0 });
    await context.app.inject({ url: '/mf/footer/kk', headers: { cookie: 'app_theme=1' } });
    expect(lastContext()).toMatchObject({ url: '/kk', language: 'kk', theme: 1 });
  });
});
