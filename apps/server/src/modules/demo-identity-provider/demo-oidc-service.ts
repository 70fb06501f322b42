import type {
  DemoOidcAuthorizeForm,
  DemoOidcAuthorizeQuery,
  DemoOidcTokenRequest,
  DemoOidcTokenResponse,
  DemoOidcUserInfo,
  OauthError,
} from '@parlay/contract';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { safeEqual, sha256Base64Url } from '../../security/crypto.ts';
import { type DemoPerson, demoSubjectOf, randomDemoPerson } from './demo-person.ts';
import type { DemoProviderRegistration } from './demo-provider-registration.ts';
import { createExpiringStore } from './expiring-store.ts';
import type { DemoSigningKey } from './signing-key.ts';

/** An authorization request checked and waiting for the person's answer on the form. */
interface PendingAuthorization {
  redirectUri: string;
  state: string | undefined;
  nonce: string | undefined;
  codeChallenge: string;
  scope: string;
}

interface IssuedCode {
  authorization: PendingAuthorization;
  person: DemoPerson;
}

/** What the browser is shown or where it is sent. */
export type AuthorizeOutcome =
  | { kind: 'form'; requestId: string; person: DemoPerson; problems?: { name?: boolean; email?: boolean } }
  | { kind: 'redirect'; location: string }
  /** Nowhere safe to send the browser back to: an error page (RFC 6749 §4.1.2.1). */
  | { kind: 'request-error'; reason: 'bad_request' | 'expired' };

export type TokenOutcome =
  | { ok: true; tokens: DemoOidcTokenResponse }
  | { ok: false; status: 400 | 401; error: OauthError; basicChallenge?: boolean };

export interface DemoOidcService {
  authorize(query: DemoOidcAuthorizeQuery): AuthorizeOutcome;
  answer(form: DemoOidcAuthorizeForm): AuthorizeOutcome;
  token(body: DemoOidcTokenRequest, authorization: string | undefined): Promise<TokenOutcome>;
  userInfo(authorization: string | undefined): DemoOidcUserInfo | undefined;
}

/** How long the form may stay open before Continue. */
const pendingAuthorizationTtlMs = 10 * 60_000;
/** An authorization code lives 60 s and works once. */
const codeTtlMs = 60_000;
const tokenTtlSeconds = 600;
/** Enough for a demo; the oldest entries make way beyond it. */
const maxPendingEntries = 10_000;

const emailSchema = z.email().max(254);

export interface DemoOidcServiceDeps {
  registration: DemoProviderRegistration;
  signingKey: DemoSigningKey;
  now?: () => number;
}

/**
 * The demo OpenID provider's logic: the authorization code flow of OpenID Connect Core §3.1 with
 * PKCE S256 required (RFC 7636), exact redirect_uri matching, one-use 60-second codes, client
 * authentication by client_secret_basic or client_secret_post, RS256 ID tokens.
 */
