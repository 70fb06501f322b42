import type { RenderPart } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { dictionaryFor } from '@parlay/part-kit/i18n';
import { renderPartBody } from '@parlay/part-kit/server';
import { Footer } from './footer.tsx';
import { type FooterState, partName } from './footer-state.ts';

const dictionaries = import.meta.glob<{ default: Record<string, string> }>('./dictionaries/*.json', {
  eager: true,
});

export const render: RenderPart = (_url, context) => {
  const state: FooterState = {
    language: context.language,
    dictionary: dictionaryFor(dictionaries, context.language),
    year: new Date().getUTCFullYear(),
  };
  const { t } = createTranslator(state.language, state.dictionary);
  return {
    status: 200,
    title: '',
    head: '',
    html: renderPartBody(partName, <Footer t={t} language={state.language} year={state.year} />, state),
  };
};
