import type { LineReads } from '@parlay/client';
import type { LineSection, Sport } from '@parlay/contract';
import { type SportsPlace, sportsHref } from '@parlay/contract/sports-paths';
import type { SiteLanguageCode } from '@parlay/domain';
import { filtersOf, menuSectionQuery } from '../list-filters.ts';
import { badRequest, type LoadedView, listLimit, moved, notFound, orNotFound } from './loaded-view.ts';

/**
 * The line's special section a page shows: its page type, except `betsonyour` and `champ`, which
 * show the whole line (they are ways of betting on it, not parts of it).
 */
export function linePageTypeOf(place: SportsPlace): LineSection | undefined {
  return place.pageType === 'betsonyour' || place.pageType === 'champ' ? undefined : place.pageType;
}

/** The sport a slug names: among the section's sports, else the other section's (a sport with no game in play). */
async function sportOf(lang: SiteLanguageCode, place: SportsPlace, sports: Sport[], line: LineReads) {
  const found = sports.find((sport) => sport.slug === place.sport);
  if (found || place.sport === undefined) return found ?? null;
  const other = place.section === 'live' ? 'line' : 'live';
  const { sports: more } = await line.listSports({
    query: { lang, section: other, ...(linePageTypeOf(place) ? { pageType: linePageTypeOf(place) } : {}) },
  });
  const elsewhere = more.find((sport) => sport.slug === place.sport);
  return elsewhere ? { ...elsewhere, gameCount: 0 } : null;
}

/** Line or live of a section, a sport or a championship, narrowed by the query's betting state. */
export async function listView(
  lang: SiteLanguageCode,
  place: SportsPlace,
  search: URLSearchParams,
  line: LineReads,
): Promise<LoadedView> {
  const filters = filtersOf(search);
  if ('invalid' in filters) return badRequest;
  const pageType = linePageTypeOf(place);
  const narrowing = {
    lang,
    section: place.section,
    ...(pageType ? { pageType } : {}),
    ...(filters.timeFilter === 'all' ? {} : { timeFilter: filters.timeFilter }),
    ...menuSectionQuery(place.menuSection),
  };
  const [{ sports }, champ] = await Promise.all([
    line.listSports({ query: narrowing }),
    place.champ
      ? orNotFound(line.getChampionship({ params: { champId: String(place.champ.id) }, query: { lang } }))
      : null,
  ]);
  const sport = await sportOf(lang, place, sports, line);
  if (place.sport !== undefined && sport === null) return notFound;
  if (place.champ) {
    if (champ === null || champ.championship.sportSlug !== place.sport) return notFound;
    if (champ.championship.slug !== place.champ.slug)
      return moved(
        sportsHref(lang, { ...place, champ: { id: place.champ.id, slug: champ.championship.slug } }),
        search,
      );
  }
  const bySport = sport ? { sport: String(sport.id) } : {};
  const [championships, games] = await Promise.all([
    sport ? line.listChampionships({ query: { ...narrowing, ...bySport } }) : null,
    line.listGames({
      query: {
        ...narrowing,
        ...bySport,
        ...(place.champ ? { champ: String(place.champ.id) } : {}),
        limit: listLimit,
      },
    }),
  ]);
  const shown = filters.onlyVideo ? games.games.filter((entry) => entry.hasVideo) : games.games;
  return {
    status: 200,
    view: {
      kind: 'list',
      place,
      filters,
      sports,
      sport,
      championships: championships?.championships ?? null,
      champ: champ?.championship ?? null,
      games: shown,
      total: filters.onlyVideo ? shown.length : games.total,
    },
  };
}

/** A game's page; a stale slug of it (or of its championship) moves to the current one. */
export async function gameView(
  lang: SiteLanguageCode,
  place: SportsPlace,
  line: LineReads,
): Promise<LoadedView> {
  const id = place.game!.id;
  const found = await orNotFound(line.getGame({ params: { gameId: String(id) }, query: { lang } }));
  if (found === null) return notFound;
  const { game: current } = found;
  const canonical: SportsPlace = {
    ...place,
    sport: current.sportSlug,
    champ: { id: current.champId, slug: current.champSlug },
    game: { id: current.id, slug: current.slug },
  };
  const wanted = sportsHref(lang, canonical);
  if (wanted !== sportsHref(lang, place)) {
    // Another championship's id with this game's: not this page at all.
    if (place.champ!.id !== current.champId || place.sport !== current.sportSlug) return notFound;
    return moved(wanted);
  }
  return { status: 200, view: { kind: 'game', place: canonical, game: current, groups: found.groups } };
}
