import type { LineReads } from '@parlay/client';
import type { GameSummary, LineSection, Sport } from '@parlay/contract';
import { parseSportsPath, type SportsPlace, sportsHref } from '@parlay/contract/sports-paths';
import type { SiteLanguageCode } from '@parlay/domain';
import { filtersOf, menuSectionQuery } from './list-filters.ts';
import { loadHome } from './load-home.ts';
import type { SportsView } from './sports-view.ts';

/** What a URL of the part shows: a view and its status, or where the page moved. */
export type LoadedView = { status: number; view: SportsView } | { status: 301; location: string };

const notFound: LoadedView = { status: 404, view: { kind: 'not-found' } };
/** A filter or parameter out of its range: the page says so and shows nothing else. */
const badRequest: LoadedView = { status: 400, view: { kind: 'bad-request' } };

/** Games a list shows at most; the line API pages beyond. */
const listLimit = '200';
const multiLiveMax = 4;

/** The API's 404 (an id it does not know) as the page's. */
async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof Error && 'failure' in error && (error.failure as { status?: number }).status === 404)
      return null;
    throw error;
  }
}

/** Reads what `url` (path and query, language first) shows, through the line API. */
export async function loadView(url: string, line: LineReads): Promise<LoadedView> {
  const { pathname, searchParams } = new URL(url, 'http://page');
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const language = (segments[0] ?? 'en') as SiteLanguageCode;
  const first = segments[1];
  if (first === undefined) return loadHome(language, line);
  if (first === 'multi-live' && segments.length === 2) return multiLive(language, searchParams, line);
  if ((first === 'champs' && segments.length <= 3) || (first === 'champion-final' && segments.length === 2))
    return outrights(language, first, segments[2], line);
  if (first === 'results' && segments.length <= 3) return results(language, segments[2], searchParams, line);
  const place = parseSportsPath(pathname);
  if (place === null) return notFound;
  return place.game ? game(language, place, line) : list(language, place, searchParams, line);
}

/**
 * The line's special section a page shows: its page type, except `betsonyour` and `champ`, which
 * show the whole line (they are ways of betting on it, not parts of it).
 */
function linePageTypeOf(place: SportsPlace): LineSection | undefined {
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

async function list(
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
    if (champ.championship.slug !== place.champ.slug) {
      const location = sportsHref(lang, {
        ...place,
        champ: { id: place.champ.id, slug: champ.championship.slug },
      });
      return { status: 301, location: `${location}${search.size > 0 ? `?${search}` : ''}` };
    }
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

async function game(lang: SiteLanguageCode, place: SportsPlace, line: LineReads): Promise<LoadedView> {
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
    return { status: 301, location: wanted };
  }
  return { status: 200, view: { kind: 'game', place: canonical, game: current, groups: found.groups } };
}

async function multiLive(
  lang: SiteLanguageCode,
  search: URLSearchParams,
  line: LineReads,
): Promise<LoadedView> {
  const asked = search.get('games');
  if (asked !== null && !/^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,3}$/.test(asked)) return badRequest;
  const ids =
    asked === null
      ? (await line.listGames({ query: { lang, section: 'live', limit: String(multiLiveMax) } })).games.map(
          (entry: GameSummary) => entry.id,
        )
      : asked.split(',').map(Number);
  const games = await Promise.all(
    ids.map((id) => orNotFound(line.getGame({ params: { gameId: String(id) }, query: { lang } }))),
  );
  return { status: 200, view: { kind: 'multi-live', games: games.filter((entry) => entry !== null) } };
}

async function outrights(
  lang: SiteLanguageCode,
  page: 'champs' | 'champion-final',
  champSegment: string | undefined,
  line: LineReads,
): Promise<LoadedView> {
  const champId =
    champSegment === undefined ? undefined : /^[1-9]\d{0,14}$/.test(champSegment) ? champSegment : null;
  if (champId === null) return notFound;
  const [{ championships }, games] = await Promise.all([
    line.listChampionships({ query: { lang, section: 'line' } }),
    champId === undefined
      ? line.listGames({ query: { lang, section: 'line', limit: '500' } })
      : orNotFound(line.listGames({ query: { lang, section: 'line', champ: champId, limit: listLimit } })),
  ]);
  if (games === null) return notFound;
  const longTerm = championships.filter((entry) => entry.isLongTerm);
  return {
    status: 200,
    view: {
      kind: 'outrights',
      page,
      championships: longTerm,
      games: games.games.filter((entry) => entry.kind === 'outright'),
    },
  };
}

async function results(
  lang: SiteLanguageCode,
  typeSegment: string | undefined,
  search: URLSearchParams,
  line: LineReads,
): Promise<LoadedView> {
  const type = typeSegment ?? 'zone';
  if (type !== 'live' && type !== 'zone') return notFound;
  const date = search.get('date') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return badRequest;
  const found = await line.listResults({ query: { lang, type, date } });
  return { status: 200, view: { kind: 'results', type, date, games: found.games } };
}
