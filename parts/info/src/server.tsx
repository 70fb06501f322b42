import type { RenderPart } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { dictionaryFor } from '@parlay/part-kit/i18n';
import { renderPartBody } from '@parlay/part-kit/server';
import { contentSourceFromModules } from './content-source.ts';
import { InfoApp } from './info-app.tsx';
import { type InfoState, partName } from './info-view.ts';
import { resolveInfoView } from './resolve-view.ts';

const dictionaries = import.meta.glob<{ default: Record<string, string> }>('./dictionaries/*.json', {
  eager: true,
});
const content = contentSourceFromModules(import.meta.glob('../content/*/*.json', { eager: true }));

export const render: RenderPart = (url, context) => {
  const { view, contentLanguage } = resolveInfoView(url, context.language, content);
  const state: InfoState = {
    language: context.language,
    contentLanguage,
    dictionary: dictionaryFor(dictionaries, context.language),
    view,
  };
  const { t } = createTranslator(state.language, state.dictionary);
  const pageTitle =
    view.kind === 'page'
      ? view.content.title
      : view.kind === 'rules'
        ? `${view.title}: ${view.group.title}`
        : view.kind === 'index'
          ? t('info_index_title')
          : t('info_not_found_title');
  const description =
    view.kind === 'page'
      ? view.content.description
      : view.kind === 'rules'
        ? view.description
        : t('info_index_text');
  const escapeAttribute = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    status: view.kind === 'not-found' ? 404 : 200,
    title: `${pageTitle} | Parlay`,
    head: `<meta property="og:title" content="${escapeAttribute(pageTitle)}"><meta property="og:description" content="${escapeAttribute(description)}">`,
    html: renderPartBody(partName, <InfoApp state={state} t={t} />, state),
  };
};
