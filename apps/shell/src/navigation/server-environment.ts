import type { ShellServices, ShellSession, SiteConfig } from '@parlay/contract';
import { siteLanguageCodes } from '@parlay/domain';
import { readCookie } from '../routes/language-redirect.ts';
import { navigationSession } from './navigation-session.ts';
import type { CookieJar, NavigationEnvironment, NavigationServices } from './navigation-types.ts';

/** Cookies of the request, and the Set-Cookie headers the response must carry. */
export function serverCookieJar(
  cookieHeader: string | null,
  secure: boolean,
): CookieJar & { setCookieHeaders: string[] } {
  const written = new Map<string, string>();
  const setCookieHeaders: string[] = [];
  return {
    setCookieHeaders,
    get: (name) => written.get(name) ?? readCookie(cookieHeader, name),
    set(name, value, { maxAgeSeconds, path = '/' }) {
      written.set(name, value);
      setCookieHeaders.push(
        `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    },
  };
}

/** The navigation environment of one server render. */
export function serverNavigationEnvironment(
  services: ShellServices,
  headers: Headers,
  cookies: CookieJar,
  loadDictionaries: NavigationServices['loadDictionaries'],
  session: ShellSession | null,
): NavigationEnvironment {
  const configs = new Map<string, Promise<SiteConfig>>();
  return {
    side: 'server',
    production: services.production,
    debuggerEnabled: services.debuggerEnabled,
    config(language) {
      let config = configs.get(language);
      if (!config) {
        config = services.getSiteConfig(language);
        configs.set(language, config);
      }
      return config;
    },
    session: navigationSession(session),
    cookies,
    headers,
    languages: siteLanguageCodes,
    services: {
      ...(services.resolveRedirect ? { resolveRedirect: services.resolveRedirect } : {}),
      ...(services.checkBlock ? { checkBlock: services.checkBlock } : {}),
      loadDictionaries,
    },
    from: null,
  };
}
