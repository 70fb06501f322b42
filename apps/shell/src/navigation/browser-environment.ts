import { withRetries } from '@parlay/client';
import type { SiteConfig } from '@parlay/contract';
import { siteLanguageCodes } from '@parlay/domain';
import { apiClient } from '../api/api-client.ts';
import { readCookie } from '../routes/language-redirect.ts';
import { currentSession } from '../session/session-store.ts';
import { navigationSession } from './navigation-session.ts';
import type { CookieJar, NavigationEnvironment, NavigationServices } from './navigation-types.ts';

export const browserCookieJar: CookieJar = {
  get: (name) => readCookie(document.cookie, name),
  set(name, value, { maxAgeSeconds, path = '/' }) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet
    document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=${path}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  },
};

/** The back-end calls of the navigation checks, with the retries seed 001 §8/§9 give each. */
export const browserServices = (
  loadDictionaries: NavigationServices['loadDictionaries'],
): NavigationServices => ({
  resolveRedirect: (url) =>
    withRetries(async () => (await (await apiClient()).resolveRedirect(url)).data, 5, 1000),
  checkBlock: (input) =>
    withRetries(async () => (await (await apiClient()).checkPageBlock(input)).data, 2, 100),
  loadDictionaries,
});

/** The navigation environment of the page: its embedded configuration, fetched for another language. */
export function browserNavigationEnvironment(options: {
  pageLanguage: string;
  pageConfig: SiteConfig;
  production: boolean;
  debuggerEnabled: boolean;
  services: NavigationServices;
  from: () => NavigationEnvironment['from'];
}): NavigationEnvironment {
  const configs = new Map<string, Promise<SiteConfig>>([
    [options.pageLanguage, Promise.resolve(options.pageConfig)],
  ]);
  return {
    side: 'browser',
    production: options.production,
    debuggerEnabled: options.debuggerEnabled,
    config(language) {
      let config = configs.get(language);
      if (!config) {
        config = withRetries(async () => (await apiClient()).getSiteConfig(language), 5, 1000);
        configs.set(language, config);
      }
      return config;
    },
    // Read at each navigation: sign-in, sign-out and a 451 change it while the page lives.
    get session() {
      return navigationSession(currentSession());
    },
    cookies: browserCookieJar,
    headers: new Headers(),
    languages: siteLanguageCodes,
    services: options.services,
    get from() {
      return options.from();
    },
  };
}
