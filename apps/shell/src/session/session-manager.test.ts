import { dropUserToken } from '@parlay/client';
import { checkedAgainstContract } from '@parlay/client/testing';
import type { SessionCheckResponse, ShellSession } from '@parlay/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeInactivityFlag } from './inactivity-notice.ts';
import { stopSessionManager } from './session-manager.ts';
import {
  afterSignIn,
  anonymousSession,
  currentSession,
  type SessionHost,
  setSession,
  signOut,
  startBrowserSession,
} from './session-store.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const checkAnswer = (
  userId: number | null,
  extra: Partial<SessionCheckResponse> = {},
): SessionCheckResponse => ({
  user_id: userId,
  login: userId === null ? null : `player${userId}`,
  ban_level: 0,
  ban_version: 0,
  terms_changed: false,
  csrf_token: userId === null ? null : 'csrf-1',
  auto_logoff_minutes: null,
  ...extra,
});

const signedIn = (extra: Partial<ShellSession> = {}): ShellSession => ({
  userId: 7,
  login: 'player7',
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
  csrfToken: 'csrf-1',
  autoLogoffMinutes: null,
  ...extra,
});

/** A fake back end: one handler per path; every call recorded. */
function fakeBackEnd(handlers: Record<string, (init: RequestInit) => Response>) {
  const calls: { path: string; method: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0] ?? url;
      calls.push({
        path,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
      });
      const handler = handlers[path];
      if (!handler) return json(404, { status: 404, code: 'NOT_FOUND', messageKey: 'main_not_found' });
      return checkedAgainstContract(init.method ?? 'GET', path, handler(init));
    }),
  );
  return calls;
}

function fakeHost(
  location: { path: string; routeName: string | null } = { path: '/en/line', routeName: 'line' },
) {
  return {
    language: () => 'en',
    autoLogoffMinutes: () => null,
    location: () => location,
    previousPath: vi.fn<() => string | null>(() => null),
    navigate: vi.fn<(to: string) => void>(),
    revalidate: vi.fn<() => void>(),
    load: vi.fn<(to: string) => void>(),
  } satisfies SessionHost;
}

const userConfig = { result: { user_name: 'Player Seven', ban_level: 0, ban_version: 0 } };
const unauthorized = () => json(401, { status: 401, code: 'UNAUTHORIZED', messageKey: 'main_unauthorized' });

beforeEach(() => {
  vi.useFakeTimers();
  dropUserToken();
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  stopSessionManager();
  setSession(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a signed-in page', () => {
  it('checks the session on start, then refreshes it every 60 s', async () => {
    const calls = fakeBackEnd({
      '/web-api/user/check': () => json(200, checkAnswer(7, { ban_level: 45 })),
      '/web-api/user/config': () => json(200, userConfig),
      '/web-api/user/gettoken': unauthorized,
    });
    startBrowserSession(signedIn(), fakeHost());
    await vi.advanceTimersByTimeAsync(0);
    expect(currentSession()).toMatchObject({ userId: 7, banLevel: 45 });
    const checks = () => calls.filter((call) => call.path === '/web-api/user/check').length;
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks()).toBe(2);
  });

  it('asks twice more, 1500 ms apart, then disconnects when the server knows no user', async () => {
    const calls = fakeBackEnd({ '/web-api/user/check': () => json(200, checkAnswer(null)) });
    const host = fakeHost();
    startBrowserSession(signedIn(), host);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_501);
    expect(calls).toHaveLength(3);
    expect(currentSession()).toEqual(anonymousSession);
    expect(host.revalidate).toHaveBeenCalled();
  });

  it('keeps the user when the check only failed (network), and keeps refreshing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    startBrowserSession(signedIn(), fakeHost());
    await vi.advanceTimersByTimeAsync(3_000);
    expect(currentSession().userId).toBe(7);
  });
});

