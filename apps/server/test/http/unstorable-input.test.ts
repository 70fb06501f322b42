import { errorEnvelopeSchema } from '@parlay/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';
import { authClient, registerFast } from '../modules/identity/auth-client.ts';

/** What PostgreSQL cannot keep in a text column: NUL, and UTF-16 surrogates without their pair. */
const unstorable = ['a\u0000b', 'a\ud800b', 'a\udc00b'];

const refusal = (field: string) => ({
  status: 400,
  code: 'VALIDATION_ERROR',
  messageKey: 'main_validation_error',
  fields: { [field]: 'main_validation_invalid_characters' },
});

describe.each(testDatabaseKinds)('text the database cannot store, on %s', (kind) => {
  const context = useTestApp(kind, { env: { DEMO_SOCIAL_PROVIDER: 'true', PUBLIC_URL: '' } });
  // The demo provider's issuer is the listening address.
  beforeAll(() => context.app.listen({ host: '127.0.0.1', port: 0 }));

  it('refuses it in a JSON body with a 400 naming the field', async () => {
    const client = authClient(context.app);
    for (const text of unstorable) {
      const response = await client.post('/web-api/captcha/validate', { id: text, captcha: '1' });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json())).toEqual(refusal('id'));
    }
  });

  it('refuses it in a query with a 400 naming the parameter', async () => {
    for (const text of ['a%00b', '%00']) {
      const response = await context.app.inject({ url: `/web-api/debugger/outbox?to=${text}` });
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toEqual(refusal('to'));
    }
  });

  it('refuses a login whose decoded text carries it, and signs nobody in', async () => {
    // Credentials travel as base64 of UTF-8, which has no lone surrogates: only NUL gets through.
    const client = authClient(context.app);
    for (const text of ['a\u0000b', '\u0000']) {
      const response = await client.login(text, 'some-password');
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json()).toEqual(refusal('uLogin'));
      expect(response.cookies.find((cookie) => cookie.name === 'parlay_session')).toBeUndefined();
    }
  });

  it('answers malformed JSON to the demo provider with its own 400', async () => {
    for (const url of ['/demo-oidc/authorize', '/demo-oidc/token'])
      for (const payload of [
        '{"request_id":',
        '',
        'null',
        '{"__proto__":{"a":1}}',
        '{"constructor":{"prototype":{}}}',
      ]) {
        const response = await context.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, url + payload).toBe(400);
        // In the provider's own format: its page, or OAuth's error object.
        if (url.endsWith('/token'))
          expect(response.json(), payload).toEqual({
            error: 'invalid_request',
            error_description: 'malformed token request',
          });
        else expect(response.headers['content-type'], payload).toBe('text/html; charset=utf-8');
      }
  });
});

describe.each(testDatabaseKinds)('a signed-in player sent on from the registration page, on %s', (kind) => {
  const context = useTestApp(kind, { pages: { reactBuild: 'production' } });

  it('sends a signed-in player whose return_url has non-ASCII text to the language root', async () => {
    const client = authClient(context.app);
    await registerFast(client);
    // The test's cookie jar keeps cookie values decoded, which a browser would send encoded: each
    // visit starts from the signed-in jar.
    const signedIn = new Map(client.cookies);
    const visitRegistration = (returnUrl: string) => {
      client.cookies.clear();
      for (const [name, value] of signedIn) client.cookies.set(name, value);
      return client.get(`/en/registration?return_url=${returnUrl}`);
    };
    for (const returnUrl of ['%2Fen%2F%E3%80%80casino', '%2Fru%2F%D0%BA%D0%B0%D0%B7%D0%B8%D0%BD%D0%BE']) {
      const response = await visitRegistration(returnUrl);
      expect(response.statusCode, returnUrl).toBe(302);
      expect(response.headers.location, returnUrl).toBe('/en');
    }
    expect((await visitRegistration('%2Fen%2Fcasino%3Ftab%3D2')).headers.location).toBe('/en/casino?tab=2');
  });
});
