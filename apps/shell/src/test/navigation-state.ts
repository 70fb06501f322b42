import { routeByName } from '@parlay/contract/route-table';
import { siteLanguageCodes } from '@parlay/domain';
import type { CookieJar, NavigationEnvironment, NavigationState } from '../navigation/navigation-types.ts';
import { siteConfigFixture } from './site-config-fixture.ts';

/** Cookies kept in a map, with what was written readable by tests. */
export function memoryCookies(
  initial: Record<string, string> = {},
): CookieJar & { written: Map<string, { value: string; maxAgeSeconds: number }> } {
  const values = new Map(Object.entries(initial));
  const written = new Map<string, { value: string; maxAgeSeconds: number }>();
  return {
    written,
    get: (name) => values.get(name),
    set(name, value, { maxAgeSeconds }) {
      values.set(name, value);
      written.set(name, { value, maxAgeSeconds });
    },
  };
}

export interface StateOptions {
  route?: string | null;
  params?: Record<string, string | undefined>;
  urlLanguage?: string | undefined;
  env?: Partial<NavigationEnvironment>;
  config?: Parameters<typeof siteConfigFixture>[0];
  language?: string;
}

/** A navigation to `path` for a check's unit tests; a signed-out visitor on the server by default. */
export function navigationState(path: string, options: StateOptions = {}): NavigationState {
  const url = new URL(path, 'http://parlay.test');
  const routeName = options.route === undefined ? null : options.route;
  const urlLanguage =
    'urlLanguage' in options
      ? options.urlLanguage
      : (/^\/([a-z]{2})(\/|$)/.exec(url.pathname)?.[1] ?? undefined);
  return {
    request: {
      url,
      route: routeName ? (routeByName.get(routeName) ?? null) : null,
      params: options.params ?? {},
      urlLanguage,
    },
    language: options.language ?? 'en',
    config: siteConfigFixture(options.config),
    env: {
      side: 'server',
      production: true,
      debuggerEnabled: false,
      config: async () => siteConfigFixture(options.config),
      session: { userId: null, banLevel: 0, banVersion: 0, termsChanged: false },
      cookies: memoryCookies(),
      headers: new Headers(),
      languages: siteLanguageCodes,
      services: { loadDictionaries: async () => {} },
      from: null,
      ...options.env,
    },
  };
}

export const signedIn = { session: { userId: 42, banLevel: 0, banVersion: 0, termsChanged: false } };
