import type { AddressInfo } from 'node:net';
import { blockCheckResponseSchema, siteConfigSchema } from '@parlay/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { countryCodeOf } from '../../../src/plugins/app/request-context.ts';
import { buildTestApp, useSiblingApp, useTestApp } from '../../helpers/test-app.ts';
import { createTestDatabase, testDatabaseKinds } from '../../helpers/test-databases.ts';

describe('countryCodeOf', () => {
  it.each([
    ['UA', 'UA'],
    ['ua', 'UA'],
    [' gb ', 'GB'],
    ['', null],
    ['UKR', null],
    ['T1', null],
    ['U', null],
    [undefined, null],
    [null, null],
  ])('reads %j as %j', (value, code) => {
    expect(countryCodeOf(value)).toBe(code);
  });
});

describe.each(testDatabaseKinds)("the visitor's country on %s", (kind) => {
  // Only the load balancers in 10.0.0.0/8 may set the geo header.
  const behindProxies = useTestApp(kind, { env: { TRUST_PROXY: '10.0.0.0/8' } });
  // No proxy trusted: anyone could have sent the header.
  const untrusting = useSiblingApp(behindProxies, { env: { TRUST_PROXY: 'false' } });

  /** What the configuration and the block check each take the visitor's country to be. */
  async function countryAsSeen(
    app: typeof behindProxies.app,
    headers: Record<string, string>,
    remoteAddress: string,
  ) {
    const config = await app.inject({ url: '/bff-api/config/all.json?lang=en', headers, remoteAddress });
    const block = await app.inject({ url: '/blocks-api/api/v1/block/light', headers, remoteAddress });
    return {
      config: siteConfigSchema.parse(config.json()).countryCode,
      cacheControl: config.headers['cache-control'],
      // The demo rules block UA with template 13, US with 3, GB (anonymous) with 8.
      blockTemplate: blockCheckResponseSchema.parse(block.json()).data.templateTypeId,
    };
  }

  it('is the geo header of a trusted proxy, for the configuration and the block check alike', async () => {
    expect(await countryAsSeen(behindProxies.app, { 'x-geo-country': 'ua' }, '10.0.0.5')).toEqual({
      config: 'UA',
      cacheControl: 'public, max-age=600',
      blockTemplate: 13,
    });
  });

  it('is the client address in the IP range table when anyone else sends the header', async () => {
    const fromUntrustedPeer = await countryAsSeen(behindProxies.app, { 'x-geo-country': 'ua' }, '192.0.2.7');
    expect(fromUntrustedPeer).toEqual({
      config: 'US',
      cacheControl: 'private, max-age=600',
      blockTemplate: 3,
    });
    const withNoProxyTrusted = await countryAsSeen(
      untrusting.app,
      { 'x-geo-country': 'ua' },
      '198.51.100.20',
    );
    expect(withNoProxyTrusted).toMatchObject({ config: 'GB', blockTemplate: 8 });
  });

  it('is the forwarded client address behind a trusted proxy that sent no header', async () => {
    const seen = await countryAsSeen(behindProxies.app, { 'x-forwarded-for': '192.0.2.77' }, '10.0.0.5');
    expect(seen).toMatchObject({ config: 'US', blockTemplate: 3 });
  });

  it('is unknown from a private address: the configuration answers its default country', async () => {
    expect(await countryAsSeen(untrusting.app, {}, '127.0.0.1')).toMatchObject({
      config: 'RU',
      blockTemplate: 0,
    });
  });
});

describe("the site's origin", () => {
  const database = createTestDatabase('pglite');
  afterAll(async () => (await database).drop());

  it('is PUBLIC_URL when set, whatever Host a request names', async () => {
    const app = await buildTestApp(await database, { env: { PUBLIC_URL: 'https://parlay.example' } });
    try {
      expect(app.publicOrigin()).toBe('https://parlay.example');
    } finally {
      await app.close();
    }
  });

  it('is the listening address without PUBLIC_URL, and unknown before the server listens', async () => {
    const app = await buildTestApp(await database, { env: { PUBLIC_URL: '' } });
    try {
      expect(() => app.publicOrigin()).toThrow('set PUBLIC_URL');
      await app.listen({ host: '127.0.0.1', port: 0 });
      expect(app.publicOrigin()).toBe(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    } finally {
      await app.close();
    }
  });
});
