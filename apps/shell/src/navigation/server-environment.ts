import type { ShellServices, ShellSession, SiteConfig } from '@parlay/contract';
import { siteLanguageCodes } from '@parlay/domain';
import { readCookie } from '../routes/language-redirect.ts';
import { navigationSession } from './navigation-session.ts';
import type {
  CookieJar,
  NavigationEnvironment,
  NavigationServices,
  RequestHeaders,
} from './navigation-types.ts';

/** The names of the request's cookies and headers a server render read: what its answer varies with. */
export interface RequestReads {
  cookies: Set<string>;
  headers: Set<string>;
}

/** Cookies of the request (each read noted), and the Set-Cookie headers the response must carry. */
export function serverCookieJar(
  cookieHeader: string | null,
  secure: boolean,
  reads: RequestReads,
): CookieJar & { setCookieHeaders: string[] } {
  const written = new Map<string, string>();
  const setCookieHeaders: string[] = [];
  return {
    setCookieHeaders,
    get(name) {
      reads.cookies.add(name);
      return written.get(name) ?? readCookie(cookieHeader, name);
    },
    set(name, value, { maxAgeSeconds, path = '/' }) {
      written.set(name, value);
      setCookieHeaders.push(
        `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    },
  };
}

/** The request headers, each read noted. */
export function readRequestHeaders(headers: Headers, reads: RequestReads): RequestHeaders {
  return {
    get(name) {
      reads.headers.add(name.toLowerCase());
      return headers.get(name);
    },
  };
}

/** The navigation environment of one server render. */
export function serverNavigationEnvironment(
  services: ShellServices,
  headers: RequestHeaders,
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
