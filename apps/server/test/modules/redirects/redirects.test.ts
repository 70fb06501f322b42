import { errorEnvelopeSchema, redirectLightResponseSchema } from '@parlay/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRedirectsRepository } from '../../../src/modules/redirects/redirects-repository.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';

const endpoint = '/redirects-api/api/v1/redirect-light';

/** Rules of these tests only (paths under /t-…), next to the rules the migrations put in. */
const testRules = [
  { match: 'exact', path: '/t-exact', target: '/t-exact-target', code: 301, reason: 'test exact' },
  { match: 'prefix', path: '/t-prefix', target: '/t-new', code: 302, reason: 'test prefix' },
  {
    match: 'exact',
    path: '/t-prefix/special',
    target: '/t-special',
    code: 301,
    reason: 'test exact under prefix',
  },
  { match: 'prefix', path: '/t-prefix/deep', target: '/t-deeper', code: 301, reason: 'test longer prefix' },
  { match: 'exact', path: '/t-chain-1', target: '/t-chain-2', code: 301, reason: 'chain 1' },
  { match: 'exact', path: '/t-chain-2', target: '/t-chain-3?step=3', code: 302, reason: 'chain 2' },
  ...[1, 2, 3, 4, 5, 6].map((hop) => ({
    match: 'exact' as const,
    path: `/t-hop-${hop}`,
    target: `/t-hop-${hop + 1}`,
    code: 301 as const,
    reason: `hop ${hop}`,
  })),
  { match: 'exact', path: '/t-loop-a', target: '/t-loop-b', code: 301, reason: 'loop a' },
  { match: 'exact', path: '/t-loop-b', target: '/t-loop-a', code: 301, reason: 'loop b' },
  { match: 'prefix', path: '/t-grow', target: '/t-grow/more', code: 301, reason: 'growing' },
  { match: 'exact', path: '/t-off', target: '/t-on', code: 301, reason: 'switched off', enabled: false },
] as const;

