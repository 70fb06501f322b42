import { gunzipSync } from 'node:zlib';
import { routeByName } from '@parlay/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { seedSeoPage } from '../../src/modules/seo/seo-seed.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';
import { authClient, registerFast } from '../modules/identity/auth-client.ts';

/** The response's CSP nonces, from its header. */
function noncesOf(response: LightMyRequestResponse): { script: string; style: string } {
  const policy = String(response.headers['content-security-policy']);
  const script = /script-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1];
  const style = /style-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1];
  if (!script || !style) throw new Error(`no nonces in ${policy}`);
  return { script, style };
}

/** The page with its nonces written as N: what stays the same from one response to the next. */
function withoutNonces(html: string, nonces: { script: string; style: string }): string {
  return html.replaceAll(nonces.script, 'N').replaceAll(nonces.style, 'N');
}

const nonceAttributes = (html: string) =>
  new Set([...html.matchAll(/\bnonce="([^"]+)"/g)].map((match) => match[1]));

describe.each(testDatabaseKinds)('pages kept for anonymous visitors (%s)', (kind) => {
  const context = useTestApp(kind, { pages: { reactBuild: 'production' } });
  const renders = () => vi.spyOn(context.app.parts, 'fetch');

  it('renders a page once and gives the next visitor the same page, with the nonces of their own response', async () => {
    const partCalls = renders();
    const first = await context.app.inject({ url: '/es/information/about' });
    expect(first.statusCode).toBe(200);
    const rendered = partCalls.mock.calls.length;
    expect(rendered).toBeGreaterThan(0);

    const second = await context.app.inject({ url: '/es/information/about' });
    expect(partCalls.mock.calls.length).toBe(rendered);
    const [firstNonces, secondNonces] = [noncesOf(first), noncesOf(second)];
    expect(secondNonces.script).not.toBe(firstNonces.script);
    expect(nonceAttributes(second.body)).toEqual(new Set([secondNonces.script, secondNonces.style]));
    expect(second.body).not.toContain(firstNonces.script);
    expect(withoutNonces(second.body, secondNonces)).toBe(withoutNonces(first.body, firstNonces));
    expect(second.headers['set-cookie']).toEqual(first.headers['set-cookie']);
  });

  it('gives a browser that accepts gzip the same page compressed', async () => {
    const plain = await context.app.inject({ url: '/en/information/about' });
    const response = await context.app.inject({
      url: '/en/information/about',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers.vary)).toContain('accept-encoding');
    const html = gunzipSync(response.rawPayload).toString('utf8');
    expect(nonceAttributes(html)).toEqual(new Set(Object.values(noncesOf(response))));
    expect(withoutNonces(html, noncesOf(response))).toBe(withoutNonces(plain.body, noncesOf(plain)));

    const refused = await context.app.inject({
      url: '/en/information/about',
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(withoutNonces(refused.body, noncesOf(refused))).toBe(withoutNonces(plain.body, noncesOf(plain)));
  });

  it('renders again for a visitor whose cookies change the page', async () => {
    const light = await context.app.inject({ url: '/en' });
    expect(light.body).toContain('data-theme="light"');
    const dark = await context.app.inject({ url: '/en', headers: { cookie: 'app_theme=1' } });
    expect(dark.body).toContain('data-theme="dark"');
    const maintenance = await context.app.inject({ url: '/en', headers: { cookie: 'maintenance=1' } });
    expect([maintenance.statusCode, maintenance.headers.location]).toEqual([302, '/en/maintenance']);
    // Cookies the page does not read leave it as kept.
    const partCalls = renders();
    const rendered = partCalls.mock.calls.length;
    const other = await context.app.inject({ url: '/en', headers: { cookie: '_ga=GA1.2.3; app_theme=1' } });
    expect(other.body).toContain('data-theme="dark"');
    expect(partCalls.mock.calls.length).toBe(rendered);
  });

  it('renders again once the SEO data of a page changed', async () => {
    const before = await context.app.inject({ url: '/en/keno' });
    expect(before.body).not.toContain('Keno kept apart');
    const keno = routeByName.get('keno');
    if (!keno) throw new Error('the route table has no keno');
    await context.app.seo.savePage({ ...seedSeoPage(keno, 'en'), title: 'Keno kept apart' });
    const after = await context.app.inject({ url: '/en/keno' });
    expect(after.body).toContain('<title>Keno kept apart</title>');
  });

  it('keeps a page made from the line API as long as the line API’s answers may be kept, then renders it again', async () => {
    // The home page's top live and top line come from the line API (max-age 2 s, stale 5 s more).
    const url = '/ru';
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    try {
      const partCalls = renders();
      const rendered = () => partCalls.mock.calls.length;
      expect((await context.app.inject({ url })).statusCode).toBe(200);
      const once = rendered();
      clock.mockReturnValue(start + 1_900);
      await context.app.inject({ url });
      expect(rendered()).toBe(once);

      // Past fresh: the kept page at once, and one render in the background for the next visitors.
      clock.mockReturnValue(start + 2_500);
      const stale = await context.app.inject({ url });
      expect(stale.statusCode).toBe(200);
      await vi.waitFor(() => expect(rendered()).toBe(once * 2));
      await context.app.inject({ url });
      expect(rendered()).toBe(once * 2);

      // Past stale too: rendered for the request itself.
      clock.mockReturnValue(start + 60_000);
      await context.app.inject({ url });
      expect(rendered()).toBe(once * 3);
    } finally {
      clock.mockRestore();
    }
  });

  it('never keeps a signed-in visitor’s page, nor gives them an anonymous one', async () => {
    await context.app.inject({ url: '/en/promotions' });
    const client = authClient(context.app);
    const player = await registerFast(client);
    const partCalls = renders();
    for (let round = 0; round < 2; round++) {
      const before = partCalls.mock.calls.length;
      const response = await client.get('/en/promotions', { bare: true });
      expect(response.body).toContain(`<span class="shell-account__login">${player.login}</span>`);
      expect(partCalls.mock.calls.length).toBeGreaterThan(before);
    }
  });
});
