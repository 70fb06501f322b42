import type { TranslationValues, Translator } from '@parlay/i18n';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { LoadDictionaries } from './dictionaries.ts';

/** The page language's translator, plus other languages' for the rare text shown in another one. */
export interface Translations {
  translator: Translator;
  translatorFor(language: string): Translator;
  /** Loads more dictionaries: from the bundle on the server, from their files in the browser. */
  loadDictionaries: LoadDictionaries;
}

const TranslationsContext = createContext<Translations | null>(null);

export function TranslatorProvider({
  translations,
  children,
}: {
  translations: Translations;
  children: ReactNode;
}) {
  return createElement(TranslationsContext, { value: translations }, children);
}

/** The shell's door to its dictionaries: the translate function and the page language. */
export function useTranslation(): {
  t: Translator['t'];
  language: string;
  /** Translates in another loaded language (the maintenance page speaks Russian or English by country). */
  tIn: (language: string, key: string, values?: TranslationValues) => string;
  loadDictionaries: LoadDictionaries;
} {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error('TranslatorProvider is missing');
  return {
    t: translations.translator.t,
    language: translations.translator.language,
    tIn: (language, key, values) => translations.translatorFor(language).t(key, values),
    loadDictionaries: translations.loadDictionaries,
  };
}
