/**
 * The one door to the server for browser code (seed 001 §7 "Common requests", §8 error catalogue):
 * a call is made from an endpoint declaration of packages/contract — URL, method, body encoding
 * and the headers its requirements ask for (anti-CSRF, fingerprint, idempotency key, bearer
 * token) — and the answers every call shares are handled here: 401 (token refresh, one retry),
 * FINGERPRINT_REQUIRED (new fingerprint, one retry), CAPTCHA_REQUIRED (a challenge, then the same
 * call with `X-Captcha`), 451 terms (the shell is told), cancellation (499) and network failure (0).
 */
import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointRequest,
  idempotencyKeyHeader,
} from '@parlay/contract/http';
import { ApiError, cancelledFailure, readFailure, toApiError } from './api-failure.ts';
import { apiHandlers } from './api-handlers.ts';
import { readCsrfToken } from './csrf.ts';
import { endpointUrl } from './endpoint-url.ts';
import { currentToken, dropUserTokenIf, getUserToken } from './user-token.ts';

export interface CallOptions {
  signal?: AbortSignal;
}

/** Options of an endpoint that requires an idempotency key: the caller's key for this one operation. */
export type CallOptionsOf<E extends Endpoint> = E['requires'] extends { idempotencyKey: true }
  ? CallOptions & { idempotencyKey: string }
  : CallOptions;

/** At most this many captcha rounds per call (sign-in escalates 100 → 111 → 112). */
const maxCaptchaRounds = 3;

/**
 * Calls a declared endpoint and resolves its answer. Outside production builds (development and
 * tests, where declarations keep their schemas) the answer is checked against the declaration, so
 * a back end or a fake that drifted from the contract fails loudly.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  request: EndpointRequest<E>,
  ...[options]: E['requires'] extends { idempotencyKey: true } ? [CallOptionsOf<E>] : [CallOptions?]
): Promise<EndpointAnswer<E>> {
  const url = endpointUrl(endpoint, request);
  const requires = endpoint.requires ?? {};
  const key = (options as { idempotencyKey?: string } | undefined)?.idempotencyKey;
  let retriedUnauthorized = false;
  let retriedFingerprint = false;
  let forceFingerprint = false;
  let captchaToken: string | null = null;
  let captchaRounds = 0;

  for (;;) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    };
    const body = encodeBody(endpoint, request, headers);
    const csrf = readCsrfToken();
    if (csrf) headers['x-csrf-token'] = csrf;
    // A call that needs the user token (the limit service) fetches it first rather than earning a
    // 401 to learn it was missing; other calls send it only when one is at hand.
    const sentToken = requires.userToken ? await getUserToken().catch(() => null) : currentToken();
    if (sentToken) headers.authorization = `Bearer ${sentToken}`;
    if (requires.fingerprint) {
      // Loaded with the first call that needs it: most pages make none.
      const { getFingerprint } = await import('./fingerprint.ts');
      const fingerprint = await getFingerprint(forceFingerprint);
      if (fingerprint) headers['x-fingerprint'] = fingerprint;
    }
    if (key !== undefined) headers[idempotencyKeyHeader] = key;
    if (captchaToken) headers['x-captcha'] = captchaToken;

    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: options?.signal,
      });
    } catch (error) {
      throw toApiError(error);
    }

    if (response.ok) return readAnswer(endpoint, response);

    const failure = await readFailure(response);
    if (failure.status === 401 && !retriedUnauthorized) {
      retriedUnauthorized = true;
      // Only the token this call carried is proved wrong; a newer one (another call's refresh) is kept.
      if (sentToken) dropUserTokenIf(sentToken);
      const token = await getUserToken({ force: sentToken !== null && currentToken() === null }).catch(
        () => null,
      );
      if (token) continue;
      throw new ApiError(failure);
    }
    if (failure.code === 'FINGERPRINT_REQUIRED' && !retriedFingerprint) {
      retriedFingerprint = true;
      forceFingerprint = true;
      continue;
    }
    if (
      failure.code === 'CAPTCHA_REQUIRED' &&
      failure.captchaCode !== undefined &&
      apiHandlers.captcha &&
      captchaRounds < maxCaptchaRounds
    ) {
      captchaRounds++;
      captchaToken = await apiHandlers.captcha(failure.captchaCode);
      if (captchaToken === null) throw new ApiError(cancelledFailure);
      continue;
    }
    if (failure.status === 451 && failure.exception_code === 1) apiHandlers.terms?.(failure);
    throw new ApiError(failure);
  }
}

/** The body in the endpoint's media type (JSON, or a form for the endpoints that take one). */
function encodeBody(
  endpoint: Endpoint,
  request: unknown,
  headers: Record<string, string>,
): BodyInit | undefined {
  const { body } = request as { body?: unknown };
  if (body === undefined) return undefined;
  if (endpoint.consumes?.[0] === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(body as Record<string, unknown>))
      if (value !== undefined) form.append(name, String(value));
    return form;
  }
  headers['content-type'] = 'application/json';
  return JSON.stringify(body);
}

async function readAnswer<E extends Endpoint>(endpoint: E, response: Response): Promise<EndpointAnswer<E>> {
  if (response.status === 204) return undefined as EndpointAnswer<E>;
  const answer: unknown =
    endpoint.produces === undefined || endpoint.produces === 'json'
      ? await response.json()
      : await response.text();
  // Production builds strip the schemas (packages/build): the check runs in development and tests.
  const checked = endpoint.response?.safeParse(answer);
  if (checked && !checked.success) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: the answer does not match the contract: ${checked.error.message}`,
    );
  }
  return answer as EndpointAnswer<E>;
}
