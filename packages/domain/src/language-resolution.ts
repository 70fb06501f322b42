import { fallbackLanguage, isLanguageCode, languagePattern } from './language.ts';

// Choosing a page's language: the server for every page, the browser only on a navigation (its
// checks load with the first one), so the page's own bundle never carries it.

export interface LanguageSources {
  fromUrl?: string | undefined;
  fromCookie?: string | undefined;
  /** Accept-Language header value. */
  fromBrowser?: string | undefined;
  configDefault?: string | undefined;
}

/**
 * The page language (seed 001 §4 "Language selection", ARCHITECTURE decision 1): URL, else the
 * `lng` cookie, else the browser's preference if allowed, else the configured default, else English.
 */
export function resolveLanguage(sources: LanguageSources, allowed: readonly string[]): string {
  const isAllowed = (code: string | undefined): code is string =>
    isLanguageCode(code) && allowed.includes(code);
  if (isAllowed(sources.fromUrl)) return sources.fromUrl;
  if (isAllowed(sources.fromCookie)) return sources.fromCookie;
  const browser = browserLanguages(sources.fromBrowser).find(isAllowed);
  if (browser) return browser;
  if (isAllowed(sources.configDefault)) return sources.configDefault;
  return allowed.includes(fallbackLanguage) ? fallbackLanguage : (allowed[0] ?? fallbackLanguage);
}

/** Two-letter codes of an Accept-Language header, most preferred first. */
export function browserLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { code: tag.slice(0, 2).toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0 && languagePattern.test(entry.code))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.code);
}
