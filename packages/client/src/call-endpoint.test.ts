// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fingerprint = vi.hoisted(() => ({ getFingerprint: vi.fn(async (_force?: boolean) => 'fp-1') }));
vi.mock('./fingerprint.ts', () => fingerprint);

import {
  captchaEndpoints,
  limitsEndpoints,
  sessionEndpoints,
  signInEndpoints,
  socialEndpoints,
} from '@parlay/contract/endpoints';
import { ApiError, type ApiFailure, errorMessage } from './api-failure.ts';
import { setCaptchaHandler, setTermsHandler } from './api-handlers.ts';
import { callEndpoint } from './call-endpoint.ts';
import { dropUserToken, getUserToken } from './user-token.ts';

type Answer = Response | (() => Response | Promise<Response>) | Error;

/** A fake back end: answers in order, records every call with its headers. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body?: string }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body as string | undefined,
    });
    init.signal?.throwIfAborted();
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${url}`);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function jwt(expSeconds: number): string {
  const payload = btoa(JSON.stringify({ sub: 7, exp: expSeconds })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).failure;
  }
  throw new Error('the call did not fail');
}

const signedIn = { status: 'signed_in', user_id: 7 } as const;
const signedOutCheck = {
  user_id: null,
  login: null,
  ban_level: 0,
  ban_version: 0,
  terms_changed: false,
  csrf_token: null,
  auto_logoff_minutes: null,
};
const secureData = { ggru: 'g', grant: 'grant' };
const login = (uLogin = 'x') => callEndpoint(signInEndpoints.login, { body: { uLogin, uPassword: 'eA==' } });
const getSecureData = () => callEndpoint(sessionEndpoints.secureData, {});

beforeEach(() => {
  dropUserToken();
  setCaptchaHandler(null);
  setTermsHandler(null);
  fingerprint.getFingerprint.mockClear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie a server would
  document.cookie = 'parlay_csrf=; max-age=0; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('callEndpoint', () => {
  it('send the anti-CSRF headers and the CSRF cookie, and read the JSON answer', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie a server would
    document.cookie = 'parlay_csrf=csrf-abc; path=/';
    const calls = fakeFetch(json(200, { success: true, version: 1 }));
    expect(await callEndpoint(sessionEndpoints.confirmTerms, { body: {} })).toEqual({
      success: true,
      version: 1,
    });
    expect(calls[0]?.url).toBe('/web-api/user/confirm-terms');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(calls[0]?.headers['x-csrf-token']).toBe('csrf-abc');
    expect(calls[0]?.body).toBe('{}');
  });

  it('read a text answer as text (GET /web-api/session is not JSON)', async () => {
    fakeFetch(new Response('ok', { status: 200, headers: { 'content-type': 'text/plain' } }));
    expect(await callEndpoint(sessionEndpoints.keepAlive, {})).toBe('ok');
  });

  it('add the fingerprint to the calls whose declaration requires it only', async () => {
    const calls = fakeFetch(json(200, signedIn), json(200, signedOutCheck));
    await login();
    await callEndpoint(sessionEndpoints.check, {});
    expect(signInEndpoints.login.requires?.fingerprint).toBe(true);
    expect(calls.map((call) => call.headers['x-fingerprint'])).toEqual(['fp-1', undefined]);
  });

  it('build the URL from the declaration: path parameters encoded, query values defined', async () => {
    const calls = fakeFetch(
      json(200, {
        id: 'c',
        code: 100,
        kind: 'pow',
        time: 1,
        expiresIn: 60,
        pow: { algorithm: 'SHA-256', challenge: 'a'.repeat(64), salt: 's', maxnumber: 10 },
      }),
    );
    await callEndpoint(captchaEndpoints.getChallenge, { query: { code: 100 } });
    expect(calls[0]?.url).toBe('/web-api/captcha/update?code=100');
  });

  it('refuse an answer that does not match the declaration (tests and development keep the schemas)', async () => {
    fakeFetch(json(200, { user_id: 'seven' }));
    await expect(callEndpoint(sessionEndpoints.check, {})).rejects.toThrow(
      /GET \/web-api\/user\/check: the answer does not match the contract/,
    );
  });

  it('keep the server envelope of a failure', async () => {
    fakeFetch(
      json(400, {
        status: 400,
        code: 'INVALID_CREDENTIALS',
        messageKey: 'auth_error_credentials',
        fields: { login: 'auth_error_login' },
      }),
    );
    expect(await failureOf(login())).toEqual({
      status: 400,
      code: 'INVALID_CREDENTIALS',
      messageKey: 'auth_error_credentials',
      fields: { login: 'auth_error_login' },
    });
  });

  it('describe a failure without an envelope by its status', async () => {
    fakeFetch(new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await failureOf(callEndpoint(sessionEndpoints.check, {}))).toEqual({
      status: 502,
      code: 'HTTP_ERROR',
      messageKey: 'main_query_error',
    });
  });

  it('turn a network failure into status 0 NETWORK_ERROR', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    expect(await failureOf(callEndpoint(sessionEndpoints.check, {}))).toEqual({
      status: 0,
      code: 'NETWORK_ERROR',
      messageKey: 'main_network_error',
    });
  });

  it('turn an aborted call into status 499', async () => {
    fakeFetch(json(200, {}));
    const controller = new AbortController();
    controller.abort();
    const failure = await failureOf(callEndpoint(sessionEndpoints.check, {}, { signal: controller.signal }));
    expect(failure.status).toBe(499);
    expect(failure.code).toBe('CANCELLED');
  });
});

describe('401: one token refresh and one retry', () => {
  it('refreshes the token and repeats the call with it', async () => {
    const token = jwt(Math.floor(Date.now() / 1000) + 300);
    const calls = fakeFetch(
      json(401, { status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' }),
      json(200, { data: { token } }),
      json(200, secureData),
    );
    expect(await getSecureData()).toEqual(secureData);
    expect(calls.map((call) => call.url)).toEqual([
      '/web-api/user/secure-data',
      '/web-api/user/gettoken?force_refresh=true',
      '/web-api/user/secure-data',
    ]);
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[2]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('retries only once: a second 401 fails with the server envelope', async () => {
    const unauthorized = () =>
      json(401, { status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' });
    const calls = fakeFetch(
      unauthorized,
      json(200, { data: { token: jwt(Math.floor(Date.now() / 1000) + 300) } }),
      unauthorized,
    );
    expect((await failureOf(getSecureData())).code).toBe('UNAUTHORIZED');
    expect(calls).toHaveLength(3);
  });

  it('does not retry when the refresh says the user is signed out', async () => {
    const calls = fakeFetch(
      json(401, { status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' }),
      json(401, { status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' }),
    );
    expect((await failureOf(getSecureData())).status).toBe(401);
    expect(calls).toHaveLength(2);
  });

  it('drops the token that was refused and sends the new one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = jwt(now + 300);
    const fresh = jwt(now + 301);
    const calls = fakeFetch(
      json(200, { data: { token: old } }),
      json(401, { status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' }),
      json(200, { data: { token: fresh } }),
      json(200, secureData),
    );
    expect(await getUserToken()).toBe(old);
    await getSecureData();
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${old}`);
    expect(calls[3]?.headers.authorization).toBe(`Bearer ${fresh}`);
  });
});

describe('calls that require the user token (the limit service)', () => {
  it('fetch the token before the first try, rather than learn from a 401 that it was missing', async () => {
    const token = jwt(Math.floor(Date.now() / 1000) + 300);
    const calls = fakeFetch(json(200, { data: { token } }), json(200, { limits: [] }));
    expect(await callEndpoint(limitsEndpoints.getLimits, {})).toEqual({ limits: [] });
    expect(calls.map((call) => call.url)).toEqual([
      '/web-api/user/gettoken?force_refresh=true',
      '/limit-service-api/api/external/web/v3/limits',
    ]);
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('are still made signed out, and fail with the server’s 401', async () => {
    const unauthorized = () =>
      json(401, { status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' });
    const calls = fakeFetch(unauthorized, unauthorized, unauthorized);
    expect((await failureOf(callEndpoint(limitsEndpoints.getLimits, {}))).status).toBe(401);
    expect(calls[1]?.headers.authorization).toBeUndefined();
  });
});

describe('getUserToken', () => {
  it('shares one refresh among simultaneous callers', async () => {
    const token = jwt(Math.floor(Date.now() / 1000) + 300);
    const calls = fakeFetch(json(200, { data: { token } }));
    expect(await Promise.all([getUserToken(), getUserToken(), getUserToken({ force: true })])).toEqual([
      token,
      token,
      token,
    ]);
    expect(calls).toHaveLength(1);
  });

  it('shares a "signed out" answer for 60 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = fakeFetch(
      json(401, { status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' }),
      json(200, { data: { token: jwt(Math.floor(Date.now() / 1000) + 600) } }),
    );
    expect(await getUserToken()).toBeNull();
    vi.advanceTimersByTime(59_000);
    expect(await getUserToken()).toBeNull();
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(await getUserToken()).not.toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('refreshes an expired token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Math.floor(Date.now() / 1000);
    const first = jwt(now + 120);
    const second = jwt(now + 400);
    const calls = fakeFetch(json(200, { data: { token: first } }), json(200, { data: { token: second } }));
    expect(await getUserToken()).toBe(first);
    vi.advanceTimersByTime(130_000);
    expect(await getUserToken()).toBe(second);
    expect(calls).toHaveLength(2);
  });

  it('rethrows a failed refresh and does not share it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = fakeFetch(
      json(500, { status: 500, code: 'INTERNAL_ERROR', messageKey: 'main_query_error' }),
      json(200, { data: { token: jwt(Math.floor(Date.now() / 1000) + 300) } }),
    );
    expect((await failureOf(getUserToken())).status).toBe(500);
    expect(await getUserToken()).toMatch(/^eyJ/);
    expect(calls).toHaveLength(2);
  });
});

describe('400 FINGERPRINT_REQUIRED', () => {
  it('fetches a new fingerprint and retries once', async () => {
    fingerprint.getFingerprint.mockImplementation(async (force?: boolean) => (force ? 'fp-new' : 'fp-old'));
    const required = () =>
      json(400, { status: 400, code: 'FINGERPRINT_REQUIRED', messageKey: 'auth_error_fingerprint' });
    const calls = fakeFetch(required, required);
    expect((await failureOf(login())).code).toBe('FINGERPRINT_REQUIRED');
    expect(calls.map((call) => call.headers['x-fingerprint'])).toEqual(['fp-old', 'fp-new']);
    fingerprint.getFingerprint.mockImplementation(async () => 'fp-1');
  });
});

describe('400 CAPTCHA_REQUIRED', () => {
  const captchaRequired = (captchaCode: number) =>
    json(400, { status: 400, code: 'CAPTCHA_REQUIRED', messageKey: 'captcha_required', captchaCode });

  it('shows the challenge of the code and repeats the call with X-Captcha', async () => {
    const handler = vi.fn(async (_code: number) => 'captcha-token');
    setCaptchaHandler(handler);
    const calls = fakeFetch(captchaRequired(111), json(200, signedIn));
    expect(await login('a')).toEqual(signedIn);
    expect(handler).toHaveBeenCalledWith(111);
    expect(calls[1]?.headers['x-captcha']).toBe('captcha-token');
    expect(calls[1]?.body).toBe('{"uLogin":"a","uPassword":"eA=="}');
  });

  it('rejects with 499 CANCELLED when the user closes the challenge', async () => {
    setCaptchaHandler(async () => null);
    const calls = fakeFetch(captchaRequired(100));
    const failure = await failureOf(login());
    expect(failure).toMatchObject({ status: 499, code: 'CANCELLED' });
    expect(calls).toHaveLength(1);
  });

  it('keeps the envelope (with its captcha code) when no challenge can be shown', async () => {
    fakeFetch(captchaRequired(113));
    expect(
      await failureOf(
        callEndpoint(signInEndpoints.sendSms, { body: { 'phone-number': '5551234', 'phone-code': '7' } }),
      ),
    ).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      captchaCode: 113,
    });
  });
});

describe('451 with exception_code 1', () => {
  it('tells the terms handler and fails', async () => {
    const handler = vi.fn();
    setTermsHandler(handler);
    fakeFetch(
      json(451, {
        status: 451,
        code: 'TERMS_NOT_CONFIRMED',
        messageKey: 'terms_not_confirmed',
        exception_code: 1,
      }),
    );
    const failure = await failureOf(getSecureData());
    expect(failure.exception_code).toBe(1);
    expect(handler).toHaveBeenCalledWith(failure);
  });
});

describe('errorMessage', () => {
  const dictionary: Record<string, string> = {
    auth_error_login: 'Wrong login',
    main_query_error: 'Request failed',
  };
  const t = (key: string) => dictionary[key] ?? key;

  it('prefers the server message', () => {
    expect(
      errorMessage(
        { status: 400, code: 'INVALID_CREDENTIALS', messageKey: 'auth_error_login', message: 'Server says' },
        t,
        'en',
      ),
    ).toBe('Server says');
  });
  it('translates the message key', () => {
    expect(
      errorMessage({ status: 400, code: 'INVALID_CREDENTIALS', messageKey: 'auth_error_login' }, t, 'en'),
    ).toBe('Wrong login');
  });
  it('falls back to the generic text for an unknown key', () => {
    expect(
      errorMessage({ status: 400, code: 'INVALID_CREDENTIALS', messageKey: 'unknown_key' }, t, 'en'),
    ).toBe('Request failed');
  });
});

describe('an endpoint that consumes a form', () => {
  it('is sent as multipart, not JSON', async () => {
    const calls = fakeFetch(json(200, { redirectUrl: '/en' }));
    await callEndpoint(socialEndpoints.oneTap, { body: { credential: 'jwt', language: 'en' } });
    expect(calls[0]?.headers['content-type']).toBeUndefined();
    const form = calls[0]?.body as unknown as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({ credential: 'jwt', language: 'en' });
  });
});