describe('sign-out', () => {
  it('disconnects with the CSRF token, forgets the user and loads the home page', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie a server would
    document.cookie = 'parlay_csrf=csrf-1; path=/';
    const calls = fakeBackEnd({
      '/web-api/user/check': () => json(200, checkAnswer(7)),
      '/web-api/user/config': () => json(200, userConfig),
      '/web-api/user/gettoken': unauthorized,
      '/web-api/auth/disconnect': () => json(200, { success: true, message: 'bye' }),
    });
    const host = fakeHost();
    startBrowserSession(signedIn(), host);
    await signOut();
    const disconnect = calls.find((call) => call.path === '/web-api/auth/disconnect');
    expect(disconnect?.method).toBe('POST');
    expect(disconnect?.headers['x-csrf-token']).toBe('csrf-1');
    expect(currentSession()).toEqual(anonymousSession);
    expect(document.cookie).not.toContain('parlay_csrf=csrf-1');
    expect(host.load).toHaveBeenCalledWith('/en');
  });

  it('rejects with the server failure and keeps the user signed in', async () => {
    fakeBackEnd({
      '/web-api/auth/disconnect': () =>
        json(500, {
          status: 500,
          code: 'INTERNAL_ERROR',
          messageKey: 'main_query_error',
          message: 'Try later',
        }),
    });
    const host = fakeHost();
    setSession(signedIn());
    startBrowserSession(signedIn(), host);
    await expect(signOut()).rejects.toMatchObject({ failure: { message: 'Try later' } });
    expect(currentSession().userId).toBe(7);
    expect(host.load).not.toHaveBeenCalled();
  });
});

describe('auto-logoff', () => {
  it('signs an idle user out after the configured minutes and flags the notice for the next load', async () => {
    const calls = fakeBackEnd({
      '/web-api/user/check': () => json(200, checkAnswer(7, { auto_logoff_minutes: 2 })),
      '/web-api/user/config': () => json(200, userConfig),
      '/web-api/user/gettoken': unauthorized,
      '/web-api/auth/disconnect': () => json(200, { success: true, message: 'bye' }),
    });
    const host = fakeHost();
    startBrowserSession(signedIn({ autoLogoffMinutes: 2 }), host);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(calls.some((call) => call.path === '/web-api/auth/disconnect')).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.some((call) => call.path === '/web-api/auth/disconnect')).toBe(true);
    expect(currentSession().userId).toBeNull();
    expect(host.load).toHaveBeenCalledWith('/en');
    expect(takeInactivityFlag()).toBe(true);
    expect(takeInactivityFlag()).toBe(false);
  });

  it('signs out locally even when the disconnect call fails', async () => {
    fakeBackEnd({
      '/web-api/user/check': () => json(200, checkAnswer(7)),
      '/web-api/user/config': () => json(200, userConfig),
      '/web-api/user/gettoken': unauthorized,
      '/web-api/auth/disconnect': () =>
        json(500, { status: 500, code: 'INTERNAL_ERROR', messageKey: 'main_query_error' }),
    });
    const host = { ...fakeHost(), autoLogoffMinutes: () => 1 };
    startBrowserSession(signedIn(), host);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(currentSession().userId).toBeNull();
    expect(host.load).toHaveBeenCalledWith('/en');
  });
});

describe('after sign-in', () => {
  it('reads the session, loads the account data and stays on the page under the dialog', async () => {
    const calls = fakeBackEnd({
      '/web-api/user/check': () => json(200, checkAnswer(7)),
      '/web-api/user/config': () => json(200, userConfig),
      '/web-api/user/gettoken': () => json(200, { data: { token: 'a.b.c' } }),
    });
    const host = fakeHost({ path: '/en/office/account', routeName: 'office-account' });
    startBrowserSession(anonymousSession, host);
    await afterSignIn();
    expect(currentSession()).toMatchObject({ userId: 7, login: 'player7' });
    expect(calls.map((call) => call.path)).toContain('/web-api/user/config');
    expect(host.revalidate).toHaveBeenCalled();
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('leaves the registration page for the page before it', async () => {
    fakeBackEnd({
      '/web-api/user/check': () => json(200, checkAnswer(7)),
      '/web-api/user/config': () => json(200, userConfig),
      '/web-api/user/gettoken': unauthorized,
    });
    const host = fakeHost({ path: '/en/registration', routeName: 'registration' });
    host.previousPath.mockReturnValue('/en/slots');
    startBrowserSession(anonymousSession, host);
    await afterSignIn();
    expect(host.navigate).toHaveBeenCalledWith('/en/slots');
  });
});
