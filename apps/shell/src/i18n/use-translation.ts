import type { Translator } from '@parlay/i18n';
import { createContext, createElement, type ReactNode, useContext } from 'react';

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return createElement(TranslatorContext, { value: translator }, children);
}

/** The shell's door to its dictionaries: the translate function and the page language. */
export function useTranslation(): { t: Translator['t']; language: string } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('TranslatorProvider is missing');
  return { t: translator.t, language: translator.language };
}
