import {
  errorEnvelopeSchema,
  googleOneTapClientIdResponseSchema,
  googleOneTapResponseSchema,
  sessionCheckResponseSchema,
  siteConfigSchema,
} from '@parlay/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useSiblingApp, useTestApp } from '../../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../../helpers/test-databases.ts';
import { type AuthClient, authClient } from '../auth-client.ts';
import { mockProvidersEnv, startMockIssuer } from './mock-issuer.ts';

const issuer = await startMockIssuer();
afterAll(() => issuer.stop());

const endpoint = '/social-api/oauth/google-one-tap';
const clientId = 'parlay-google';

let personNumber = 0;
function newGooglePerson() {
  personNumber += 1;
  return {
    sub: `google-${Date.now()}-${personNumber}`,
    email: `one-tap-${Date.now()}-${personNumber}@example.com`,
    email_verified: true,
    name: 'Grace Hopper',
    given_name: 'Grace',
    family_name: 'Hopper',
  };
}

/** The form the One Tap script posts, as multipart/form-data. */
async function multipartForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': String(request.headers.get('content-type')) },
  };
}

async function postOneTap(client: AuthClient, fields: Record<string, string>) {
  const { payload, headers } = await multipartForm(fields);
  return client.post(endpoint, payload, { headers });
}

