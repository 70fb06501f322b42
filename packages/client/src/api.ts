/**
 * The one door to the web API for browser code (seed 001 §7 "Common requests", §8 error catalogue):
 * adds the anti-CSRF headers, the fingerprint and the bearer token, and handles the answers every
 * call shares — 401 (token refresh, one retry), FINGERPRINT_REQUIRED (new fingerprint, one retry),
 * CAPTCHA_REQUIRED (a challenge, then the same request with `X-Captcha`), 451 terms (the shell is
 * told), cancellation (499) and network failure (status 0).
 */
import { apiHandlers } from './api-handlers.ts';
import { getFingerprint } from './fingerprint.ts';

export type { CaptchaHandler, TermsHandler } from './api-handlers.ts';
export { setCaptchaHandler, setTermsHandler } from './api-handlers.ts';

/** Why a call failed: the server's error envelope, or one made here for cancellation and network failure. */
export type ApiFailure = {
  status: number;
  code: string;
  messageKey: string;
  message?: string;
  fields?: Record<string, string>;
  captchaCode?: number;
  retryAfter?: number;
  exception_code?: number;
};

export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message ?? `${failure.code} (${failure.status})`);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Status the client gives a request it abandoned (aborted, or a captcha the user closed). */
export const cancelledStatus = 499;

export function apiGet<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  return request<T>('GET', url, undefined, options);
}

export function apiPost<T>(url: string, body: unknown, options: ApiRequestOptions = {}): Promise<T> {
  return request<T>('POST', url, body, options);
}

/** The text to show for a failure: the server's own message, else the translated key, else the generic one. */
export function errorMessage(failure: ApiFailure, t: (key: string) => string): string {
  if (failure.message) return failure.message;
  const translated = t(failure.messageKey);
  // A translator answers a key it does not know with the key itself.
  return translated && translated !== failure.messageKey ? translated : t('main_query_error');
}

// ---------------------------------------------------------------------------------------------
// The user token (a short-lived JWT for token-protected calls, seed 001 §4 "Session and accounts")

const tokenUrl = '/web-api/user/gettoken?force_refresh=true';
/** A refresh (and its answer, even "signed out") is shared by every caller for this long. */
export const tokenShareMs = 60_000;
/** A token this close to its `exp` counts as expired, so it does not lapse on the way. */
const expiryMarginMs = 5_000;

interface TokenRefresh {
  startedAt: number;
  pending: boolean;
  result: Promise<string | null>;
}

let cachedToken: { token: string; expiresAt: number } | null = null;
let lastRefresh: TokenRefresh | null = null;

/**
 * The user's token, fetched when missing or expired; null when signed out. Callers within 60 s of
 * a refresh share its answer; `force` skips a finished one (a 401 proved its token wrong) but
 * still joins one in flight.
 */
export function getUserToken(options: { force?: boolean } = {}): Promise<string | null> {
  const now = Date.now();
  const token = currentToken();
  if (!options.force && token) return Promise.resolve(token);
  if (lastRefresh?.pending) return lastRefresh.result;
  if (lastRefresh && !options.force && now - lastRefresh.startedAt < tokenShareMs) return lastRefresh.result;

  const refresh: TokenRefresh = { startedAt: now, pending: true, result: fetchUserToken() };
  lastRefresh = refresh;
  refresh.result.then(
    () => {
      refresh.pending = false;
    },
    () => {
      refresh.pending = false;
      // A failed refresh is not shared: the next caller tries again.
      if (lastRefresh === refresh) lastRefresh = null;
    },
  );
  return refresh.result;
}

/** Forgets the token (sign-in, sign-out, or a 401 proved it wrong). */
export function dropUserToken(): void {
  cachedToken = null;
  lastRefresh = null;
}

