import type { SocialProviderId } from '@parlay/contract';
import * as openid from 'openid-client';
import { isInsecureLoopbackIssuer, type OidcProviderSettings } from './oidc-settings.ts';

/** What the browser's round trip through the provider must bring back unchanged (kept in a signed cookie). */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The exact redirect_uri of the authorization request; the token request must repeat it. */
  redirectUri: string;
}

/** The person the provider vouched for, from the validated ID token. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  /** A name to show: `name`, else given and family name together. */
  name: string | null;
  givenName: string | null;
  familyName: string | null;
}

/** Provider metadata the Google One Tap verifier needs. */
export interface OidcIssuerKeys {
  issuer: string;
  jwksUri: URL;
}

export interface OidcProviderClient {
  readonly id: SocialProviderId;
  readonly clientId: string;
  /** The provider's authorization URL for a new sign-in, and the checks to keep until its callback. */
  start(redirectUri: string): Promise<{ authorizationUrl: URL; checks: OidcChecks }>;
  /**
   * Exchanges the code of a callback (its query) for tokens and validates the ID token (issuer,
   * audience, expiry, nonce), the state and PKCE. Throws OidcCallbackError when anything is off.
   */
  finish(callbackQuery: URLSearchParams, checks: OidcChecks): Promise<OidcIdentity>;
  issuerKeys(): Promise<OidcIssuerKeys>;
}

/** A callback that does not sign anyone in: refused by the provider, tampered with, or invalid. */
export class OidcCallbackError extends Error {
  /** `denied`: the person or the provider said no; `invalid`: anything else. */
  readonly reason: 'denied' | 'invalid';

  constructor(reason: 'denied' | 'invalid', message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'OidcCallbackError';
    this.reason = reason;
  }
}

/** How long one request to a provider may take (discovery, token exchange), in seconds. */
const providerTimeoutSeconds = 10;

const scope = 'openid email profile';

/**
 * An OpenID Connect client per configured provider (openid-client v6: discovery, authorization
 * code flow with PKCE S256, state and nonce). Discovery runs on first use and is remembered; a
 * failed discovery is tried again on the next use.
 */
export function createOidcProviderClient(settings: OidcProviderSettings): OidcProviderClient {
  let configuration: Promise<openid.Configuration> | undefined;

  const configure = (): Promise<openid.Configuration> => {
    if (configuration !== undefined) return configuration;
    const loading = openid.discovery(
      settings.issuer,
      settings.clientId,
      settings.clientSecret,
      openid.ClientSecretPost(settings.clientSecret),
      {
        timeout: providerTimeoutSeconds,
        ...(isInsecureLoopbackIssuer(settings.issuer) ? { execute: [openid.allowInsecureRequests] } : {}),
      },
    );
    configuration = loading;
    loading.catch(() => {
      if (configuration === loading) configuration = undefined;
    });
    return loading;
  };

  return {
    id: settings.id,
    clientId: settings.clientId,

    async start(redirectUri) {
      const config = await configure();
      const checks: OidcChecks = {
        state: openid.randomState(),
        nonce: openid.randomNonce(),
        codeVerifier: openid.randomPKCECodeVerifier(),
        redirectUri,
      };
      const authorizationUrl = openid.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await openid.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl, checks };
    },

    async finish(callbackQuery, checks) {
      const providerError = callbackQuery.get('error');
      if (providerError !== null) throw new OidcCallbackError('denied', `provider answered ${providerError}`);
      const currentUrl = new URL(checks.redirectUri);
      for (const [name, value] of callbackQuery) currentUrl.searchParams.append(name, value);
      let claims: openid.IDToken | undefined;
      try {
        const config = await configure();
        const tokens = await openid.authorizationCodeGrant(config, currentUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw new OidcCallbackError('invalid', 'authorization code grant failed', { cause: error });
      }
      if (claims === undefined) throw new OidcCallbackError('invalid', 'no ID token');
      return identityFromClaims(claims);
    },

    async issuerKeys() {
      const metadata = (await configure()).serverMetadata();
      if (metadata.jwks_uri === undefined)
        throw new Error(`${settings.id}: the issuer publishes no jwks_uri`);
      return { issuer: metadata.issuer, jwksUri: new URL(metadata.jwks_uri) };
    },
  };
}

/** The identity in validated ID token claims (standard claims of OpenID Connect Core §5.1). */
export function identityFromClaims(claims: Readonly<Record<string, unknown>>): OidcIdentity {
  const subject = claims.sub;
  if (typeof subject !== 'string' || subject === '' || subject.length > 255)
    throw new OidcCallbackError('invalid', 'no usable subject');
  const email =
    typeof claims.email === 'string' && /^[^\s@]+@[^\s@]+$/.test(claims.email) && claims.email.length <= 254
      ? claims.email.toLowerCase()
      : null;
  const givenName = nameClaim(claims.given_name);
  const familyName = nameClaim(claims.family_name);
  return {
    subject,
    email,
    emailVerified: email !== null && claims.email_verified === true,
    name: nameClaim(claims.name) ?? ([givenName, familyName].filter(Boolean).join(' ') || null),
    givenName,
    familyName,
  };
}

/** A name claim as text we store: trimmed, at most 100 characters (the users table's limit). */
function nameClaim(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, 100);
}