describe.each(testDatabaseKinds)('POST /redirects-api/api/v1/redirect-light on %s', (kind) => {
  const context = useTestApp(kind);

  beforeAll(async () => {
    await createRedirectsRepository(context.app.db).insertMissing(testRules);
    await context.app.redirects.reload();
  });

  const post = (payload: unknown) =>
    context.app.inject({ method: 'POST', url: endpoint, payload: payload as Record<string, unknown> });

  async function resolve(url: string) {
    const response = await post({ url });
    expect(response.statusCode).toBe(200);
    return redirectLightResponseSchema.parse(response.json()).data;
  }

  describe('with the seeded rules', () => {
    it.each([
      ['/en/user/registration.php', '/en/registration', 301],
      ['/en/tvgames/view/poker', '/en/poker', 301],
      ['/en/vulkan', '/en/slots/vulkan', 301],
      ['/en/mobile/startdownloadapp', '/en/mobile', 302],
      ['/en/fastgames-daily-tournament', '/en/bonus/casino/tournaments', 301],
      ['/en/bonuses-rules/drops-and-wins', '/en/bonuses-rules/dropsnwins', 301],
      ['/en/bonuses-rules/happy-birthday', '/en/bonuses-rules/wishing_you_a_happy_birthday', 301],
      ['/en/coupon', '/en', 301],
      ['/coupon', '/', 301],
    ])('redirects the specification URL %s to %s with %i', async (url, target, code) => {
      const data = await resolve(url);
      expect(data).toMatchObject({ redirect: true, url: target, code });
      expect(data.reasons).toHaveLength(1);
      expect(data.reasons[0]).toContain('specification');
    });

    it('maps a prefix rule onto its new prefix, keeping the language, the rest and the query', async () => {
      expect(await resolve('/en/live-casino/roulette?tab=2&sort=new')).toEqual({
        redirect: true,
        code: 301,
        url: '/en/casino/roulette?tab=2&sort=new',
        reasons: ['Live casino merged into the casino section'],
        breadcrumbs: [
          { title: 'Home', url: '/en' },
          { title: 'Casino', url: '/en/casino' },
          { title: 'Roulette', url: '/en/casino/roulette' },
        ],
      });
      expect(await resolve('/ru/sport/football/1234')).toMatchObject({ url: '/ru/line/football/1234' });
      expect(await resolve('/live-casino')).toMatchObject({ url: '/casino' });
    });

    it('picks the longest matching prefix', async () => {
      expect(await resolve('/kk/games/slots/book-of-ra')).toMatchObject({ url: '/kk/slots/book-of-ra' });
      expect(await resolve('/kk/games/roulette')).toMatchObject({ url: '/kk/allgamesentrance/roulette' });
    });

    it('ignores a trailing slash, and never matches inside a segment', async () => {
      expect(await resolve('/es/promotions-old/')).toMatchObject({ redirect: true, url: '/es/bonuses' });
      expect(await resolve('/es/live-casinos')).toMatchObject({ redirect: false });
    });

    it('does not apply a switched-off seeded rule', async () => {
      expect(await resolve('/en/winter-cup/final')).toMatchObject({ redirect: false, code: null });
    });
  });

  it('with no matching rule, answers the same URL with no redirect and its breadcrumbs', async () => {
    expect(await resolve('/uk/line/football?x=1')).toEqual({
      redirect: false,
      code: null,
      url: '/uk/line/football?x=1',
      reasons: [],
      breadcrumbs: [
        { title: 'Home', url: '/uk' },
        { title: 'Line', url: '/uk/line' },
        { title: 'Football', url: '/uk/line/football' },
      ],
    });
  });

  it('treats only a two-letter first segment as the language', async () => {
    expect(await resolve('/eng/t-exact')).toMatchObject({ redirect: false });
    expect(await resolve('/t-exact')).toMatchObject({ redirect: true, url: '/t-exact-target' });
  });

  it('prefers the exact rule, then the longest prefix rule', async () => {
    expect(await resolve('/en/t-prefix/special')).toMatchObject({ url: '/en/t-special', code: 301 });
    expect(await resolve('/en/t-prefix/deep/x')).toMatchObject({ url: '/en/t-deeper/x', code: 301 });
    expect(await resolve('/en/t-prefix/other?q=1')).toMatchObject({ url: '/en/t-new/other?q=1', code: 302 });
    expect(await resolve('/en/t-prefix')).toMatchObject({ url: '/en/t-new', code: 302 });
  });

  it('follows a chain of rules to its end, with every reason and the weakest code', async () => {
    expect(await resolve('/az/t-chain-1?a=1')).toEqual({
      redirect: true,
      code: 302,
      url: '/az/t-chain-3?step=3&a=1',
      reasons: ['chain 1', 'chain 2'],
      breadcrumbs: [
        { title: 'Home', url: '/az' },
        { title: 'T chain 3', url: '/az/t-chain-3' },
      ],
    });
  });

  it('follows at most 5 rules: 5 resolve, 6 answer no redirect', async () => {
    expect(await resolve('/en/t-hop-2')).toMatchObject({ redirect: true, url: '/en/t-hop-7' });
    expect(await resolve('/en/t-hop-1')).toMatchObject({ redirect: false, code: null, url: '/en/t-hop-1' });
  });

  it.each([
    ['a cycle of two rules', '/en/t-loop-a'],
    ['a prefix rule whose target grows under itself', '/en/t-grow/x'],
  ])('with %s, answers no redirect', async (_case, url) => {
    expect(await resolve(url)).toMatchObject({ redirect: false, code: null, url, reasons: [] });
  });

  it('applies a rule once it is switched on, and not after it is switched off again', async () => {
    const repository = createRedirectsRepository(context.app.db);
    expect(await resolve('/en/t-off')).toMatchObject({ redirect: false });
    expect(await repository.setEnabled('exact', '/t-off', true)).toBe(true);
    await context.app.redirects.reload();
    expect(await resolve('/en/t-off')).toMatchObject({ redirect: true, url: '/en/t-on' });
    await repository.setEnabled('exact', '/t-off', false);
    await context.app.redirects.reload();
    expect(await resolve('/en/t-off')).toMatchObject({ redirect: false });
  });

  it('exposes resolve to the server render, which may pass any URL', async () => {
    expect(await context.app.redirects.resolve('/en/vulkan')).toMatchObject({
      redirect: true,
      url: '/en/slots/vulkan',
    });
    expect(await context.app.redirects.resolve('//evil.example/vulkan')).toMatchObject({ redirect: false });
    expect(await context.app.redirects.resolve(`/${'a'.repeat(3000)}`)).toMatchObject({ redirect: false });
  });

  describe('with a bad body', () => {
    it.each([
      ['no url', {}, { url: 'main_validation_required' }],
      ['a url that is not a path', { url: 'casino' }, { url: 'main_validation_invalid_format' }],
      ['an absolute URL', { url: 'https://evil.example/en' }, { url: 'main_validation_invalid_format' }],
      ['a protocol-relative URL', { url: '//evil.example/en' }, { url: 'main_validation_invalid_format' }],
      ['a backslash URL', { url: '/\\evil.example' }, { url: 'main_validation_invalid_format' }],
      ['whitespace in the url', { url: '/en/a b' }, { url: 'main_validation_invalid_format' }],
      ['a 3000-character url', { url: `/${'a'.repeat(2999)}` }, { url: 'main_validation_too_big' }],
      ['an empty url', { url: '' }, { url: 'main_validation_too_small' }],
      ['a number for url', { url: 42 }, { url: 'main_validation_invalid_type' }],
      ['null for url', { url: null }, { url: 'main_validation_invalid_type' }],
      ['an unknown field', { url: '/en', lang: 'en' }, { lang: 'main_validation_unknown_field' }],
    ])('with %s, answers the 400 validation envelope naming the field', async (_case, body, fields) => {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        messageKey: 'main_validation_error',
        fields,
      });
    });

    it.each([
      ['malformed JSON', '{"url": ', 'application/json', 400],
      ['a JSON array', '["/en"]', 'application/json', 400],
      ['JSON null', 'null', 'application/json', 400],
      ['a form body', 'url=%2Fen', 'application/x-www-form-urlencoded', 415],
    ])('with %s, answers a 4xx envelope, never 500', async (_case, payload, contentType, status) => {
      const response = await context.app.inject({
        method: 'POST',
        url: endpoint,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(errorEnvelopeSchema.parse(response.json()).status).toBe(status);
    });

    it('for GET, answers a 4xx envelope', async () => {
      const response = await context.app.inject({ method: 'GET', url: endpoint });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      errorEnvelopeSchema.parse(response.json());
    });
  });
});
