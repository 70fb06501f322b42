/**
 * The languages the site speaks: every dictionary, server text and language list derives from this
 * table, so adding a language is one entry here (and its texts, which the key-set tests then demand).
 * `id` is the site's own numbering (the "current language id" of seed 001 §3), stable once
 * published; `nativeName` is the language's name in itself, shown in the language switcher.
 */
export const siteLanguages = [
  { id: 1, code: 'en', nativeName: 'English' },
  { id: 2, code: 'ru', nativeName: 'Русский' },
  { id: 3, code: 'uk', nativeName: 'Українська' },
  { id: 4, code: 'kk', nativeName: 'Қазақша' },
  { id: 5, code: 'az', nativeName: 'Azərbaycanca' },
  { id: 6, code: 'es', nativeName: 'Español' },
] as const;

export type SiteLanguageCode = (typeof siteLanguages)[number]['code'];

export const siteLanguageCodes: readonly SiteLanguageCode[] = siteLanguages.map(({ code }) => code);

export function isSiteLanguageCode(value: unknown): value is SiteLanguageCode {
  return (siteLanguageCodes as readonly unknown[]).includes(value);
}

/** Language segment: two lowercase letters (seed 001 §9). */
export const languagePattern = /^[a-z]{2}$/;
export const fallbackLanguage: SiteLanguageCode = 'en';

export function isLanguageCode(value: string | undefined | null): value is string {
  return typeof value === 'string' && languagePattern.test(value);
}

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
