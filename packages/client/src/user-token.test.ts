// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToken, dropUserToken, getUserToken } from './user-token.ts';

function jwt(claims: { iat?: number; exp?: number }): string {
  const payload = btoa(JSON.stringify({ sub: 7, ...claims })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

function answerToken(token: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { token } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

const serverNow = 1_800_000_000;

beforeEach(() => dropUserToken());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the user token’s lifetime', () => {
  it('counts from its arrival on this browser’s clock, however far that clock is from the server’s', async () => {
    // The browser's clock runs an hour ahead: by `exp` alone the token would be stale on arrival.
    vi.useFakeTimers({ now: (serverNow + 3_600) * 1000 });
    const token = jwt({ iat: serverNow, exp: serverNow + 300 });
    answerToken(token);
    expect(await getUserToken()).toBe(token);
    expect(currentToken()).toBe(token);
    vi.advanceTimersByTime(290_000);
    expect(currentToken()).toBe(token);
    // Five seconds before its end it counts as expired, so it does not lapse on the way.
    vi.advanceTimersByTime(5_000);
    expect(currentToken()).toBeNull();
  });

  it('falls back on `exp` without `iat`, and is used once without `exp`', async () => {
    vi.useFakeTimers({ now: serverNow * 1000 });
    const withExp = jwt({ exp: serverNow + 300 });
    answerToken(withExp);
    await getUserToken();
    expect(currentToken()).toBe(withExp);

    dropUserToken();
    answerToken(jwt({}));
    await getUserToken();
    expect(currentToken()).toBeNull();
  });
});
