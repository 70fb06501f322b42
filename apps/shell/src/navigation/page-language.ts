import { resolveLanguage } from '@parlay/domain';
import { languageCookie } from '../routes/language-redirect.ts';
import type { NavigationEnvironment } from './navigation-types.ts';

/** The page language: the URL's when the site has it, else the visitor's (cookie, browser, English). */
export function pageLanguage(env: NavigationEnvironment, urlLanguage: string | undefined): string {
  if (urlLanguage && env.languages.includes(urlLanguage)) return urlLanguage;
  const isBrowser = env.side === 'browser';
  return resolveLanguage(
    {
      fromCookie: env.cookies.get(languageCookie),
      fromBrowser: isBrowser
        ? navigator.languages.join(',')
        : (env.headers.get('accept-language') ?? undefined),
    },
    env.languages,
  );
}
