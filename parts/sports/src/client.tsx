import { readCsrfToken } from '@parlay/client';
import type { MountPart, PartClientContext, PartInstance } from '@parlay/contract/part-runtime';
import { createTranslator } from '@parlay/i18n';
import { hydratePart, readPartState } from '@parlay/part-kit/client';
import { CouponHandle, CouponHandleContext } from './coupon/coupon-handle.ts';
import { followLive } from './live/follow-live.ts';
import { LiveStoreContext } from './live/live-hooks.ts';
import { LiveStore } from './live/live-store.ts';
import { viewGames, viewSelections } from './live/view-data.ts';
import { ReportErrorContext } from './report-error.ts';
import { loadPage, SportsApp } from './sports-app.tsx';
import { partName, type SportsState } from './sports-view.ts';

export const mount: MountPart = (element, initialContext) => {
  let context: PartClientContext = initialContext;
  let state = readPartState<SportsState>(element);
  const i18n = createTranslator(state.language, state.dictionary);
  const store = new LiveStore();
  store.seed(viewSelections(state.view), viewGames(state.view));
  // The shell says who is signed in (and follows a sign-in or sign-out in place), and the session's
  // CSRF cookie is there: a visitor has no coupon on the server to follow.
  const mayBeSignedIn = () => context.userId !== null && readCsrfToken() !== null;
  const coupon = CouponHandle.remembered(mayBeSignedIn);
  // The shell's error page for a status the page learns in the browser (a coupon not the player's).
  const reportError = (status: number) => context.reportError(status);
  let part: PartInstance | undefined;
  let unmounted = false;
  let stopLive = () => {};

  let reading = false;
  // New prices and states go to the store, games come and go on the page.
  const reload = () => {
    if (reading) return;
    reading = true;
    void import('./read-again.ts')
      .then(({ readAgain }) => readAgain(state, context.url))
      .then((view) => {
        if (view === null || view.kind !== state.view.kind || unmounted) return;
        store.seed(viewSelections(view), viewGames(view));
        state = { ...state, view, readAt: Date.now() };
        part?.update(context);
      })
      .catch((error: unknown) => console.error('[sports] reload failed', error))
      .finally(() => {
        reading = false;
      });
  };

  const hydrated = loadPage(state.view.kind).then(async (Page) => {
    if (unmounted) return;
    const hydrating = hydratePart(partName, element, () => (
      <LiveStoreContext.Provider value={store}>
        <CouponHandleContext value={coupon}>
          <ReportErrorContext value={reportError}>
            <SportsApp state={state} i18n={i18n} Page={Page} />
          </ReportErrorContext>
        </CouponHandleContext>
      </LiveStoreContext.Provider>
    ));
    part = hydrating;
    await hydrating.hydrated;
    // A remembered coupon with bets shows its controls: its store loads now, not on the first press.
    if (!unmounted && coupon.glance.betIds.length > 0) void coupon.load();
    // Signed in, the player's coupon from their other devices.
    if (!unmounted) coupon.followAccount(mayBeSignedIn());
    // Live updates start once the server's markup has hydrated: an update before would replace it.
    const live = !['not-found', 'bad-request', 'print-coupon'].includes(state.view.kind);
    if (!unmounted && live) stopLive = followLive(store, reload);
  });

  return {
    hydrated,
    update: (next) => {
      const signedInBefore = context.userId;
      context = next;
      part?.update(next);
      // Signed in or out in place (the shell's dialog, a session that ended): the coupon follows.
      if (next.userId !== signedInBefore) coupon.sessionChanged(mayBeSignedIn());
    },
    unmount: () => {
      unmounted = true;
      stopLive();
      coupon.close();
      part?.unmount();
    },
  };
};