async function fetchUserToken(): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(tokenUrl, {
      credentials: 'same-origin',
      headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (error) {
    console.error('user token refresh failed', error);
    throw toApiError(error);
  }
  if (response.status === 401) {
    cachedToken = null;
    return null;
  }
  if (!response.ok) {
    const failure = await readFailure(response);
    console.error('user token refresh failed', failure);
    throw new ApiError(failure);
  }
  const answer = (await response.json()) as { data?: { token?: unknown } };
  const token = answer.data?.token;
  if (typeof token !== 'string') {
    const failure = malformedFailure(response.status);
    console.error('user token refresh answered without a token');
    throw new ApiError(failure);
  }
  cachedToken = { token, expiresAt: tokenExpiry(token) };
  return token;
}

/** The `exp` claim in ms; a token without one is used once and then refreshed. */
function tokenExpiry(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

function currentToken(): string | null {
  return cachedToken && cachedToken.expiresAt - expiryMarginMs > Date.now() ? cachedToken.token : null;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Logout proves nothing about the device: no fingerprint work on the way out. */
const withoutFingerprint = new Set(['/web-api/auth/disconnect', '/web-api/auth/rights']);

/** Calls the fingerprint applies to (identity-api.md "Fingerprint"): sign-in and registration. */
function needsFingerprint(url: string): boolean {
  const path = (url.startsWith('/') ? url : safePath(url)).split('?')[0] ?? '';
  if (withoutFingerprint.has(path)) return false;
  return path.startsWith('/web-api/auth/') || path.startsWith('/web-api/registration');
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Same-origin calls only get the session's headers and the bearer token. */
function isSameOrigin(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  if (typeof location === 'undefined') return false;
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** At most this many captcha rounds per call (sign-in escalates 100 → 111 → 112). */
const maxCaptchaRounds = 3;

async function request<T>(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  options: ApiRequestOptions,
): Promise<T> {
  const sameOrigin = isSameOrigin(url);
  let retriedUnauthorized = false;
  let retriedFingerprint = false;
  let forceFingerprint = false;
  let captchaToken: string | null = null;
  let captchaRounds = 0;
  let sentToken: string | null = null;

  for (;;) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...options.headers,
    };
    // A form (multipart, e.g. Google One Tap) sets its own content type with the boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (sameOrigin) {
      const csrf = readCsrfToken();
      if (csrf) headers['x-csrf-token'] = csrf;
      sentToken = currentToken();
      if (sentToken) headers.authorization = `Bearer ${sentToken}`;
      if (needsFingerprint(url)) {
        const fingerprint = await getFingerprint(forceFingerprint);
        if (fingerprint) headers['x-fingerprint'] = fingerprint;
      }
    }
    if (captchaToken) headers['x-captcha'] = captchaToken;

    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      throw toApiError(error);
    }

    if (response.ok) return readBody<T>(response);

    const failure = await readFailure(response);
    if (failure.status === 401 && sameOrigin && !retriedUnauthorized) {
      retriedUnauthorized = true;
      // Only the token this request carried is proved wrong; a newer one (another call's refresh) is kept.
      if (sentToken && cachedToken?.token === sentToken) cachedToken = null;
      const token = await getUserToken({ force: sentToken !== null && currentToken() === null }).catch(
        () => null,
      );
      if (token) continue;
      throw new ApiError(failure);
    }
    if (failure.status === 400 && failure.code === 'FINGERPRINT_REQUIRED' && !retriedFingerprint) {
      retriedFingerprint = true;
      forceFingerprint = true;
      continue;
    }
    if (
      failure.status === 400 &&
      failure.code === 'CAPTCHA_REQUIRED' &&
      failure.captchaCode !== undefined &&
      apiHandlers.captcha &&
      captchaRounds < maxCaptchaRounds
    ) {
      captchaRounds++;
      captchaToken = await apiHandlers.captcha(failure.captchaCode);
      if (captchaToken === null) {
        throw new ApiError({
          status: cancelledStatus,
          code: 'CANCELLED',
          messageKey: 'main_request_cancelled',
        });
      }
      continue;
    }
    if (failure.status === 451 && failure.exception_code === 1) apiHandlers.terms?.(failure);
    throw new ApiError(failure);
  }
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  // GET /web-api/session answers text/plain (seed 001 §7: "not parsed as JSON").
  if (!type.includes('json')) return (await response.text()) as T;
  return (await response.json()) as T;
}

async function readFailure(response: Response): Promise<ApiFailure> {
  let envelope: unknown = null;
  try {
    envelope = await response.json();
  } catch {
    // A proxy's HTML page or an empty body: described by the status alone.
  }
  if (!isRecord(envelope) || typeof envelope.code !== 'string') return malformedFailure(response.status);
  const failure: ApiFailure = {
    status: typeof envelope.status === 'number' ? envelope.status : response.status,
    code: envelope.code,
    messageKey: typeof envelope.messageKey === 'string' ? envelope.messageKey : 'main_query_error',
  };
  if (typeof envelope.message === 'string') failure.message = envelope.message;
  if (isRecord(envelope.fields)) failure.fields = stringRecord(envelope.fields);
  if (typeof envelope.captchaCode === 'number') failure.captchaCode = envelope.captchaCode;
  if (typeof envelope.retryAfter === 'number') failure.retryAfter = envelope.retryAfter;
  if (typeof envelope.exception_code === 'number') failure.exception_code = envelope.exception_code;
  return failure;
}

function malformedFailure(status: number): ApiFailure {
  return { status, code: 'HTTP_ERROR', messageKey: 'main_query_error' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') result[key] = text;
  return result;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ status: cancelledStatus, code: 'CANCELLED', messageKey: 'main_request_cancelled' });
  }
  // fetch rejects with a TypeError ('Failed to fetch') when the network is down.
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', messageKey: 'main_network_error' });
}

/** The session's CSRF token, readable by scripts in the parlay_csrf cookie (identity-api.md "Common rules"). */
export function readCsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    const name = part.slice(0, separator).trim();
    if (name === 'parlay_csrf' || name === '__Host-parlay_csrf') {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return null;
}
