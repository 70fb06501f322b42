import { isLanguageCode, resolveLanguage } from '@parlay/domain';
import { siteLanguageCodes } from '../i18n/languages.ts';

export const languageCookie = 'lng';

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Where a URL without a valid language prefix belongs, or null when it already has one.
 * A two-letter first segment is read as a language (replaced when not allowed); anything
 * else gets the user's language put in front.
 */
export function languageRedirectTarget(
  url: URL,
  sources: { cookie?: string; acceptLanguage?: string },
): string | null {
  const [, first = '', ...rest] = url.pathname.split('/');
  if (siteLanguageCodes.includes(first)) return null;
  const language = resolveLanguage(
    { fromCookie: sources.cookie, fromBrowser: sources.acceptLanguage },
    siteLanguageCodes,
  );
  const remainder = isLanguageCode(first) ? rest : [first, ...rest];
  const path = remainder.filter((segment, index) => segment !== '' || index < remainder.length - 1).join('/');
  return `/${language}${path ? `/${path}` : ''}${url.search}`;
}
