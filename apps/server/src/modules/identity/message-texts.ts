import { type TranslationValues, translationsOf } from '@parlay/i18n';
import { readDictionaries } from '@parlay/i18n/files';

/**
 * Texts of the SMS and emails the module sends, one dictionary per language
 * (`dictionaries/<language>.json`, English the fallback): `<kind>.subject` and `<kind>.text`, with
 * `{{code}}`, `{{link}}`, `{{login}}`, `{{password}}` and `{{minutes}}` filled in.
 */
const translations = translationsOf(readDictionaries(new URL('./dictionaries/', import.meta.url)));

/** The languages with message texts: those with a dictionary. */
export const messageLanguages: readonly string[] = translations.languages;
export type MessageLanguage = (typeof messageLanguages)[number];

export type MessageKind = 'sign_in_code' | 'registration_code' | 'activation' | 'recovery' | 'credentials';

interface MessageText {
  subject: string;
  text: string;
}

export function messageLanguageOf(lang: string | undefined): MessageLanguage {
  return lang !== undefined && messageLanguages.includes(lang) ? lang : 'en';
}

/** The subject and text of any message of the dictionaries (`sign_in_link`, `transfer_code`, …) in a language. */
export function messageText(kind: string, lang: string | undefined, values: TranslationValues): MessageText {
  const { t } = translations.translator(messageLanguageOf(lang));
  return { subject: t(`${kind}.subject`, values), text: t(`${kind}.text`, values) };
}

const noValues = { code: '', link: '', login: '', password: '' };

/** The subject and text of a message kind in a language, placeholders filled in (a missing value as nothing). */
export function renderMessage(
  kind: MessageKind,
  lang: string | undefined,
  values: Partial<Record<'code' | 'link' | 'login' | 'password', string>>,
): MessageText {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return messageText(kind, lang, { ...noValues, ...given });
}
