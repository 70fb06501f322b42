import { blockCheckResponseSchema, errorEnvelopeSchema } from '@parlay/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBlocksRepository } from '../../../src/modules/blocks/blocks-repository.ts';
import { demoBlockRules, seedBlocksIfEmpty } from '../../../src/modules/blocks/blocks-seed.ts';
import { blockRulesTtlMs, createBlocksService } from '../../../src/modules/blocks/blocks-service.ts';
import { useSiblingApp, useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';

const lightUrl = '/blocks-api/api/v1/block/light';
const v2Url = '/blocks-api/api/v2/block';

const open = { displayTypeId: 0, templateTypeId: 0 };
const blocked = (templateTypeId: number) => ({ displayTypeId: 1, templateTypeId });

/** Rules of these tests only: user-assigned country codes (QM, QN) and paths under /t-…. */
const testRules = [
  {
    name: 't-first-of-two',
    priority: 1000,
    country: 'QM',
    auth: null,
    urlPrefix: '/t-priority',
    displayTypeId: 1,
    templateTypeId: 16,
  },
  {
    name: 't-second-of-two',
    priority: 1001,
    country: 'QM',
    auth: null,
    urlPrefix: '/t-priority',
    displayTypeId: 1,
    templateTypeId: 4,
  },
  {
    name: 't-tie-older',
    priority: 1010,
    country: 'QM',
    auth: null,
    urlPrefix: '/t-tie',
    displayTypeId: 1,
    templateTypeId: 1,
  },
  {
    name: 't-tie-newer',
    priority: 1010,
    country: 'QM',
    auth: null,
    urlPrefix: '/t-tie',
    displayTypeId: 1,
    templateTypeId: 2,
  },
  {
    name: 't-signed-in-only',
    priority: 1020,
    country: null,
    auth: true,
    urlPrefix: '/t-members',
    displayTypeId: 1,
    templateTypeId: 14,
  },
  {
    name: 't-switched-off',
    priority: 1030,
    country: 'QN',
    auth: null,
    urlPrefix: null,
    displayTypeId: 1,
    templateTypeId: 3,
    enabled: false,
  },
];

describe.each(testDatabaseKinds)('block checks on %s', (kind) => {
  // TRUST_PROXY=true: whatever is in front of the server sets x-geo-country.
  const context = useTestApp(kind, { env: { TRUST_PROXY: 'true' } });

  beforeAll(async () => {
    await createBlocksRepository(context.app.db).insertMissingRules(testRules);
    await context.app.blocks.reload();
  });

  async function light(query: string, headers: Record<string, string> = {}, remoteAddress?: string) {
    const response = await context.app.inject({
      url: `${lightUrl}${query}`,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    expect(response.statusCode).toBe(200);
    return blockCheckResponseSchema.parse(response.json()).data;
  }

  async function check(
    body: { auth: boolean; url: string },
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) {
    const response = await context.app.inject({
      method: 'POST',
      url: v2Url,
      payload: body,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    expect(response.statusCode).toBe(200);
    return blockCheckResponseSchema.parse(response.json()).data;
  }

  const country = (code: string) => ({ 'x-geo-country': code });

  describe('by the country of the geo header', () => {
    it.each([
      ['UA', blocked(13)],
      ['ua', blocked(13)],
      ['IE', blocked(17)],
      ['US', blocked(3)],
      ['GB', blocked(8)],
      ['DE', open],
    ])('for %s, answers %j', async (code, answer) => {
      expect(await light('?auth=false', country(code))).toEqual(answer);
    });

    it('blocks GB for anonymous visitors only; a missing auth counts as anonymous', async () => {
      expect(await light('?auth=true', country('GB'))).toEqual(open);
      expect(await light('?auth=1', country('GB'))).toEqual(open);
      expect(await light('', country('GB'))).toEqual(blocked(8));
      expect(await check({ auth: true, url: '/en/line' }, country('GB'))).toEqual(open);
      expect(await check({ auth: false, url: '/en/line' }, country('GB'))).toEqual(blocked(8));
    });

    it('prefers the header over the address', async () => {
      expect(await light('', country('DE'), '203.0.113.7')).toEqual(open);
      expect(await light('', country('US'), '203.0.113.7')).toEqual(blocked(3));
    });

    it('with a header that holds no country code, locates the address instead', async () => {
      expect(await light('', country('T1'), '203.0.113.7')).toEqual(blocked(13));
      expect(await light('', country(''), '127.0.0.1')).toEqual(open);
    });
  });

  describe('by the client address, without a geo header', () => {
    it.each([
      ['203.0.113.7', blocked(13)],
      ['::ffff:203.0.113.9', blocked(13)],
      ['198.51.100.20', blocked(8)],
      ['192.0.2.1', blocked(3)],
      ['2001:db8::1', blocked(17)],
      ['127.0.0.1', open],
      ['::1', open],
      ['10.1.2.3', open],
      ['192.168.0.10', open],
      ['8.8.8.8', open],
    ])('from %s, answers %j', async (address, answer) => {
      expect(await light('?auth=false', {}, address)).toEqual(answer);
    });

    it('takes the most specific range: 2001:db8:ff00::/40 (FR) inside 2001:db8::/32 (IE)', async () => {
      expect(await check({ auth: false, url: '/en/casino' }, {}, '2001:db8:ff00::5')).toEqual(blocked(5));
      expect(await check({ auth: false, url: '/en/line' }, {}, '2001:db8:ff00::5')).toEqual(open);
      expect(await check({ auth: false, url: '/en/line' }, {}, '2001:db8:1::5')).toEqual(blocked(17));
    });
  });

  describe('by the URL', () => {
    it.each([
      ['/en/casino', blocked(5)],
      ['/fr/casino/roulette?tab=2', blocked(5)],
      ['/casino/', blocked(5)],
      ['/en/slots/vulkan', blocked(5)],
      ['/en/casino-search', open],
      ['/en/line/football', open],
      ['/en', open],
    ])('from FR, for %s, answers %j', async (url, answer) => {
      expect(await check({ auth: true, url }, country('FR'))).toEqual(answer);
    });

    it('lets UA visitors read the information pages (an exception before the block)', async () => {
      expect(await check({ auth: false, url: '/uk/information/rules/1' }, country('UA'))).toEqual(open);
      expect(await check({ auth: false, url: '/uk/information' }, country('UA'))).toEqual(open);
      expect(await check({ auth: false, url: '/uk/informational' }, country('UA'))).toEqual(blocked(13));
      expect(await check({ auth: false, url: '/uk/casino' }, country('UA'))).toEqual(blocked(13));
    });

    it('does not apply URL rules to the light check, which has no URL', async () => {
      expect(await light('', country('FR'))).toEqual(open);
    });
  });

  describe('rule order and state', () => {
    it('answers the rule of the lower priority number', async () => {
      expect(await check({ auth: false, url: '/en/t-priority' }, country('QM'))).toEqual(blocked(16));
    });

    it('takes the site’s own absolute URL as its page, as the browser’s address bar has it', async () => {
      const url = 'http://parlay.test/en/t-priority?tab=2';
      expect(await check({ auth: false, url }, country('QM'))).toEqual(blocked(16));
    });

    it('on equal priority, answers the older rule', async () => {
      expect(await check({ auth: false, url: '/en/t-tie/x' }, country('QM'))).toEqual(blocked(1));
    });

    it('applies a rule on the user state to signed-in visitors only', async () => {
      expect(await check({ auth: true, url: '/en/t-members' })).toEqual(blocked(14));
      expect(await check({ auth: false, url: '/en/t-members' })).toEqual(open);
    });

    it('applies a rule once switched on, and not after it is switched off', async () => {
      const repository = createBlocksRepository(context.app.db);
      expect(await light('', country('QN'))).toEqual(open);
      expect(await repository.setRuleEnabled('t-switched-off', true)).toBe(true);
      await context.app.blocks.reload();
      expect(await light('', country('QN'))).toEqual(blocked(3));
      await repository.setRuleEnabled('t-switched-off', false);
      await context.app.blocks.reload();
      expect(await light('', country('QN'))).toEqual(open);
    });
  });

  it('accepts every light query parameter, and ignores unknown ones', async () => {
    const query =
      '?stage=initial&auth=true&referralParams=ref%3D1%26utm_source%3Dx&referralWHNMobile=0&mainVipDomainAuthNeed=false&_=1700000000';
    expect(await light(query, country('DE'))).toEqual(open);
  });

  it('lets no shared cache keep an answer', async () => {
    const response = await context.app.inject({ url: lightUrl });
    expect(response.headers['cache-control']).toBe('no-store');
    const v2 = await context.app.inject({ method: 'POST', url: v2Url, payload: { auth: false, url: '/' } });
    expect(v2.headers['cache-control']).toBe('no-store');
  });

  it('exposes check and countryOfIp to other plugins', async () => {
    const { blocks } = context.app;
    const from = (code: string | null) => async () => code;
    expect(await blocks.check({ visitorCountry: from('UA'), auth: false })).toEqual(blocked(13));
    expect(await blocks.check({ visitorCountry: from('UA'), auth: false, url: '/en/information' })).toEqual(
      open,
    );
    expect(await blocks.check({ visitorCountry: from(null), auth: false })).toEqual(open);
    expect(await blocks.countryOfIp('198.51.100.1')).toBe('GB');
    expect(await blocks.countryOfIp('172.16.5.5')).toBeNull();
    expect(await blocks.countryOfIp('not an address')).toBeNull();
  });

  it('seeded the demo rules once: seeding again inserts nothing', async () => {
    const rules = await createBlocksRepository(context.app.db).listEnabledRules();
    expect(rules.map(({ name }) => name)).toEqual(
      expect.arrayContaining(demoBlockRules.map(({ name }) => name)),
    );
    expect(await seedBlocksIfEmpty(context.app.db)).toBe(false);
  });

  describe('with bad input', () => {
    it.each([
      ['auth=yes', 'auth', 'main_validation_invalid_value'],
      ['auth=', 'auth', 'main_validation_invalid_value'],
      ['auth=true&auth=false', 'auth', undefined],
      ['stage=not%20a%20stage', 'stage', 'main_validation_invalid_format'],
      [`stage=${'s'.repeat(33)}`, 'stage', 'main_validation_invalid_format'],
      [`referralParams=${'r'.repeat(3000)}`, 'referralParams', 'main_validation_too_big'],
      ['referralWHNMobile=maybe', 'referralWHNMobile', 'main_validation_invalid_value'],
      ['mainVipDomainAuthNeed=2', 'mainVipDomainAuthNeed', 'main_validation_invalid_value'],
    ])('GET light with %s answers the 400 envelope naming %s', async (query, field, messageKey) => {
      const response = await context.app.inject({ url: `${lightUrl}?${query}` });
      expect(response.statusCode).toBe(400);
      const envelope = errorEnvelopeSchema.parse(response.json());
      expect(envelope.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(envelope.fields ?? {})).toEqual([field]);
      if (messageKey !== undefined) expect(envelope.fields?.[field]).toBe(messageKey);
    });

    it.each([
      ['no auth', { url: '/en' }, { auth: 'main_validation_required' }],
      ['no url', { auth: true }, { url: 'main_validation_required' }],
      ['a string for auth', { auth: 'true', url: '/en' }, { auth: 'main_validation_invalid_type' }],
      ['a number for url', { auth: true, url: 7 }, { url: 'main_validation_invalid_type' }],
      [
        'a url that is not a path',
        { auth: true, url: 'en/casino' },
        { url: 'main_validation_invalid_format' },
      ],
      [
        'another site’s URL',
        { auth: true, url: 'https://parlay.example/en' },
        { url: 'main_validation_invalid_format' },
      ],
      [
        'the site’s host on another scheme',
        { auth: true, url: 'https://parlay.test/en' },
        { url: 'main_validation_invalid_format' },
      ],
      [
        'a URL with credentials',
        { auth: true, url: 'http://user@parlay.test/en' },
        { url: 'main_validation_invalid_format' },
      ],
      [
        'a 3000-character url',
        { auth: true, url: `/${'a'.repeat(2999)}` },
        { url: 'main_validation_too_big' },
      ],
      [
        'an unknown field',
        { auth: true, url: '/en', country: 'DE' },
        { country: 'main_validation_unknown_field' },
      ],
    ])('POST v2 with %s answers the 400 envelope naming the field', async (_case, payload, fields) => {
      const response = await context.app.inject({ method: 'POST', url: v2Url, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        messageKey: 'main_validation_error',
        fields,
      });
    });

    it.each([
      ['malformed JSON', '{"auth": tru'],
      ['JSON null', 'null'],
      ['a JSON string', '"/en"'],
    ])('POST v2 with %s answers a 400 envelope, never 500', async (_case, payload) => {
      const response = await context.app.inject({
        method: 'POST',
        url: v2Url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      errorEnvelopeSchema.parse(response.json());
    });
  });
});

describe.each(testDatabaseKinds)('the geo header on %s', (kind) => {
  // The default: no proxy is trusted, so anyone could have sent the header.
  const untrusting = useTestApp(kind);
  // Only the load balancers in 10.0.0.0/8 may set it.
  const behindProxies = useSiblingApp(untrusting, { env: { TRUST_PROXY: '10.0.0.0/8' } });

  const light = async (
    app: typeof untrusting.app,
    headers: Record<string, string>,
    remoteAddress: string,
  ) => {
    const response = await app.inject({ url: lightUrl, headers, remoteAddress });
    return blockCheckResponseSchema.parse(response.json()).data;
  };

  it('is ignored when no proxy is trusted; the address still locates the visitor', async () => {
    expect(await light(untrusting.app, { 'x-geo-country': 'UA' }, '127.0.0.1')).toEqual(open);
    expect(await light(untrusting.app, { 'x-geo-country': 'DE' }, '203.0.113.7')).toEqual(blocked(13));
  });

  it('is read from a trusted proxy only', async () => {
    expect(await light(behindProxies.app, { 'x-geo-country': 'US' }, '10.0.0.5')).toEqual(blocked(3));
    expect(await light(behindProxies.app, { 'x-geo-country': 'DE' }, '203.0.113.7')).toEqual(blocked(13));
  });

  it('behind a trusted proxy, locates the forwarded client address when there is no header', async () => {
    const response = await behindProxies.app.inject({
      url: lightUrl,
      headers: { 'x-forwarded-for': '192.0.2.77' },
      remoteAddress: '10.0.0.5',
    });
    expect(blockCheckResponseSchema.parse(response.json()).data).toEqual(blocked(3));
  });
});

describe.each(testDatabaseKinds)('the block rules cache on %s', (kind) => {
  const context = useTestApp(kind);

  it('reads the rules from the database once per cache period', async () => {
    let clock = 0;
    const repository = createBlocksRepository(context.app.db);
    const service = createBlocksService({
      repository,
      pubsub: context.app.pubsub,
      now: () => clock,
    });
    // QZ: a user-assigned code no demo rule names.
    const visitor = { visitorCountry: async () => 'QZ', auth: false, url: '/en/t-cached' };
    expect(await service.check(visitor)).toEqual(open);

    await repository.insertMissingRules([
      {
        name: 't-added-later',
        priority: 1,
        country: 'QZ',
        auth: null,
        urlPrefix: '/t-cached',
        displayTypeId: 1,
        templateTypeId: 7,
      },
    ]);
    clock = blockRulesTtlMs - 1;
    expect(await service.check(visitor)).toEqual(open);

    clock = blockRulesTtlMs;
    expect(await service.check(visitor)).toEqual(blocked(7));
  });
});
