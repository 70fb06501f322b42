import type {
  ChampionshipResponse,
  ChampionshipsQuery,
  ChampionshipsResponse,
  GameResponse,
  GameResult,
  GamesQuery,
  GamesResponse,
  ResultResponse,
  ResultsQuery,
  ResultsResponse,
  SportsQuery,
  SportsResponse,
  TeamResponse,
} from '@parlay/contract';
import type { SiteLanguageCode } from '@parlay/domain';
import { gameStatusIds, marketKinds } from '@parlay/domain';
import type { MarketTypeRow } from './feed-repository.ts';
import type { GameFilter, GameListRow, LineRepository } from './line-repository.ts';
import { availabilityOf, gameSummary, marketGroups, nameIn, type ViewContext } from './line-views.ts';
import { notFound } from './sportsbook-errors.ts';

export interface LineServiceDeps {
  repository: LineRepository;
  marketTypes: () => Promise<ReadonlyMap<number, MarketTypeRow>>;
  now: () => number;
}

const defaultPageSize = 100;
/** Statuses of a game with a result: ended or cancelled (the results list's too). */
const resultStatuses: readonly number[] = [gameStatusIds.ended, gameStatusIds.cancelled];
const dayMs = 24 * 60 * 60_000;

/** The public read API of the line: what pages and anyone else see, in the language asked for. */
export function createLineService({ repository, marketTypes, now }: LineServiceDeps) {
  async function context(language: SiteLanguageCode): Promise<ViewContext> {
    const [producers, types] = await Promise.all([repository.producers(), marketTypes()]);
    return { language, producerUp: availabilityOf(producers, now()), marketTypes: types };
  }

  const filterOf = (query: SportsQuery & { sport?: number; champ?: number; team?: number }): GameFilter => ({
    mode: query.section,
    now: new Date(now()),
    sportId: query.sport,
    champId: query.champ,
    teamId: query.team,
    pageType: query.pageType,
    timeFilter: query.timeFilter,
    hours: query.hours,
  });

  async function requireSport(id: number | undefined): Promise<void> {
    if (id !== undefined && !(await repository.sportExists(id)))
      throw notFound('sport', 'sportsbook_sport_not_found');
  }

  async function requireChampionship(id: number | undefined): Promise<void> {
    if (id !== undefined && !(await repository.championshipExists(id)))
      throw notFound('champ', 'sportsbook_championship_not_found');
  }

  async function requireTeam(id: number | undefined): Promise<void> {
    if (id !== undefined && (await repository.teamPlace(id)) === undefined)
      throw notFound('team', 'sportsbook_team_not_found');
  }

  /** A game's row as a result: no markets. */
  const resultOf = (row: GameListRow, language: SiteLanguageCode): GameResult => {
    const {
      mainMarkets: _mainMarkets,
      marketCount: _marketCount,
      ...result
    } = gameSummary(row, { marketCount: 0, mainMarkets: [] }, language);
    return result;
  };

  return {
    async listSports(query: SportsQuery): Promise<SportsResponse> {
      const rows = await repository.countBySport(filterOf(query));
      return {
        sports: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: nameIn(row.names, query.lang),
          gameCount: row.games,
          sortOrder: row.sortOrder,
        })),
      };
    },

    async listChampionships(query: ChampionshipsQuery): Promise<ChampionshipsResponse> {
      await requireSport(query.sport);
      const rows = await repository.countByChampionship(filterOf(query));
      return {
        championships: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: nameIn(row.names, query.lang),
          sportId: row.sportId,
          sportSlug: row.sportSlug,
          category: {
            id: row.category.id,
            slug: row.category.slug,
            name: nameIn(row.category.names, query.lang),
            countryCode: row.category.countryCode,
          },
          sections: row.sections as ChampionshipsResponse['championships'][number]['sections'],
          isLongTerm: row.outrights === row.games,
          gameCount: row.games,
          sortOrder: row.sortOrder,
        })),
      };
    },

    async getChampionship(id: number, language: SiteLanguageCode): Promise<ChampionshipResponse> {
      const row = await repository.championshipPlace(id);
      if (row === undefined) throw notFound('champId', 'sportsbook_championship_not_found');
      return {
        championship: {
          id: row.id,
          slug: row.slug,
          name: nameIn(row.names, language),
          sportId: row.sportId,
          sportSlug: row.sportSlug,
          sportName: nameIn(row.sportNames, language),
          category: {
            id: row.category.id,
            slug: row.category.slug,
            name: nameIn(row.category.names, language),
            countryCode: row.category.countryCode,
          },
          sections: row.sections as ChampionshipResponse['championship']['sections'],
        },
      };
    },

    async listGames(query: GamesQuery): Promise<GamesResponse> {
      await requireSport(query.sport);
      await requireChampionship(query.champ);
      await requireTeam(query.team);
      const { rows, total } = await repository.listGames(filterOf(query), {
        limit: query.limit ?? defaultPageSize,
        offset: query.offset ?? 0,
      });
      const gameIds = rows.map((row) => row.game.id);
      const [view, counts, selections] = await Promise.all([
        context(query.lang),
        repository.countSelections(gameIds),
        repository.selectionsOf(gameIds, {
          statuses: ['active', 'suspended'],
          kinds: [marketKinds.main, marketKinds.longTerm],
        }),
      ]);
      const selectionsByGame = new Map<number, typeof selections>();
      for (const entry of selections) {
        const ofGame = selectionsByGame.get(entry.selection.gameId);
        if (ofGame) ofGame.push(entry);
        else selectionsByGame.set(entry.selection.gameId, [entry]);
      }
      return {
        games: rows.map((row) =>
          gameSummary(
            row,
            {
              marketCount: counts.get(row.game.id) ?? 0,
              mainMarkets: marketGroups(selectionsByGame.get(row.game.id) ?? [], row.game, view),
            },
            query.lang,
          ),
        ),
        total,
      };
    },

    async getGame(gameId: number, language: SiteLanguageCode): Promise<GameResponse> {
      const row = await repository.gameById(gameId);
      if (row === undefined) throw notFound('gameId', 'sportsbook_game_not_found');
      const [view, selections] = await Promise.all([
        context(language),
        repository.selectionsOf([gameId], { statuses: ['active', 'suspended', 'settled'] }),
      ]);
      const groups = marketGroups(selections, row.game, view);
      const marketCount = selections.filter((entry) => entry.market.status !== 'settled').length;
      const mainMarkets = groups.filter((group) =>
        group.markets.some(
          (market) => market.kind === marketKinds.main || market.kind === marketKinds.longTerm,
        ),
      );
      return {
        game: {
          ...gameSummary(row, { marketCount, mainMarkets }, language),
          sportName: nameIn(row.sport.names, language),
        },
        groups,
      };
    },

    async listResults(query: ResultsQuery): Promise<ResultsResponse> {
      await requireSport(query.sport);
      const day =
        query.date === undefined ? Math.floor(now() / dayMs) * dayMs : Date.parse(`${query.date}T00:00:00Z`);
      const { rows } = await repository.listGames(
        {
          mode: 'results',
          now: new Date(now()),
          sportId: query.sport,
          startedFrom: new Date(day),
          startedTo: new Date(day + dayMs),
          playedLive: query.type === 'live',
        },
        { limit: 1000, offset: 0 },
      );
      return { games: rows.map((row) => resultOf(row, query.lang)) };
    },

    async getResult(gameId: number, language: SiteLanguageCode): Promise<ResultResponse> {
      const row = await repository.gameById(gameId);
      // A game to come or in play has no result yet: the same 404 as an id the line never had.
      if (row === undefined || !resultStatuses.includes(row.game.status))
        throw notFound('gameId', 'sportsbook_result_not_found');
      return { result: { ...resultOf(row, language), sportName: nameIn(row.sport.names, language) } };
    },

    async getTeam(teamId: number, language: SiteLanguageCode): Promise<TeamResponse> {
      const row = await repository.teamPlace(teamId);
      if (row === undefined) throw notFound('teamId', 'sportsbook_team_not_found');
      return {
        team: {
          id: row.id,
          slug: row.slug,
          name: nameIn(row.names, language),
          countryCode: row.countryCode,
          sportId: row.sportId,
          sportSlug: row.sportSlug,
          sportName: nameIn(row.sportNames, language),
        },
      };
    },
  };
}

export type LineService = ReturnType<typeof createLineService>;
