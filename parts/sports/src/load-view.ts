import type { FetchApi, LineReads } from '@parlay/client';
import { parseSportsPath, parseStatisticPath, parseTeamPath } from '@parlay/contract/sports-path-parsing';
import type { SiteLanguageCode } from '@parlay/domain';
import { cyberView } from './load/cyber-views.ts';
import { gameView, listView } from './load/line-views.ts';
import { idPattern, type LoadedView, notFound } from './load/loaded-view.ts';
import { multiLiveView } from './load/multi-live-view.ts';
import { outrightsView } from './load/outrights-view.ts';
import { printCouponView } from './load/print-coupon-view.ts';
import { resultsView } from './load/results-view.ts';
import { gameStatisticView, statisticIndexView, statisticPopupView } from './load/statistic-views.ts';
import { teamView } from './load/team-view.ts';
import { loadHome } from './load-home.ts';

export type { LoadedView } from './load/loaded-view.ts';

/**
 * Reads what `url` (path and query, language first) shows, through the line API; a player's own
 * data (the print page's coupon) through `visitorApi`, the API as the page's visitor.
 */
export async function loadView(url: string, line: LineReads, visitorApi?: FetchApi): Promise<LoadedView> {
  const { pathname, searchParams } = new URL(url, 'http://page');
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const language = (segments[0] ?? 'en') as SiteLanguageCode;
  const first = segments[1];
  if (first === undefined) return loadHome(language, line);
  if (first === 'multi-live' && segments.length === 2) return multiLiveView(language, searchParams, line);
  if ((first === 'champs' && segments.length <= 3) || (first === 'champion-final' && segments.length === 2))
    return outrightsView(language, first, segments[2], line);
  if (first === 'results' && segments.length <= 3)
    return resultsView(language, segments[2], searchParams, line);
  if (first === 'team') {
    const team = parseTeamPath(pathname);
    return team === null ? notFound : teamView(language, team.section, team.team, line);
  }
  if (first === 'statistic') {
    const statistic = parseStatisticPath(pathname);
    if (statistic === undefined) return notFound;
    return statistic.game === null
      ? statisticIndexView(language, searchParams, line)
      : gameStatisticView(language, statistic.game, line);
  }
  if (first === 'print-coupon' && segments.length === 3)
    return idPattern.test(segments[2] ?? '')
      ? printCouponView(language, Number(segments[2]), visitorApi)
      : notFound;
  if (first === 'statisticpopup' && segments.length === 2)
    return statisticPopupView(language, searchParams, line);
  const place = parseSportsPath(pathname);
  if (place === null) return notFound;
  if (place.cyberView !== undefined && place.cyberView !== 'all')
    return cyberView(language, { ...place, cyberView: place.cyberView }, line);
  return place.game ? gameView(language, place, line) : listView(language, place, searchParams, line);
}
