/**
 * Everything a signed-in session needs in the browser, loaded by `import()` only once a user id
 * exists or a sign-in starts (the anonymous home page's JavaScript budget): the session check with
 * its retries, the 60 s refresh that pauses on hidden pages, the token refresh, auto-logoff,
 * logout and the route change after sign-in (seed 001 §4, §9; seed 000 §4, §9).
 */
import {
  ApiError,
  checkSession,
  dropUserToken,
  endSession,
  getUserConfig,
  getUserToken,
} from '@parlay/client';
import type { SessionCheckResponse, ShellSession, UserConfig } from '@parlay/contract';
import { startAutoLogoff } from './auto-logoff.ts';
import type { SessionHost } from './session-store.ts';
import { startVisibleInterval } from './session-timers.ts';
import { moveAfterSignIn } from './sign-in-destination.ts';

/** What the manager needs of the session store (handed over when the store loads this chunk). */
export interface SessionStoreAccess {
  current(): ShellSession;
  set(next: ShellSession | null): void;
  host(): Promise<SessionHost | null>;
  markSignedOutForInactivity(): void;
}

let store: SessionStoreAccess | null = null;

export function connectSessionStore(access: SessionStoreAccess): void {
  store = access;
}

function connected(): SessionStoreAccess {
  if (!store) throw new Error('the session manager runs without its store');
  return store;
}

const currentSession = () => connected().current();
const setSession = (next: ShellSession | null) => connected().set(next);
const sessionHost = () => connected().host();

/** Session check on start: 2 retries 1500 ms apart (seed 001 §4, §9). */
export const sessionCheckRetries = 2;
export const sessionCheckRetryDelayMs = 1_500;

export function sessionFromCheck(answer: SessionCheckResponse): ShellSession | null {
  if (answer.user_id === null) return null;
  return {
    userId: answer.user_id,
    login: answer.login,
    banLevel: answer.ban_level,
    banVersion: answer.ban_version,
    termsChanged: answer.terms_changed,
    csrfToken: answer.csrf_token,
    autoLogoffMinutes: answer.auto_logoff_minutes,
  };
}

