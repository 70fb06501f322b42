import type { RenderPart } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { dictionaryFor } from '@parlay/part-kit/i18n';
import { renderPartBody } from '@parlay/part-kit/server';
import { OfficeApp } from './office-app.tsx';
import { type OfficeState, partName } from './office-view.ts';
import { titleKey } from './page-title.ts';
import { resolveOfficeView } from './resolve-view.ts';
import { rootName } from './root-name.ts';

const dictionaries = import.meta.glob<{ default: Record<string, string> }>('./dictionaries/*.json', {
  eager: true,
});

/**
 * The server render draws the page's frame and placeholders: the accounts and payments are one
 * player's, read by the browser (the descriptor call carries no session).
 */
export const render: RenderPart = (url, context) => {
  const state: OfficeState = {
    language: context.language,
    dictionary: dictionaryFor(dictionaries, context.language),
    view: resolveOfficeView(url),
  };
  const i18n = createTranslator(state.language, state.dictionary);
  return {
    status: state.view.kind === 'not-found' ? 404 : 200,
    title: `${i18n.t(titleKey(state.view))} | Parlay`,
    head: '',
    html: renderPartBody(rootName(state.view, partName), <OfficeApp state={state} i18n={i18n} />, state),
  };
};
