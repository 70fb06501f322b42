import type { LineReads } from '@parlay/client';
import { type SportsEntityRef, statisticHref } from '@parlay/contract/sports-paths';
import type { SiteLanguageCode } from '@parlay/domain';
import { badRequest, dayOf, idPattern, type LoadedView, moved, notFound, orNotFound } from './loaded-view.ts';

/** The statistics' index: a day's finished games by sport and championship, each linking to its result. */
export async function statisticIndexView(
  lang: SiteLanguageCode,
  search: URLSearchParams,
  line: LineReads,
): Promise<LoadedView> {
  const date = dayOf(search);
  if (date === null) return badRequest;
  const { games } = await line.listResults({ query: { lang, date } });
  return { status: 200, view: { kind: 'statistic', date, games } };
}

/** A finished game's statistics page; a stale slug moves to the current one. */
export async function gameStatisticView(
  lang: SiteLanguageCode,
  ref: SportsEntityRef,
  line: LineReads,
): Promise<LoadedView> {
  const found = await orNotFound(line.getResult({ params: { gameId: String(ref.id) }, query: { lang } }));
  if (found === null) return notFound;
  if (found.result.slug !== ref.slug) return moved(statisticHref(lang, found.result));
  return { status: 200, view: { kind: 'game-statistic', popup: false, result: found.result } };
}

/** The statistics popup (`statisticpopup?game=`): one game's result, for a small window. */
export async function statisticPopupView(
  lang: SiteLanguageCode,
  search: URLSearchParams,
  line: LineReads,
): Promise<LoadedView> {
  const gameId = search.get('game');
  if (gameId === null || !idPattern.test(gameId)) return badRequest;
  const found = await orNotFound(line.getResult({ params: { gameId }, query: { lang } }));
  if (found === null) return notFound;
  return { status: 200, view: { kind: 'game-statistic', popup: true, result: found.result } };
}
