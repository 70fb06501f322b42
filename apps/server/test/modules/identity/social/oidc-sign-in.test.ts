import {
  errorEnvelopeSchema,
  pendingSocialIdentityResponseSchema,
  registrationResponseSchema,
  sessionCheckResponseSchema,
  socialProvidersResponseSchema,
} from '@parlay/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../../helpers/test-databases.ts';
import { type AuthClient, authClient, encodeCredential, registerFast } from '../auth-client.ts';
import {
  authorizeAtProvider,
  mockProvidersEnv,
  pathOf,
  signInThroughProvider,
  startMockIssuer,
} from './mock-issuer.ts';

const issuer = await startMockIssuer();
afterAll(() => issuer.stop());

let personNumber = 0;
/** A person the provider has never shown us before. */
function newPerson(overrides: { email?: string; name?: string } = {}) {
  personNumber += 1;
  const person = {
    sub: `person-${Date.now()}-${personNumber}`,
    email: overrides.email ?? `social-${Date.now()}-${personNumber}@example.com`,
    email_verified: true,
    name: overrides.name ?? 'Ada Lovelace',
    given_name: 'Ada',
    family_name: 'Lovelace',
  };
  issuer.setPerson(person);
  return person;
}

describe.each(testDatabaseKinds)('social sign-in (OpenID Connect) on %s', (kind) => {
  const context = useTestApp(kind, { env: mockProvidersEnv(issuer.url) });

  const signedInUser = async (client: AuthClient) =>
    sessionCheckResponseSchema.parse((await client.get('/web-api/user/check')).json()).user_id;

  it('lists the configured providers with their names', async () => {
    const response = await authClient(context.app).get('/social-api/oauth/providers');
    expect(response.statusCode).toBe(200);
    expect(socialProvidersResponseSchema.parse(response.json())).toEqual({
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'vk', name: 'VK' },
      ],
    });
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, keeping them in a signed HttpOnly cookie', async () => {
    const client = authClient(context.app);
    const response = await client.get('/social-api/oauth/vk/start?lang=en&return_url=/en/live');
    expect(response.statusCode).toBe(302);
    const authorize = new URL(String(response.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer.url}/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'parlay-vk',
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: 'http://parlay.test/social-api/oauth/vk/callback',
    });
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(authorize.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    expect(authorize.searchParams.get('scope')?.split(' ')).toContain('openid');
    const flow = response.cookies.find((cookie) => cookie.name === 'parlay_oauth_flow');
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/social-api/oauth', maxAge: 600 });
    // The checks are not readable from the URL: the cookie holds the verifier, the URL only its hash.
    expect(flow?.value).not.toContain(authorize.searchParams.get('code_challenge'));
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await authClient(context.app).get('/social-api/oauth/twitter/start');
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  it('takes an unlinked identity to the soc_reg form, registers it there, then signs it in directly', async () => {
    const person = newPerson();
    const visitor = authClient(context.app);
    const landing = await signInThroughProvider(
      visitor,
      '/social-api/oauth/vk/start?lang=en&return_url=/en/live',
    );
    expect(landing).toBe('/en/registration/socialregistration');
    expect(visitor.cookies.has('parlay_session')).toBe(false);

    const pending = await visitor.get('/social-api/oauth/pending');
    expect(pending.statusCode).toBe(200);
    expect(pendingSocialIdentityResponseSchema.parse(pending.json())).toEqual({
      provider: 'vk',
      email: person.email,
      name: 'Ada Lovelace',
    });

    await visitor.obtainFingerprint();
    const registration = await visitor.post('/web-api/registration', {
      type: 'soc_reg',
      country_id: 1,
      currency: 'EUR',
      bonus_choice: 0,
    });
    expect(registration.statusCode).toBe(200);
    const registered = registrationResponseSchema.parse(registration.json());
    expect(await signedInUser(visitor)).toBe(registered.user_id);
    expect((await visitor.get('/social-api/oauth/pending')).statusCode).toBe(404);
    const user = await context.app.identity.users.findById(registered.user_id);
    expect(user).toMatchObject({
      email: person.email,
      name: 'Ada',
      surname: 'Lovelace',
      registrationType: 'soc_reg',
    });

    const returning = authClient(context.app);
    const back = await signInThroughProvider(
      returning,
      '/social-api/oauth/vk/start?lang=en&return_url=/en/live',
    );
    expect(back).toBe('/en/live');
    expect(returning.cookies.get('parlay_session')).toBeDefined();
    expect(await signedInUser(returning)).toBe(registered.user_id);
  });

  it('keeps identities of different providers apart: the same subject at google is another identity', async () => {
    const person = newPerson();
    const visitor = authClient(context.app);
    await signInThroughProvider(visitor, '/social-api/oauth/vk/start?lang=en');
    await visitor.obtainFingerprint();
    const registration = await visitor.post('/web-api/registration', {
      type: 'soc_reg',
      country_id: 1,
      currency: 'RUB',
      bonus_choice: 0,
    });
    expect(registration.statusCode).toBe(200);

    issuer.setPerson({ ...person, email: `other-${person.email}` });
    const atGoogle = await signInThroughProvider(
      authClient(context.app),
      '/social-api/oauth/google/start?lang=en',
    );
    expect(atGoogle).toBe('/en/registration/socialregistration');
  });

  it('binds the pending identity to an existing account after its password, then signs that account in', async () => {
    const player = await registerFast(authClient(context.app));
    newPerson();
    const visitor = authClient(context.app);
    expect(await signInThroughProvider(visitor, '/social-api/oauth/google/start?lang=ru')).toBe(
      '/ru/registration/socialregistration',
    );

    const wrong = await visitor.post('/web-api/auth/social', {
      login: encodeCredential(player.login),
      pass: encodeCredential(`${player.password}-wrong`),
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(wrong.json())).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      fields: { login: 'auth_error_login', password: 'auth_error_password' },
    });
    expect(await signedInUser(visitor)).toBeNull();

    const bound = await visitor.post('/web-api/auth/social', {
      login: encodeCredential(player.login),
      pass: encodeCredential(player.password),
    });
    expect(bound.statusCode).toBe(200);
    expect(bound.json()).toEqual({ status: 'signed_in', user_id: player.userId });
    expect(await signedInUser(visitor)).toBe(player.userId);
    expect((await visitor.get('/social-api/oauth/pending')).statusCode).toBe(404);

    const later = authClient(context.app);
    expect(
      await signInThroughProvider(later, '/social-api/oauth/google/start?lang=ru&return_url=/ru/slots'),
    ).toBe('/ru/slots');
    expect(await signedInUser(later)).toBe(player.userId);
  });

  it('refuses to bind without a pending identity', async () => {
    const player = await registerFast(authClient(context.app));
    const response = await authClient(context.app).post('/web-api/auth/social', {
      login: encodeCredential(player.login),
      pass: encodeCredential(player.password),
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).code).toBe('SOCIAL_IDENTITY_MISSING');
  });

  it('ignores a pending identity cookie the server did not sign', async () => {
    const player = await registerFast(authClient(context.app));
    const client = authClient(context.app);
    const forged = Buffer.from(
      JSON.stringify({
        kind: 'social-pending',
        expiresAt: 9e9,
        value: {
          provider: 'vk',
          subject: 'someone',
          email: null,
          emailVerified: false,
          name: null,
          givenName: null,
          familyName: null,
        },
      }),
    ).toString('base64url');
    client.cookies.set('parlay_social_pending', `${forged}.bm90LWEtc2lnbmF0dXJl`);
    expect((await client.get('/social-api/oauth/pending')).statusCode).toBe(404);
    const bind = await client.post('/web-api/auth/social', {
      login: encodeCredential(player.login),
      pass: encodeCredential(player.password),
    });
    expect(errorEnvelopeSchema.parse(bind.json()).code).toBe('SOCIAL_IDENTITY_MISSING');
  });

  describe('binding to an account with two-step sign-in', () => {
    let secret = '';
    let player: { login: string; password: string; userId: number };

    beforeAll(async () => {
      const owner = authClient(context.app);
      player = await registerFast(owner);
      const setup = await owner.post('/web-api/user/two-factor/setup', {});
      secret = (setup.json() as { secret: string }).secret;
      const previous = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
      expect((await owner.post('/web-api/user/two-factor/enable', { code: previous })).statusCode).toBe(200);
    });

    it('links the identity only once the two-step code is right', async () => {
      newPerson();
      const visitor = authClient(context.app);
      await signInThroughProvider(visitor, '/social-api/oauth/vk/start?lang=en');
      const first = await visitor.post('/web-api/auth/social', {
        login: encodeCredential(player.login),
        pass: encodeCredential(player.password),
      });
      expect(first.json()).toEqual({ status: 'two_step_required' });
      expect(await signedInUser(visitor)).toBeNull();

      const wrong = await visitor.post('/web-api/auth/social/two-step', { code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(wrong.json()).code).toBe('INVALID_CODE');

      const right = await visitor.post('/web-api/auth/social/two-step', { code: await generate({ secret }) });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ status: 'signed_in', user_id: player.userId });
      expect(await signedInUser(visitor)).toBe(player.userId);

      // The identity is linked now; signing in with it asks for the two-step code, as any sign-in.
      const later = authClient(context.app);
      const landing = await signInThroughProvider(
        later,
        '/social-api/oauth/vk/start?lang=en&return_url=/en/live',
      );
      expect(landing).toBe('/en/live?auth=two-step');
      expect(await signedInUser(later)).toBeNull();
    });

    it("refuses another account's code when that account's sign-in started in the browser since", async () => {
      const other = authClient(context.app);
      const otherPlayer = await registerFast(other);
      const otherSecret = (
        (await other.post('/web-api/user/two-factor/setup', {})).json() as { secret: string }
      ).secret;
      const previous = await generate({ secret: otherSecret, epoch: Math.floor(Date.now() / 1000) - 30 });
      expect((await other.post('/web-api/user/two-factor/enable', { code: previous })).statusCode).toBe(200);

      newPerson();
      const visitor = authClient(context.app);
      await signInThroughProvider(visitor, '/social-api/oauth/vk/start?lang=en');
      const bind = await visitor.post('/web-api/auth/social', {
        login: encodeCredential(player.login),
        pass: encodeCredential(player.password),
      });
      expect(bind.json()).toEqual({ status: 'two_step_required' });
      // The pending two-step sign-in is now the other account's, not the one being bound.
      const login = await visitor.login(otherPlayer.login, otherPlayer.password);
      expect(login.json()).toEqual({ status: 'two_step_required' });

      const response = await visitor.post('/web-api/auth/social/two-step', {
        code: await generate({ secret: otherSecret }),
      });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('TWO_STEP_NOT_PENDING');
      expect(await signedInUser(visitor)).toBeNull();
    });

    it('refuses a social two-step code when no binding waits for one', async () => {
      const response = await authClient(context.app).post('/web-api/auth/social/two-step', {
        code: '123456',
      });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('TWO_STEP_NOT_PENDING');
    });
  });

  it('refuses a callback whose state was changed: no session, no pending identity', async () => {
    newPerson();
    const client = authClient(context.app);
    const callback = await authorizeAtProvider(
      client,
      '/social-api/oauth/vk/start?lang=en&return_url=/en/live',
    );
    const tampered = new URL(callback, 'http://localhost');
    tampered.searchParams.set('state', 'not-the-state-we-sent-at-all');
    const response = await client.get(pathOf(tampered.href));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/live?social_error=failed');
    expect(client.cookies.has('parlay_session')).toBe(false);
    expect((await client.get('/social-api/oauth/pending')).statusCode).toBe(404);
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    newPerson();
    const callback = await authorizeAtProvider(authClient(context.app), '/social-api/oauth/vk/start?lang=en');
    const stranger = authClient(context.app);
    const response = await stranger.get(callback);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en?social_error=failed');
    expect(await signedInUser(stranger)).toBeNull();
  });

  it('refuses to replay a callback once its flow is used', async () => {
    newPerson();
    const client = authClient(context.app);
    const callback = await authorizeAtProvider(client, '/social-api/oauth/vk/start?lang=en');
    expect((await client.get(callback)).headers.location).toBe('/en/registration/socialregistration');
    client.cookies.delete('parlay_social_pending');
    const again = await client.get(callback);
    expect(again.headers.location).toBe('/en?social_error=failed');
    expect(client.cookies.has('parlay_social_pending')).toBe(false);
  });

  it('tells the page when the person refused at the provider', async () => {
    const client = authClient(context.app);
    const start = await client.get('/social-api/oauth/vk/start?lang=en&return_url=/en/casino');
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const response = await client.get(`/social-api/oauth/vk/callback?error=access_denied&state=${state}`);
    expect(response.headers.location).toBe('/en/casino?social_error=denied');
  });

  it.each([
    ['another origin', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash URL', '/\\evil.example'],
    ['a second slash hidden behind encoding', '/%2F/evil.example'],
    ['a full-width slash', '/\uFF0F/evil.example'],
  ])('never returns to %s after signing in, only to the home page', async (_case, returnUrl) => {
    newPerson();
    const player = await registerFast(authClient(context.app));
    const visitor = authClient(context.app);
    await signInThroughProvider(visitor, '/social-api/oauth/vk/start?lang=en');
    await visitor.post('/web-api/auth/social', {
      login: encodeCredential(player.login),
      pass: encodeCredential(player.password),
    });
    const client = authClient(context.app);
    const landing = await signInThroughProvider(
      client,
      `/social-api/oauth/vk/start?lang=en&return_url=${encodeURIComponent(returnUrl)}`,
    );
    expect(landing).toBe('/en');
    expect(await signedInUser(client)).toBe(player.userId);
  });
});
