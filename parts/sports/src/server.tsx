import { lineReads } from '@parlay/client';
import type { RenderPart } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { dictionaryFor } from '@parlay/part-kit/i18n';
import { renderPartBody } from '@parlay/part-kit/server';
import { LiveStoreContext } from './live/live-hooks.ts';
import { LiveStore } from './live/live-store.ts';
import { viewGames, viewSelections } from './live/view-data.ts';
import { loadView } from './load-view.ts';
import { headHtml, pageHead } from './page-head.ts';
import { loadPage, SportsApp } from './sports-app.tsx';
import { partName, type SportsState } from './sports-view.ts';

const dictionaries = import.meta.glob<{ default: Record<string, string> }>('./dictionaries/*.json', {
  eager: true,
});

/** The server render: the page with its data read through the line API, prices and scores included. */
export const render: RenderPart = async (url, context) => {
  // The line is read anonymously (its answers are shared); only a player's own data as the visitor.
  const loaded = await loadView(url, lineReads(context.fetchApi), context.fetchApiAsVisitor);
  if ('location' in loaded)
    return { status: loaded.status, location: loaded.location, title: '', head: '', html: '' };
  const state: SportsState = {
    language: context.language,
    dictionary: dictionaryFor(dictionaries, context.language),
    view: loaded.view,
    readAt: Date.now(),
  };
  const i18n = createTranslator(state.language, state.dictionary);
  const store = new LiveStore();
  store.seed(viewSelections(loaded.view), viewGames(loaded.view));
  const head = pageHead(loaded.view, i18n);
  const Page = await loadPage(loaded.view.kind);
  return {
    status: loaded.status,
    title: `${head.title} | Parlay`,
    head: headHtml(head),
    html: renderPartBody(
      partName,
      <LiveStoreContext.Provider value={store}>
        <SportsApp state={state} i18n={i18n} Page={Page} />
      </LiveStoreContext.Provider>,
      state,
    ),
  };
};
