import type { Translator } from '@parlay/i18n';
import type { ComponentType } from 'react';
import couponStyles from './coupon/coupon-dock.module.css';
import { CouponDock } from './coupon/coupon-dock.tsx';
import { HomePage } from './pages/home-page.tsx';
import type { PageProps, SportsState, SportsView } from './sports-view.ts';

type ViewKind = SportsView['kind'];

/**
 * Each view's page, loaded when a view of its kind is shown: the browser fetches only the page it
 * shows (the home page's budget counts every byte), the server has them all at hand.
 */
const viewPages: { [K in ViewKind]: () => Promise<ComponentType<PageProps<K>>> } = {
  // In the entry: the home page is where most visits start, and its budget is the tightest.
  home: () => Promise.resolve(HomePage),
  list: () => import('./pages/list-page.tsx').then((module) => module.ListPage),
  game: () => import('./pages/game-page.tsx').then((module) => module.GamePage),
  'multi-live': () => import('./pages/multi-live-page.tsx').then((module) => module.MultiLivePage),
  outrights: () => import('./pages/outrights-page.tsx').then((module) => module.OutrightsPage),
  results: () => import('./pages/results-page.tsx').then((module) => module.ResultsPage),
  team: () => import('./pages/team-page.tsx').then((module) => module.TeamPage),
  statistic: () => import('./pages/statistic-page.tsx').then((module) => module.StatisticPage),
  'game-statistic': () =>
    import('./pages/game-statistic-page.tsx').then((module) => module.GameStatisticPage),
  cyber: () => import('./pages/cyber-page.tsx').then((module) => module.CyberPage),
  'print-coupon': () => import('./coupon/print-coupon-page.tsx').then((module) => module.PrintCouponPage),
  'bad-request': () => import('./pages/message-page.tsx').then((module) => module.MessagePage),
  'not-found': () => import('./pages/message-page.tsx').then((module) => module.MessagePage),
};

export type SportsPage = ComponentType<PageProps<ViewKind>>;

/** The page component of a view's kind. */
export function loadPage(kind: ViewKind): Promise<SportsPage> {
  return viewPages[kind]() as Promise<SportsPage>;
}

/** The views that show prices: the coupon stands beside them. */
const viewsWithPrices: ReadonlySet<ViewKind> = new Set([
  'home',
  'list',
  'game',
  'multi-live',
  'outrights',
  'team',
  'cyber',
]);

/** The part's page for its state's view, its component loaded beforehand (`loadPage`), with the coupon. */
export function SportsApp({ state, i18n, Page }: { state: SportsState; i18n: Translator; Page: SportsPage }) {
  const page = <Page view={state.view} language={state.language} i18n={i18n} readAt={state.readAt} />;
  if (!viewsWithPrices.has(state.view.kind)) return page;
  return (
    <div className={couponStyles.layout}>
      <div>{page}</div>
      <CouponDock i18n={i18n} language={state.language} />
    </div>
  );
}
