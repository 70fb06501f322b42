import type { FetchApi, LineReads } from '@parlay/client';
import { createTranslator } from '@parlay/i18n';
import { render } from '@testing-library/react';
import { CouponHandle, CouponHandleContext } from '../coupon/coupon-handle.ts';
import { CouponStore } from '../coupon/coupon-store.ts';
import en from '../dictionaries/en.json' with { type: 'json' };
import { LiveStoreContext } from '../live/live-hooks.ts';
import { LiveStore } from '../live/live-store.ts';
import { viewGames, viewSelections } from '../live/view-data.ts';
import { loadView } from '../load-view.ts';
import { ReportErrorContext } from '../report-error.ts';
import { loadPage, SportsApp } from '../sports-app.tsx';
import type { SportsState } from '../sports-view.ts';
import { fakeLine } from './fake-line.ts';

/**
 * Renders the page a URL shows, read from the fake line (and the visitor's own data through
 * `visitorApi`, as the server reads it), as the browser shows it after hydration: its page component
 * loaded, a live store seeded with the data (the test moves it on).
 */
export async function renderSportsPage(
  url: string,
  line: LineReads = fakeLine().line,
  coupon: CouponStore = new CouponStore(),
  reportError: (status: number) => void = () => {},
  visitorApi?: FetchApi,
) {
  const loaded = await loadView(url, line, visitorApi);
  if (!('view' in loaded)) throw new Error(`${url} moved to ${loaded.location}`);
  const state: SportsState = { language: 'en', dictionary: en, view: loaded.view, readAt: 0 };
  const store = new LiveStore();
  store.seed(viewSelections(state.view), viewGames(state.view));
  const Page = await loadPage(state.view.kind);
  const rendered = render(
    <LiveStoreContext.Provider value={store}>
      <CouponHandleContext value={CouponHandle.of(coupon)}>
        <ReportErrorContext value={reportError}>
          <SportsApp state={state} i18n={createTranslator('en', en)} Page={Page} />
        </ReportErrorContext>
      </CouponHandleContext>
    </LiveStoreContext.Provider>,
  );
  return { ...rendered, store, coupon, status: loaded.status };
}