export function createDemoOidcService(deps: DemoOidcServiceDeps): DemoOidcService {
  const { registration, signingKey, now = Date.now } = deps;
  const pending = createExpiringStore<PendingAuthorization>({
    ttlMs: pendingAuthorizationTtlMs,
    maxEntries: maxPendingEntries,
    now,
  });
  const codes = createExpiringStore<IssuedCode>({ ttlMs: codeTtlMs, maxEntries: maxPendingEntries, now });
  const accessTokens = createExpiringStore<DemoPerson>({
    ttlMs: tokenTtlSeconds * 1000,
    maxEntries: maxPendingEntries,
    now,
  });

  /** The redirect back to the client with the answer's parameters (and `iss`, RFC 9207). */
  const redirectBack = (
    authorization: { redirectUri: string; state: string | undefined },
    params: Record<string, string>,
  ) => {
    const url = new URL(authorization.redirectUri);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    if (authorization.state !== undefined) url.searchParams.set('state', authorization.state);
    url.searchParams.set('iss', registration.issuer().href);
    return { kind: 'redirect', location: url.href } as const;
  };

  return {
    authorize(query) {
      if (query.client_id !== registration.clientId) return { kind: 'request-error', reason: 'bad_request' };
      const redirectUri = query.redirect_uri;
      if (redirectUri === undefined || !registration.redirectUris().includes(redirectUri))
        return { kind: 'request-error', reason: 'bad_request' };
      const back = { redirectUri, state: query.state };
      if (query.response_type !== 'code') return redirectBack(back, { error: 'unsupported_response_type' });
      const scope = query.scope?.split(' ') ?? [];
      if (!scope.includes('openid'))
        return redirectBack(back, { error: 'invalid_scope', error_description: 'openid is required' });
      if (
        query.code_challenge_method !== 'S256' ||
        query.code_challenge === undefined ||
        !/^[\w-]{43}$/.test(query.code_challenge)
      )
        return redirectBack(back, {
          error: 'invalid_request',
          error_description: 'PKCE with code_challenge_method S256 is required',
        });
      const requestId = pending.put({
        redirectUri,
        state: query.state,
        nonce: query.nonce,
        codeChallenge: query.code_challenge,
        scope: scope.filter((entry) => ['openid', 'email', 'profile'].includes(entry)).join(' '),
      });
      return { kind: 'form', requestId, person: randomDemoPerson() };
    },

    answer(form) {
      if (form.action === 'cancel') {
        const authorization = pending.take(form.request_id);
        if (authorization === undefined) return { kind: 'request-error', reason: 'expired' };
        return redirectBack(authorization, { error: 'access_denied' });
      }
      const name = (form.name ?? '').trim();
      const email = (form.email ?? '').trim().toLowerCase();
      const problems = {
        name: name === '' || name.length > 100,
        email: !emailSchema.safeParse(email).success,
      };
      if (problems.name || problems.email) {
        if (pending.peek(form.request_id) === undefined) return { kind: 'request-error', reason: 'expired' };
        return { kind: 'form', requestId: form.request_id, person: { name, email }, problems };
      }
      const authorization = pending.take(form.request_id);
      if (authorization === undefined) return { kind: 'request-error', reason: 'expired' };
      const code = codes.put({ authorization, person: { name, email } });
      return redirectBack(authorization, { code });
    },

    async token(body, authorization) {
      const client = clientCredentials(body, authorization);
      if ('error' in client)
        return {
          ok: false,
          status: client.error.error === 'invalid_client' ? 401 : 400,
          error: client.error,
        };
      if (
        !safeEqual(client.clientId, registration.clientId) ||
        !safeEqual(client.clientSecret, registration.clientSecret)
      )
        return {
          ok: false,
          status: 401,
          error: { error: 'invalid_client' },
          basicChallenge: client.method === 'basic',
        };
      if (body.grant_type !== 'authorization_code')
        return { ok: false, status: 400, error: { error: 'unsupported_grant_type' } };
      // Taken at the first attempt, right or wrong: a code is never good twice.
      const issued = body.code === undefined ? undefined : codes.take(body.code);
      const invalidGrant = (description: string): TokenOutcome => ({
        ok: false,
        status: 400,
        error: { error: 'invalid_grant', error_description: description },
      });
      if (issued === undefined) return invalidGrant('unknown, expired or used code');
      if (body.redirect_uri !== issued.authorization.redirectUri)
        return invalidGrant('redirect_uri differs from the authorization request');
      if (
        body.code_verifier === undefined ||
        !/^[\w.~-]{43,128}$/.test(body.code_verifier) ||
        !safeEqual(pkceChallengeOf(body.code_verifier), issued.authorization.codeChallenge)
      )
        return invalidGrant('PKCE verification failed');

      const { person } = issued;
      const idToken = await new SignJWT({
        ...(issued.authorization.nonce === undefined ? {} : { nonce: issued.authorization.nonce }),
        email: person.email,
        // Nobody checked that the person owns this address: say so, so it is never taken as confirmed.
        email_verified: false,
        name: person.name,
      })
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
        .setIssuer(registration.issuer().href)
        .setSubject(demoSubjectOf(person.email))
        .setAudience(registration.clientId)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(now() / 1000) + tokenTtlSeconds)
        .sign(signingKey.privateKey);
      return {
        ok: true,
        tokens: {
          access_token: accessTokens.put(person),
          token_type: 'Bearer',
          expires_in: tokenTtlSeconds,
          id_token: idToken,
          scope: issued.authorization.scope,
        },
      };
    },

    userInfo(authorization) {
      const match = /^Bearer ([\w-]{1,128})$/.exec(authorization ?? '');
      const person = match?.[1] === undefined ? undefined : accessTokens.peek(match[1]);
      if (person === undefined) return undefined;
      return {
        sub: demoSubjectOf(person.email),
        email: person.email,
        email_verified: false,
        name: person.name,
      };
    },
  };
}

type ClientCredentials =
  | { method: 'basic' | 'post'; clientId: string; clientSecret: string }
  | { error: OauthError };

/**
 * The client's id and secret from `Authorization: Basic` (RFC 6749 §2.3.1: each form-urlencoded,
 * then joined by a colon) or from the body; using both at once is refused.
 */
function clientCredentials(body: DemoOidcTokenRequest, authorization: string | undefined): ClientCredentials {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (basic?.[1] !== undefined) {
    if (body.client_secret !== undefined)
      return {
        error: { error: 'invalid_request', error_description: 'one client authentication method only' },
      };
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon === -1)
      return { error: { error: 'invalid_request', error_description: 'malformed Basic credentials' } };
    try {
      const formDecode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
      return {
        method: 'basic',
        clientId: formDecode(decoded.slice(0, colon)),
        clientSecret: formDecode(decoded.slice(colon + 1)),
      };
    } catch {
      return { error: { error: 'invalid_request', error_description: 'malformed Basic credentials' } };
    }
  }
  if (body.client_id !== undefined && body.client_secret !== undefined)
    return { method: 'post', clientId: body.client_id, clientSecret: body.client_secret };
  return { error: { error: 'invalid_client', error_description: 'client authentication is required' } };
}

/** BASE64URL(SHA256(code_verifier)), RFC 7636 §4.2 (a verifier is ASCII, so its UTF-8 is the same). */
export function pkceChallengeOf(verifier: string): string {
  return sha256Base64Url(verifier);
}
