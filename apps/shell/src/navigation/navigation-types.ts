import type { RouteDefinition, SiteConfig } from '@parlay/contract';

/** Reads and writes cookies the same way on the server (request + Set-Cookie) and in the browser. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAgeSeconds: number; path?: string }): void;
}

/** The request headers a check may read (the server's; none in the browser). */
export interface RequestHeaders {
  get(name: string): string | null;
}

/** What the navigation checks know of the visitor's session (seed 001 §4 "Session", "Bans"). */
export interface NavigationSession {
  userId: number | null;
  banLevel: number;
  banVersion: number;
  termsChanged: boolean;
}

/** What a check may ask of the back end; in-process on the server, over HTTP in the browser. */
export interface NavigationServices {
  /** The redirect service's answer for a path (seed 001 §7 redirect-light); absent where no service runs. */
  resolveRedirect?(url: string): Promise<{ redirect: boolean; code: number | null; url: string }>;
  /** The block check (seed 001 §7); absent where no service runs. */
  checkBlock?(input: {
    auth: boolean;
    url: string;
  }): Promise<{ displayTypeId: number; templateTypeId: number }>;
  /** Makes sure the dictionaries are loaded for the language; rejects when they cannot be. */
  loadDictionaries(language: string, ids: readonly string[]): Promise<void>;
}

/** Everything about the place a navigation runs in: one per request on the server, one per page in the browser. */
export interface NavigationEnvironment {
  side: 'server' | 'browser';
  production: boolean;
  /** The /debugger page is served on this site (never in a real deployment). */
  debuggerEnabled: boolean;
  config(language: string): Promise<SiteConfig>;
  session: NavigationSession;
  cookies: CookieJar;
  /** Request headers on the server; empty in the browser. */
  headers: RequestHeaders;
  /** Languages the site has dictionaries for. */
  languages: readonly string[];
  services: NavigationServices;
  /** Browser only: the route the visitor navigates from (null on the first load). */
  from: { pathname: string; routeName: string | null } | null;
}

/** One navigation: where to, matched against the route table. */
export interface NavigationRequest {
  url: URL;
  /** The table route matched, or null when nothing matched (404 unless a check redirects). */
  route: RouteDefinition | null;
  params: Readonly<Record<string, string | undefined>>;
  /** The two-letter prefix of the URL, when it has one. */
  urlLanguage: string | undefined;
}

export type NavigationOutcome =
  | { kind: 'continue' }
  | { kind: 'redirect'; to: string; status: 301 | 302 }
  | { kind: 'not-found' }
  | { kind: 'auth-required' }
  | { kind: 'dictionary-error' }
  /** Stay where the visitor is (navigation cancelled, e.g. while blocked). */
  | { kind: 'cancel' };

export const proceed: NavigationOutcome = { kind: 'continue' };

export interface NavigationState {
  request: NavigationRequest;
  env: NavigationEnvironment;
  /** The page language once resolved (the URL's when it carries an allowed one). */
  language: string;
  config: SiteConfig;
}

export interface NavigationCheck {
  name: string;
  run(state: NavigationState): NavigationOutcome | Promise<NavigationOutcome>;
}