/** The session the server knows, or null for none. */
async function fetchSession(): Promise<ShellSession | null> {
  return sessionFromCheck(await checkSession());
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The check on start: asked again (2 retries, 1500 ms apart) while it fails or finds no user — a
 * cookie just set may not be seen at once. Null when it never answered.
 */
async function checkWithRetries(): Promise<ShellSession | 'none' | 'unknown'> {
  let last: 'none' | 'unknown' = 'unknown';
  for (let attempt = 0; attempt <= sessionCheckRetries; attempt++) {
    if (attempt > 0) await wait(sessionCheckRetryDelayMs);
    try {
      const session = await fetchSession();
      if (session) return session;
      last = 'none';
    } catch (error) {
      console.error('[session] session check failed', error);
    }
  }
  return last;
}

// ---------------------------------------------------------------------------------------------
// The running session: timers and account data

/** Counts sign-outs: an answer that arrives after one (a late session check) is dropped. */
let signOuts = 0;
let stopTimers: (() => void) | null = null;
let stopAutoLogoff: (() => void) | null = null;
let userConfig: UserConfig | null = null;
const userConfigListeners = new Set<() => void>();

/** The signed-in user's configuration (seed 001 §3 "User config"), loaded on sign-in. */
export function currentUserConfig(): UserConfig | null {
  return userConfig;
}

export function onUserConfigChange(listener: () => void): () => void {
  userConfigListeners.add(listener);
  return () => userConfigListeners.delete(listener);
}

function setUserConfig(next: UserConfig | null): void {
  userConfig = next;
  for (const listener of userConfigListeners) listener();
}

/** On sign-in the account data loads (seed 001 §4). A failure leaves the session working without it. */
async function loadAccountData(): Promise<void> {
  try {
    setUserConfig((await getUserConfig()).result);
  } catch (error) {
    console.error('[session] user config failed to load', error);
  }
}

/** Stops the timers and forgets the account data (sign-out, or a session the server ended). */
export function stopSessionManager(): void {
  stopTimers?.();
  stopAutoLogoff?.();
  stopTimers = null;
  stopAutoLogoff = null;
  setUserConfig(null);
}

/** Starts the timers of a signed-in session; `checkFirst` checks the page's session with retries first. */
export async function startSessionManager(options: { checkFirst: boolean }): Promise<void> {
  const since = signOuts;
  if (options.checkFirst) {
    const checked = await checkWithRetries();
    if (since !== signOuts) return;
    if (checked === 'none') {
      // The server no longer knows the session (expired or ended elsewhere): disconnected.
      await disconnected();
      return;
    }
    if (checked !== 'unknown') setSession(checked);
  }
  if (currentSession().userId === null) return;
  stopSessionManager();
  stopTimers = startVisibleInterval(() => void periodicRefresh());
  const minutes = currentSession().autoLogoffMinutes ?? (await sessionHost())?.autoLogoffMinutes() ?? null;
  if (since !== signOuts) return;
  if (minutes !== null) stopAutoLogoff = startAutoLogoff(minutes, () => void signOut('inactivity'));
  await Promise.all([
    loadAccountData(),
    getUserToken().catch((error: unknown) => console.error('[session] token refresh failed', error)),
  ]);
}

/** The periodic user authentication refresh: the session check, and the token kept fresh. */
async function periodicRefresh(): Promise<void> {
  try {
    await refreshSession();
    if (currentSession().userId !== null) await getUserToken();
  } catch (error) {
    console.error('[session] periodic refresh failed', error);
  }
}

/** Reads the session from the server; a session the server ended becomes a disconnected visitor. */
export async function refreshSession(): Promise<ShellSession | null> {
  const wasSignedIn = currentSession().userId !== null;
  const since = signOuts;
  const session = await fetchSession();
  if (since !== signOuts) return null;
  if (wasSignedIn && session === null) {
    await disconnected();
    return null;
  }
  setSession(session);
  return session;
}

/** The server says there is no session: forget the user and let the page's checks run again. */
async function disconnected(): Promise<void> {
  signOuts++;
  stopSessionManager();
  dropUserToken();
  setSession(null);
  (await sessionHost())?.revalidate();
}

// ---------------------------------------------------------------------------------------------
// Sign-in and sign-out

export async function afterSignIn(): Promise<void> {
  dropUserToken();
  const session = await refreshSession();
  if (session === null) throw new Error('signed in, but the session check finds no user');
  await startSessionManager({ checkFirst: false });
  moveAfterSigningIn(await sessionHost());
}

function moveAfterSigningIn(host: SessionHost | null): void {
  if (!host) return;
  const { path, routeName } = host.location();
  const move = moveAfterSignIn({
    path,
    routeName,
    previousPath: host.previousPath(),
    homePath: `/${host.language()}`,
  });
  if (move.kind === 'go') host.navigate(move.to);
  else host.revalidate();
}

/** Cookies scripts can read and that belong to the signed-in user (HttpOnly ones the server clears). */
const userCookies = ['parlay_csrf', '__Host-parlay_csrf'];

function removeUserCookies(): void {
  for (const name of userCookies) {
    const secure = name.startsWith('__Host-') ? '; secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie; the Cookie Store API is not everywhere yet
    document.cookie = `${name}=; max-age=0; path=/${secure}`;
  }
}

/**
 * Logout (seed 001 §4): calls disconnect, removes cookies, resets ban level and user id, then
 * loads the home page. A user's logout rejects with the server's failure (seed 001 §8 "auth
 * disconnect failure") and keeps the session; the inactivity logout signs out locally whatever the
 * answer. A 401 means the server had already ended the session.
 */
export async function signOut(reason: 'user' | 'inactivity'): Promise<void> {
  if (reason === 'inactivity') connected().markSignedOutForInactivity();
  try {
    await endSession();
  } catch (error) {
    const alreadyOut = error instanceof ApiError && error.failure.status === 401;
    if (reason === 'user' && !alreadyOut) throw error;
    if (!alreadyOut) console.error('[session] disconnect failed', error);
  }
  signOuts++;
  stopSessionManager();
  dropUserToken();
  removeUserCookies();
  setSession(null);
  const host = await sessionHost();
  host?.load(`/${host.language()}`);
}