describe.each(testDatabaseKinds)('Google One Tap on %s', (kind) => {
  const context = useTestApp(kind, { env: mockProvidersEnv(issuer.url) });
  const withoutGoogle = useSiblingApp(context, { env: { OIDC_PROVIDERS: '' } });

  const signedInUser = async (client: AuthClient) =>
    sessionCheckResponseSchema.parse((await client.get('/web-api/user/check')).json()).user_id;

  it('gives the One Tap script our Google client id', async () => {
    const response = await authClient(context.app).get('/social-api/oauth/google-one-tap/clientId');
    expect(response.statusCode).toBe(200);
    expect(googleOneTapClientIdResponseSchema.parse(response.json())).toEqual({ clientId });
  });

  it('answers 404 for the client id and the sign-in when Google is not configured', async () => {
    const client = authClient(withoutGoogle.app);
    expect((await client.get('/social-api/oauth/google-one-tap/clientId')).statusCode).toBe(404);
    const credential = await issuer.buildIdToken({ ...newGooglePerson(), aud: clientId });
    expect((await postOneTap(client, { credential })).statusCode).toBe(404);
  });

  it('tells the browser One Tap is off when Google is not configured, on if it is', async () => {
    const oneTapSetting = async (app: typeof context.app) => {
      const response = await app.inject({ url: '/bff-api/config/all.json?lang=en' });
      return siteConfigSchema.parse(response.json()).isOneTapAuthEnabled;
    };
    expect(await withoutGoogle.app.siteConfig.getValues('isOneTapAuthEnabled')).toMatchObject({ en: true });
    expect(await oneTapSetting(withoutGoogle.app)).toBe(false);
    expect(await oneTapSetting(context.app)).toBe(true);
  });

  it('registers a new Google person with the given currency and country, signs them in, and signs them in again later', async () => {
    const person = newGooglePerson();
    const credential = await issuer.buildIdToken({ ...person, aud: clientId });
    const client = authClient(context.app);
    const response = await postOneTap(client, {
      credential,
      language: 'es',
      currency: 'USD',
      countryId: '3',
    });
    expect(response.statusCode).toBe(200);
    expect(googleOneTapResponseSchema.parse(response.json())).toEqual({ redirectUrl: '/es' });
    const userId = await signedInUser(client);
    expect(userId).not.toBeNull();
    const user = await context.app.identity.users.findById(userId ?? 0);
    expect(user).toMatchObject({
      email: person.email,
      currency: 'USD',
      countryId: 3,
      registrationType: 'soc_reg',
      name: 'Grace',
      surname: 'Hopper',
    });
    expect(user?.emailConfirmedAt).not.toBeNull();

    const later = authClient(context.app);
    const again = await postOneTap(later, {
      credential: await issuer.buildIdToken({ ...person, aud: clientId }),
      language: 'en',
    });
    expect(again.json()).toEqual({ redirectUrl: '/en' });
    expect(await signedInUser(later)).toBe(userId);
  });

  it('accepts the same form url-encoded', async () => {
    const credential = await issuer.buildIdToken({ ...newGooglePerson(), aud: clientId });
    const client = authClient(context.app);
    const response = await client.post(
      endpoint,
      new URLSearchParams({ credential, language: 'en', currency: 'EUR', countryId: '1' }).toString(),
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(response.statusCode).toBe(200);
    expect(await signedInUser(client)).not.toBeNull();
  });

  it('answers a multipart form its parser cannot read with 400 MALFORMED_REQUEST, and a file with 413', async () => {
    const client = authClient(context.app);
    const unreadable = [
      ['multipart/form-data; boundary=form', '{"credential":"not a form"}'],
      [
        'multipart/form-data; boundary=form',
        '--form\r\nContent-Disposition: form-data; name="credential"\r\n\r\ncut',
      ],
      ['multipart/form-data', 'credential=no-boundary'],
    ];
    for (const [contentType, payload] of unreadable) {
      const response = await client.post(endpoint, payload, {
        headers: { 'content-type': String(contentType) },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()), payload).toMatchObject({
        code: 'MALFORMED_REQUEST',
      });
    }
    const file =
      '--form\r\nContent-Disposition: form-data; name="credential"; filename="token.txt"\r\n\r\nx\r\n--form--\r\n';
    const withFile = await client.post(endpoint, file, {
      headers: { 'content-type': 'multipart/form-data; boundary=form' },
    });
    expect(withFile.statusCode).toBe(413);
    expect(errorEnvelopeSchema.parse(withFile.json())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('sends a new person without currency and country to the soc_reg form with the identity pending', async () => {
    const person = newGooglePerson();
    const client = authClient(context.app);
    const response = await postOneTap(client, {
      credential: await issuer.buildIdToken({ ...person, aud: clientId }),
      language: 'ru',
    });
    expect(response.json()).toEqual({ redirectUrl: '/ru/registration/socialregistration' });
    expect(await signedInUser(client)).toBeNull();
    expect((await client.get('/social-api/oauth/pending')).json()).toEqual({
      provider: 'google',
      email: person.email,
      name: 'Grace Hopper',
    });
  });

  it('never attaches a new Google identity to an existing account of the same email by itself', async () => {
    const person = newGooglePerson();
    await postOneTap(authClient(context.app), {
      credential: await issuer.buildIdToken({ ...person, aud: clientId }),
      currency: 'EUR',
      countryId: '1',
    });
    const sameEmail = { ...newGooglePerson(), email: person.email };
    const client = authClient(context.app);
    const response = await postOneTap(client, {
      credential: await issuer.buildIdToken({ ...sameEmail, aud: clientId }),
      language: 'en',
      currency: 'EUR',
      countryId: '1',
    });
    expect(response.json()).toEqual({ redirectUrl: '/en/registration/socialregistration' });
    expect(await signedInUser(client)).toBeNull();
  });

  it.each([
    ['another audience', async () => issuer.buildIdToken({ ...newGooglePerson(), aud: 'someone-else' })],
    ['an expired token', async () => issuer.buildIdToken({ ...newGooglePerson(), aud: clientId }, -120)],
    [
      'another issuer',
      async () =>
        issuer.buildIdToken({ ...newGooglePerson(), aud: clientId, iss: 'https://accounts.example' }),
    ],
    [
      'a changed payload',
      async () => {
        const [header, payload, signature] = (
          await issuer.buildIdToken({ ...newGooglePerson(), aud: clientId })
        ).split('.');
        const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'somebody-else' })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'an unsigned token',
      async () => unsignedToken({ ...newGooglePerson(), aud: clientId, iss: issuer.url }),
    ],
  ])('refuses %s and signs nobody in', async (_case, credentialOf) => {
    const client = authClient(context.app);
    const response = await postOneTap(client, {
      credential: await credentialOf(),
      language: 'en',
      currency: 'EUR',
      countryId: '1',
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('SOCIAL_SIGN_IN_FAILED');
    expect(client.cookies.has('parlay_session')).toBe(false);
    expect(client.cookies.has('parlay_social_pending')).toBe(false);
  });
});

/** A JWT with `alg: none`: signed by nobody. */
function unsignedToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ iat: now, exp: now + 600, ...claims })}.`;
}
