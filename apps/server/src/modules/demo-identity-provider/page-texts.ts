import { translationsOf } from '@parlay/i18n';
import { readDictionaries } from '@parlay/i18n/files';

/** The page's texts, one dictionary per language (`dictionaries/<language>.json`, English the fallback). */
const translations = translationsOf(readDictionaries(new URL('./dictionaries/', import.meta.url)));

/** The languages of the demo sign-in page: those with a dictionary. */
export const demoPageLanguages: readonly string[] = translations.languages;
export type DemoPageLanguage = (typeof demoPageLanguages)[number];

export interface DemoPageTexts {
  title: string;
  /** The warning that this is no real account provider (shown first, announced to screen readers). */
  notice: string;
  explanation: string;
  name: string;
  email: string;
  continue: string;
  cancel: string;
  invalidEmail: string;
  invalidName: string;
  badRequestTitle: string;
  badRequest: string;
  expired: string;
}

/** The page's texts in a language (English for one without a dictionary). */
export function demoPageTexts(lang: DemoPageLanguage): DemoPageTexts {
  const { t } = translations.translator(lang);
  return {
    title: t('title'),
    notice: t('notice'),
    explanation: t('explanation'),
    name: t('name'),
    email: t('email'),
    continue: t('continue'),
    cancel: t('cancel'),
    invalidEmail: t('invalidEmail'),
    invalidName: t('invalidName'),
    badRequestTitle: t('badRequestTitle'),
    badRequest: t('badRequest'),
    expired: t('expired'),
  };
}

/** The page's language: the site's `lng` cookie, else the browser's first supported language, else English. */
export function demoPageLanguage(
  lngCookie: string | undefined,
  acceptLanguage: string | undefined,
): DemoPageLanguage {
  const candidates = [
    lngCookie,
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase()),
  ];
  for (const candidate of candidates)
    if (candidate !== undefined && demoPageLanguages.includes(candidate)) return candidate;
  return 'en';
}
