import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import type { AuthClient } from '../auth-client.ts';

/** Who the mock provider says signed in, as ID token claims. */
export interface MockPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

/**
 * A local OpenID Connect provider (oauth2-mock-server) on a random loopback port: discovery,
 * authorize (answers at once with a code), token (ID token signed with its RS256 key, nonce and
 * PKCE checked) and JWKS. `person` sets the claims of the next tokens.
 */
export async function startMockIssuer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let person: MockPerson = { sub: 'mock-person' };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, person);
  });
  const url = server.issuer.url;
  if (url === undefined) throw new Error('the mock issuer has no URL');
  return {
    url,
    server,
    /** The person the next sign-in at the provider is. */
    setPerson(next: MockPerson) {
      person = next;
    },
    /** An ID token as the provider would sign it, the claims adjusted by `claims`. */
    buildIdToken(claims: Record<string, unknown>, expiresIn = 600) {
      return server.issuer.buildToken({
        expiresIn,
        scopesOrTransform: (_header, payload) => Object.assign(payload, claims),
      });
    },
    stop: () => server.stop(),
  };
}
export type MockIssuer = Awaited<ReturnType<typeof startMockIssuer>>;

/** The environment of an app whose `google` and `vk` providers are the mock issuer. */
export function mockProvidersEnv(issuerUrl: string): Record<string, string> {
  return {
    OIDC_PROVIDERS: 'google,vk',
    OIDC_GOOGLE_ISSUER: issuerUrl,
    OIDC_GOOGLE_CLIENT_ID: 'parlay-google',
    OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
    OIDC_VK_ISSUER: issuerUrl,
    OIDC_VK_CLIENT_ID: 'parlay-vk',
    OIDC_VK_CLIENT_SECRET: 'vk-secret',
  };
}

/** The path and query of an absolute URL: what the browser asks our server for. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * What a browser does: start at our server, follow its 302 to the provider's authorize endpoint
 * (the mock answers with a code at once), and return the provider's redirect back to us.
 */
export async function authorizeAtProvider(client: AuthClient, startUrl: string): Promise<string> {
  const start = await client.get(startUrl);
  expect(start.statusCode).toBe(302);
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = authorize.headers.get('location');
  if (back === null) throw new Error('the provider did not redirect back');
  return pathOf(back);
}

/** The whole round trip: start, provider, callback; answers where our callback sends the browser. */
export async function signInThroughProvider(client: AuthClient, startUrl: string): Promise<string> {
  const callback = await client.get(await authorizeAtProvider(client, startUrl));
  expect(callback.statusCode).toBe(302);
  return String(callback.headers.location);
}
