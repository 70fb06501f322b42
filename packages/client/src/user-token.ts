import { sessionEndpoints } from '@parlay/contract/endpoints';
import { ApiError, malformedFailure, readFailure, toApiError } from './api-failure.ts';
import { endpointUrl } from './endpoint-url.ts';

// The user token: a short-lived JWT for token-protected calls (seed 001 §4 "Session and accounts").

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

/** Forgets the token only if it is still `token` (a newer one, another call's refresh, is kept). */
export function dropUserTokenIf(token: string): void {
  if (cachedToken?.token === token) cachedToken = null;
}

/** The cached token while it is valid, else null. */
export function currentToken(): string | null {
  return cachedToken && cachedToken.expiresAt - expiryMarginMs > Date.now() ? cachedToken.token : null;
}

/** Asks for a token outside the call loop: a 401 here means "signed out", not "refresh and retry". */
async function fetchUserToken(): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(endpointUrl(sessionEndpoints.getToken, { query: { force_refresh: 'true' } }), {
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
  const answer: unknown = await response.json();
  const token = tokenOf(answer);
  if (token === null) {
    console.error('user token refresh answered without a token');
    throw new ApiError(malformedFailure(response.status));
  }
  cachedToken = { token, expiresAt: tokenExpiry(token, Date.now()) };
  return token;
}

function tokenOf(answer: unknown): string | null {
  const parsed = sessionEndpoints.getToken.response?.safeParse(answer);
  if (parsed && !parsed.success) return null;
  const data = (answer as { data?: { token?: unknown } } | null)?.data;
  return typeof data?.token === 'string' ? data.token : null;
}

/**
 * When the token lapses on this browser's clock, in ms: its lifetime (`exp` − `iat`) from its
 * arrival, so a browser clock set wrong (or a test's sped-up one) neither expires every token at
 * once nor keeps one past its end. Without `iat`, the `exp` claim; without `exp`, at once (a token
 * without one is used once and then refreshed).
 */
function tokenExpiry(token: string, receivedAt: number): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp, iat } = JSON.parse(json) as { exp?: unknown; iat?: unknown };
    if (typeof exp !== 'number') return 0;
    return typeof iat === 'number' && iat <= exp ? receivedAt + (exp - iat) * 1000 : exp * 1000;
  } catch {
    return 0;
  }
}
