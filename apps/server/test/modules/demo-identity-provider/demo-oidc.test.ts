import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  demoOidcDiscoverySchema,
  demoOidcTokenResponseSchema,
  oauthErrorSchema,
  pendingSocialIdentityResponseSchema,
  registrationResponseSchema,
  sessionCheckResponseSchema,
  socialProvidersResponseSchema,
} from '@parlay/contract';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { type AuthClient, authClient } from '../identity/auth-client.ts';

const notice = 'Demo sign-in provider built into Parlay — not a real account provider.';

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The hidden request id of the demo sign-in form. */
function requestIdOf(html: string): string {
  const match = /name="request_id" value="([^"]+)"/.exec(html);
  if (match?.[1] === undefined) throw new Error('no request_id in the demo sign-in page');
  return match[1];
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The demo provider's issuer is the listening address here: no PUBLIC_URL (the test default unset). */
const demoEnv = { DEMO_SOCIAL_PROVIDER: 'true', PUBLIC_URL: '' };

describe.each(testDatabaseKinds)('the built-in demo OpenID provider on %s', (kind) => {
  const context = useTestApp(kind, { env: demoEnv });
  /** `http://127.0.0.1:<port>`: the site's own address, where our relying party finds the provider. */
  let origin = '';
  let host = '';

  beforeAll(async () => {
    // The relying party reads the provider's discovery and token endpoints over HTTP, as for any provider.
    await context.app.listen({ host: '127.0.0.1', port: 0 });
    const address = context.app.server.address() as AddressInfo;
    host = `127.0.0.1:${address.port}`;
    origin = `http://${host}`;
  });

  const registration = () => {
    const demo = context.app.demoIdentityProvider;
    if (demo === undefined) throw new Error('the demo provider is not registered');
    return demo;
  };

  /** A browser on the site's address (its Host header is what the callback URL is built from). */
  const browser = () => {
    const client = authClient(context.app);
    return {
      client,
      get: (url: string) => client.get(url, { headers: { host } }),
    };
  };

  const formPost = (app: App, payload: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/demo-oidc/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(payload).toString(),
    });

  /** Start at our site, open the provider's page; answers the page's HTML. */
  async function openProviderPage(
    visitor: ReturnType<typeof browser>,
    start = '/social-api/oauth/demo/start?lang=en&return_url=/en/live',
  ) {
    const started = await visitor.get(start);
    expect(started.statusCode).toBe(302);
    const location = String(started.headers.location);
    expect(location.startsWith(`${origin}/demo-oidc/authorize?`)).toBe(true);
    const page = await context.app.inject({ method: 'GET', url: pathOf(location) });
    return page;
  }

  /** The provider's redirect back, followed in the browser: where our callback sends it. */
  async function answerProvider(
    visitor: ReturnType<typeof browser>,
    page: string,
    answer: { action: 'continue' | 'cancel'; name?: string; email?: string },
  ): Promise<string> {
    const posted = await formPost(context.app, { request_id: requestIdOf(page), ...answer });
    expect(posted.statusCode).toBe(302);
    const back = String(posted.headers.location);
    expect(back.startsWith(`${origin}/social-api/oauth/demo/callback?`)).toBe(true);
    const callback = await visitor.get(pathOf(back));
    expect(callback.statusCode).toBe(302);
    return String(callback.headers.location);
  }

  const signedInUser = async (client: AuthClient) =>
    sessionCheckResponseSchema.parse((await client.get('/web-api/user/check')).json()).user_id;

  it('is listed as the "Demo provider" and publishes its discovery document at the site origin', async () => {
    const providers = socialProvidersResponseSchema.parse(
      (await authClient(context.app).get('/social-api/oauth/providers')).json(),
    );
    expect(providers.providers).toContainEqual({ id: 'demo', name: 'Demo provider' });
    const response = await fetch(`${origin}/demo-oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = demoOidcDiscoverySchema.parse(await response.json());
    expect(discovery).toMatchObject({
      issuer: `${origin}/demo-oidc`,
      authorization_endpoint: `${origin}/demo-oidc/authorize`,
      token_endpoint: `${origin}/demo-oidc/token`,
      jwks_uri: `${origin}/demo-oidc/jwks`,
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    });
  });

  it('shows an accessible sign-in page that says it is a demo, prefilled with a made-up identity', async () => {
    const page = await openProviderPage(browser());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(notice);
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toMatch(/<label for="name">Display name<\/label>/);
    expect(page.body).toMatch(/<label for="email">Email<\/label>/);
    expect(page.body).toMatch(/id="email" name="email" type="email" value="[^"]+@example\.com"/);
    expect(page.body).toContain('>Continue</button>');
    expect(page.body).toContain('>Cancel</button>');
    // Its inline styles run under the page's own nonce; its form may lead back to our callback only.
    const policy = String(page.headers['content-security-policy']);
    const nonce = /style-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(policy).toContain(`form-action 'self' ${origin}`);
    // No IPv6 literal: CSP has no syntax for one, and browsers warn about the whole directive.
    expect(policy).not.toContain('[::1]');
  });

  it("shows the page in the visitor's language", async () => {
    const started = await browser().get('/social-api/oauth/demo/start?lang=es');
    const page = await context.app.inject({
      method: 'GET',
      url: pathOf(String(started.headers.location)),
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(page.body).toContain('Proveedor de acceso de demostración integrado en Parlay');
    expect(page.body).toContain('>Continuar</button>');
  });

  it('takes a new person through the soc_reg form and signs the same email straight in the next time', async () => {
    const email = `demo-${Date.now()}@example.com`;
    const visitor = browser();
    const page = await openProviderPage(visitor);
    const landing = await answerProvider(visitor, page.body, {
      action: 'continue',
      name: 'Grace Hopper',
      email,
    });
    expect(landing).toBe('/en/registration/socialregistration');
    expect(visitor.client.cookies.has('parlay_session')).toBe(false);
    const pending = pendingSocialIdentityResponseSchema.parse(
      (await visitor.get('/social-api/oauth/pending')).json(),
    );
    expect(pending).toEqual({ provider: 'demo', email, name: 'Grace Hopper' });

    await visitor.client.obtainFingerprint();
    const registration = await visitor.client.post(
      '/web-api/registration',
      { type: 'soc_reg', country_id: 1, currency: 'EUR', bonus_choice: 0 },
      { headers: { host } },
    );
    expect(registration.statusCode).toBe(200);
    const registered = registrationResponseSchema.parse(registration.json());
    // The demo provider never checked the address, so it does not count as confirmed.
    expect((await context.app.identity.users.findById(registered.user_id))?.emailConfirmedAt).toBeNull();

    const returning = browser();
    const again = await openProviderPage(returning);
    expect(await answerProvider(returning, again.body, { action: 'continue', name: 'Grace', email })).toBe(
      '/en/live',
    );
    expect(await signedInUser(returning.client)).toBe(registered.user_id);
  });

  it('sends a Cancel back as social_error=denied and signs nobody in', async () => {
    const visitor = browser();
    const page = await openProviderPage(visitor);
    expect(await answerProvider(visitor, page.body, { action: 'cancel' })).toBe(
      '/en/live?social_error=denied',
    );
    expect(visitor.client.cookies.has('parlay_session')).toBe(false);
    expect(visitor.client.cookies.has('parlay_social_pending')).toBe(false);
  });

  it('shows the form again with the problem for an invalid email, and the request still works after', async () => {
    const visitor = browser();
    const page = await openProviderPage(visitor);
    const requestId = requestIdOf(page.body);
    const invalid = await formPost(context.app, {
      request_id: requestId,
      action: 'continue',
      name: 'Ada',
      email: 'not-an-email',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatch(/aria-invalid="true" aria-describedby="email-error"/);
    expect(invalid.body).toContain('Enter an email address such as name@example.com.');
    expect(requestIdOf(invalid.body)).toBe(requestId);
    const landing = await answerProvider(visitor, invalid.body, {
      action: 'continue',
      name: 'Ada',
      email: `fixed-${Date.now()}@example.com`,
    });
    expect(landing).toBe('/en/registration/socialregistration');
  });

  describe('the protocol, as a relying party sees it', () => {
    const callbackUri = () => `${origin}/social-api/oauth/demo/callback`;

    /** An authorization code for our own PKCE pair, nonce and the given person. */
    async function obtainCode(email = `rp-${Date.now()}@example.com`) {
      const pkce = pkcePair();
      const nonce = randomBytes(16).toString('base64url');
      const query = new URLSearchParams({
        client_id: registration().clientId,
        redirect_uri: callbackUri(),
        response_type: 'code',
        scope: 'openid email profile',
        state: 'state-1',
        nonce,
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
      });
      const page = await context.app.inject({ method: 'GET', url: `/demo-oidc/authorize?${query}` });
      expect(page.statusCode).toBe(200);
      const posted = await formPost(context.app, {
        request_id: requestIdOf(page.body),
        action: 'continue',
        name: 'Alan Turing',
        email,
      });
      const back = new URL(String(posted.headers.location));
      expect(back.searchParams.get('state')).toBe('state-1');
      expect(back.searchParams.get('iss')).toBe(`${origin}/demo-oidc`);
      const code = back.searchParams.get('code');
      if (code === null) throw new Error('no code');
      return { code, pkce, nonce, email };
    }

    const tokenRequest = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      context.app.inject({
        method: 'POST',
        url: '/demo-oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
      });

    const basic = (id: string, secret: string) =>
      `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

    const expectOauthError = (
      response: { statusCode: number; json(): unknown },
      status: number,
      error: string,
    ) => {
      expect(response.statusCode).toBe(status);
      expect(oauthErrorSchema.parse(response.json()).error).toBe(error);
    };

    it("exchanges a code once (client_secret_basic) for a signed ID token with the person's claims", async () => {
      const { code, pkce, nonce, email } = await obtainCode();
      const fields = {
        grant_type: 'authorization_code',
        code,
        redirect_uri: callbackUri(),
        code_verifier: pkce.verifier,
      };
      const authorization = basic(registration().clientId, registration().clientSecret);
      const response = await tokenRequest(fields, { authorization });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const tokens = demoOidcTokenResponseSchema.parse(response.json());
      const jwks = createRemoteJWKSet(new URL(`${origin}/demo-oidc/jwks`));
      const { payload, protectedHeader } = await jwtVerify(tokens.id_token, jwks, {
        issuer: `${origin}/demo-oidc`,
        audience: registration().clientId,
      });
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload).toMatchObject({ nonce, email, email_verified: false, name: 'Alan Turing' });
      expect(typeof payload.exp).toBe('number');
      expect(typeof payload.iat).toBe('number');

      // The same email is the same subject, at the userinfo endpoint and in the next token.
      const userInfo = await context.app.inject({
        method: 'GET',
        url: '/demo-oidc/userinfo',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(userInfo.json()).toEqual({
        sub: payload.sub,
        email,
        email_verified: false,
        name: 'Alan Turing',
      });
      const next = await obtainCode(email);
      const nextTokens = demoOidcTokenResponseSchema.parse(
        (
          await tokenRequest(
            { ...fields, code: next.code, code_verifier: next.pkce.verifier },
            { authorization },
          )
        ).json(),
      );
      expect((await jwtVerify(nextTokens.id_token, jwks)).payload.sub).toBe(payload.sub);

      expectOauthError(await tokenRequest(fields, { authorization }), 400, 'invalid_grant');
    });

    it('accepts client_secret_post and refuses a wrong secret with 401 invalid_client', async () => {
      const { code, pkce } = await obtainCode();
      const fields = {
        grant_type: 'authorization_code',
        code,
        redirect_uri: callbackUri(),
        code_verifier: pkce.verifier,
        client_id: registration().clientId,
      };
      expectOauthError(await tokenRequest({ ...fields, client_secret: 'wrong' }), 401, 'invalid_client');
      expectOauthError(
        await tokenRequest(fields, { authorization: basic(registration().clientId, 'wrong') }),
        401,
        'invalid_client',
      );
      const right = await tokenRequest({ ...fields, client_secret: registration().clientSecret });
      expect(right.statusCode).toBe(200);
    });

    it('refuses a wrong PKCE verifier, and the code is spent by the attempt', async () => {
      const { code, pkce } = await obtainCode();
      const authorization = basic(registration().clientId, registration().clientSecret);
      const fields = { grant_type: 'authorization_code', code, redirect_uri: callbackUri() };
      expectOauthError(
        await tokenRequest({ ...fields, code_verifier: pkcePair().verifier }, { authorization }),
        400,
        'invalid_grant',
      );
      expectOauthError(
        await tokenRequest({ ...fields, code_verifier: pkce.verifier }, { authorization }),
        400,
        'invalid_grant',
      );
    });

    it('refuses a token request whose redirect_uri differs from the authorization request', async () => {
      const { code, pkce } = await obtainCode();
      const response = await tokenRequest(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${callbackUri()}?x=1`,
          code_verifier: pkce.verifier,
        },
        { authorization: basic(registration().clientId, registration().clientSecret) },
      );
      expectOauthError(response, 400, 'invalid_grant');
    });

    it('never sends the browser to an unregistered redirect_uri or for an unknown client', async () => {
      const pkce = pkcePair();
      const base = {
        client_id: registration().clientId,
        redirect_uri: callbackUri(),
        response_type: 'code',
        scope: 'openid',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
      };
      for (const query of [
        { ...base, redirect_uri: 'https://evil.example/social-api/oauth/demo/callback' },
        { ...base, redirect_uri: `${callbackUri()}/extra` },
        { ...base, client_id: 'someone-else' },
      ]) {
        const page = await context.app.inject({
          method: 'GET',
          url: `/demo-oidc/authorize?${new URLSearchParams(query)}`,
        });
        expect(page.statusCode).toBe(400);
        expect(page.headers.location).toBeUndefined();
        expect(page.body).toContain('This sign-in request cannot be used');
      }
    });

    it('sends a request without PKCE S256 back with invalid_request', async () => {
      const query = new URLSearchParams({
        client_id: registration().clientId,
        redirect_uri: callbackUri(),
        response_type: 'code',
        scope: 'openid',
        state: 'state-2',
        code_challenge: pkcePair().verifier,
        code_challenge_method: 'plain',
      });
      const response = await context.app.inject({ method: 'GET', url: `/demo-oidc/authorize?${query}` });
      expect(response.statusCode).toBe(302);
      const back = new URL(String(response.headers.location));
      expect(`${back.origin}${back.pathname}`).toBe(callbackUri());
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('state')).toBe('state-2');
    });

    it('refuses a replayed callback at our site: the second use signs nobody in', async () => {
      const visitor = browser();
      const page = await openProviderPage(visitor);
      const posted = await formPost(context.app, {
        request_id: requestIdOf(page.body),
        action: 'continue',
        name: 'Ken',
        email: `replay-${Date.now()}@example.com`,
      });
      const back = pathOf(String(posted.headers.location));
      expect((await visitor.get(back)).headers.location).toBe('/en/registration/socialregistration');
      const attacker = browser();
      const replay = await attacker.get(back);
      expect(replay.headers.location).toBe('/en?social_error=failed');
      expect(attacker.client.cookies.has('parlay_social_pending')).toBe(false);
    });
  });
});

describe('the demo provider switch', () => {
  const context = useTestApp('pglite');

  it('is off by default: no /demo-oidc routes and no demo provider listed', async () => {
    expect(
      (await context.app.inject({ method: 'GET', url: '/demo-oidc/.well-known/openid-configuration' }))
        .statusCode,
    ).toBe(404);
    const providers = socialProvidersResponseSchema.parse(
      (await authClient(context.app).get('/social-api/oauth/providers')).json(),
    );
    expect(providers.providers.map((provider) => provider.id)).not.toContain('demo');
  });
});

describe('the demo provider before the server listens', () => {
  const context = useTestApp('pglite', { env: demoEnv });

  it('answers 503 SOCIAL_PROVIDER_UNAVAILABLE: its issuer is the listening address, not known yet', async () => {
    const response = await authClient(context.app).get('/social-api/oauth/demo/start?lang=en');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'SOCIAL_PROVIDER_UNAVAILABLE' });
  });
});
