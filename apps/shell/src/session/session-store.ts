/**
 * The visitor's session in the browser (seed 001 §4 "Session and accounts", §6): who is signed in,
 * their ban level and whether their terms changed. Tiny on purpose — it is on every page. What only
 * a signed-in user needs (the session check, timers, auto-logoff, token refresh, logout) is in
 * `session-manager.ts`, loaded by `import()` once a user id exists or a sign-in starts.
 */
import type { ShellSession } from '@parlay/contract';
import { useSyncExternalStore } from 'react';
import { apiClient } from '../api/api-client.ts';
import { useShellData } from '../state/shell-data.tsx';
import { markSignedOutForInactivity } from './inactivity-notice.ts';

export const anonymousSession: ShellSession = {
  userId: null,
  login: null,
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
  csrfToken: null,
  autoLogoffMinutes: null,
};

/** What the shell needs of the router and the page to move the user after sign-in and sign-out. */
export interface SessionHost {
  language(): string;
  /** Minutes of the site's auto-logoff when on (used when the session does not name its own). */
  autoLogoffMinutes(): number | null;
  /** The page now: path with query and the route table name (null on a 404). */
  location(): { path: string; routeName: string | null };
  /** The last page before the registration route (seed 001 §2 "Registration remembers the previous route"). */
  previousPath(): string | null;
  navigate(to: string): void;
  /** Runs the current page's navigation checks again (the session changed under it). */
  revalidate(): void;
  /** A full page load of `to`: every part starts again with the new session. */
  load(to: string): void;
}

/** The host, or how to load it: the browser's is built in the manager's chunk, when first needed. */
type HostSource = SessionHost | (() => Promise<SessionHost>);

let current: ShellSession = anonymousSession;
let hostSource: HostSource | null = null;
let host: Promise<SessionHost | null> | null = null;
const listeners = new Set<() => void>();

export function currentSession(): ShellSession {
  return current;
}

export function setSession(next: ShellSession | null): void {
  current = next ?? anonymousSession;
  for (const listener of listeners) listener();
}

function sessionHost(): Promise<SessionHost | null> {
  host ??= typeof hostSource === 'function' ? hostSource() : Promise.resolve(hostSource);
  return host;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The session for components. The server render (and hydration) use the session embedded in the
 * shell data — the module's own value would be shared by every request on the server.
 */
export function useSession(): ShellSession {
  const rendered = useShellData().session ?? anonymousSession;
  return useSyncExternalStore(subscribe, currentSession, () => rendered);
}

type SessionManager = typeof import('./session-manager.ts');
let manager: Promise<SessionManager> | null = null;

/**
 * The manager's chunk, handed what it needs of this module (it imports nothing from the main
 * bundle, so nothing the main bundle holds is split into a chunk of its own for it).
 */
function loadManager(): Promise<SessionManager> {
  manager ??= import('./session-manager.ts').then(
    (loaded) => {
      loaded.connectSessionStore({
        current: currentSession,
        set: setSession,
        host: sessionHost,
        markSignedOutForInactivity,
      });
      return loaded;
    },
    (error: unknown) => {
      // A chunk that failed (offline) is asked for again next time.
      manager = null;
      throw error;
    },
  );
  return manager;
}

/** Reads the session again from the server (GET /web-api/user/check). */
export async function refreshSession(): Promise<void> {
  await (await loadManager()).refreshSession();
}

/**
 * After a successful sign-in or registration: reads the session, starts its timers, loads the
 * account data and moves to the return URL, the previous route or home (seed 000 §4).
 */
export async function afterSignIn(): Promise<void> {
  await (await loadManager()).afterSignIn();
}

/** Logout (seed 001 §4): disconnect, forget the user, go home. Rejects with the server's failure. */
export async function signOut(): Promise<void> {
  await (await loadManager()).signOut('user');
}

/** The server asks for the session cookie's first touch this long after the page is ready (seed 001 §9). */
export const sessionFetchDelayMs = 8_000;

/**
 * Starts the browser's session from the page's embedded one: a signed-in user gets the session
 * manager; an anonymous visitor only the one GET /web-api/session 8 s after ready (seed 001 §7).
 * When the server could not say (no session in the page), the session is checked after that.
 */
export function startBrowserSession(initial: ShellSession | null, nextHost: HostSource): void {
  hostSource = nextHost;
  host = null;
  setSession(initial);
  if (current.userId !== null) {
    void loadManager().then((loaded) => loaded.startSessionManager({ checkFirst: true }));
    return;
  }
  setTimeout(() => {
    apiClient()
      .then((client) => client.keepSessionAlive())
      .then(() => (initial === null ? refreshSession() : undefined))
      .catch((error: unknown) => console.error('[session] session fetch failed', error));
  }, sessionFetchDelayMs);
}
