import { and, asc, count, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/database.ts';
import {
  sportsbookCategoriesTable as categories,
  sportsbookChampionshipsTable as championships,
  sportsbookGamesTable as games,
  sportsbookMarketsTable as markets,
  sportsbookProducersTable as producers,
  sportsbookSelectionsTable as selections,
  sportsbookSportsTable as sports,
  sportsbookTeamsTable as teams,
} from './schema.ts';

/** Which games a list shows (the line's filters, already checked). */
export interface GameFilter {
  mode: 'line' | 'live' | 'results';
  now: Date;
  sportId?: number | undefined;
  champId?: number | undefined;
  /** Games this team plays in (home or away). */
  teamId?: number | undefined;
  pageType?: string | undefined;
  timeFilter?: 'all' | 'upcoming' | 'first-period' | 'second-period' | 'recommended' | undefined;
  hours?: number | undefined;
  /** Results: games that started in [from, to). */
  startedFrom?: Date;
  startedTo?: Date;
  /** Results: only games played live. */
  playedLive?: boolean;
}

/** How far ahead the line reaches. */
export const lineHorizonMs = 7 * 24 * 60 * 60_000;
const upcomingMs = 3 * 60 * 60_000;

const visibleStatuses = ['active', 'suspended'] as const;

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

const hasSection = (column: typeof games.sections | typeof championships.sections, section: string) =>
  sql`${column} @> ${JSON.stringify([section])}::jsonb`;

/** Conditions on games (joined with their championship) for a filter. */
function gameConditions(filter: GameFilter): SQL {
  const conditions: (SQL | undefined)[] = [];
  const { now } = filter;
  if (filter.mode === 'live') {
    conditions.push(eq(games.kind, 'match'));
    conditions.push(
      filter.timeFilter === 'upcoming'
        ? and(
            eq(games.status, 1),
            eq(games.liveCoverage, true),
            lte(games.startAt, new Date(now.getTime() + upcomingMs)),
          )
        : inArray(games.status, [2, 3]),
    );
  } else if (filter.mode === 'line') {
    const horizon = new Date(
      now.getTime() + (filter.hours === undefined ? lineHorizonMs : filter.hours * 3_600_000),
    );
    conditions.push(eq(games.status, 1));
    conditions.push(
      filter.hours === undefined
        ? or(eq(games.kind, 'outright'), lte(games.startAt, horizon))
        : lte(games.startAt, horizon),
    );
    if (filter.timeFilter === 'upcoming')
      conditions.push(lte(games.startAt, new Date(now.getTime() + upcomingMs)));
  } else {
    conditions.push(inArray(games.status, [4, 5]));
    if (filter.startedFrom) conditions.push(gte(games.startAt, filter.startedFrom));
    if (filter.startedTo) conditions.push(lt(games.startAt, filter.startedTo));
    if (filter.playedLive) conditions.push(eq(games.liveCoverage, true));
  }
  if (filter.mode !== 'results') {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${markets} WHERE ${markets.gameId} = ${games.id} AND ${inArray(markets.status, [...visibleStatuses])})`,
    );
    if (filter.timeFilter === 'first-period') conditions.push(eq(games.period, 1));
    if (filter.timeFilter === 'second-period') conditions.push(eq(games.period, 2));
    if (filter.timeFilter === 'recommended') conditions.push(hasSection(games.sections, 'topgame'));
  }
  if (filter.sportId !== undefined) conditions.push(eq(games.sportId, filter.sportId));
  if (filter.champId !== undefined) conditions.push(eq(games.champId, filter.champId));
  if (filter.teamId !== undefined)
    conditions.push(or(eq(games.homeTeamId, filter.teamId), eq(games.awayTeamId, filter.teamId)));
  if (filter.pageType !== undefined)
    conditions.push(
      or(hasSection(games.sections, filter.pageType), hasSection(championships.sections, filter.pageType)),
    );
  return and(...conditions)!;
}

const gameColumns = {
  game: games,
  sport: { id: sports.id, slug: sports.slug, names: sports.names },
  champ: { id: championships.id, slug: championships.slug, names: championships.names },
  category: {
    id: categories.id,
    slug: categories.slug,
    names: categories.names,
    countryCode: categories.countryCode,
  },
  home: { id: home.id, slug: home.slug, names: home.names },
  away: { id: away.id, slug: away.slug, names: away.names },
};

export type GameListRow = Awaited<
  ReturnType<ReturnType<typeof createLineRepository>['listGames']>
>['rows'][number];
export type SelectionListRow = Awaited<
  ReturnType<ReturnType<typeof createLineRepository>['selectionsOf']>
>[number];

/** The line's reads. */
export function createLineRepository(db: Database) {
  const gamesWithPlaces = () =>
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(sports, eq(sports.id, games.sportId))
      .innerJoin(championships, eq(championships.id, games.champId))
      .innerJoin(categories, eq(categories.id, games.categoryId))
      .leftJoin(home, eq(home.id, games.homeTeamId))
      .leftJoin(away, eq(away.id, games.awayTeamId));

  return {
    async producers(executor: Executor = db) {
      return executor.select().from(producers);
    },

    async sportExists(id: number): Promise<boolean> {
      return (await db.select({ id: sports.id }).from(sports).where(eq(sports.id, id))).length > 0;
    },

    async championshipExists(id: number): Promise<boolean> {
      return (
        (await db.select({ id: championships.id }).from(championships).where(eq(championships.id, id)))
          .length > 0
      );
    },

    /** A team with its sport. */
    async teamPlace(id: number) {
      const [row] = await db
        .select({
          id: teams.id,
          slug: teams.slug,
          names: teams.names,
          countryCode: teams.countryCode,
          sportId: sports.id,
          sportSlug: sports.slug,
          sportNames: sports.names,
        })
        .from(teams)
        .innerJoin(sports, eq(sports.id, teams.sportId))
        .where(eq(teams.id, id));
      return row;
    },

    /** A championship with its sport and category, whatever its games. */
    async championshipPlace(id: number) {
      const [row] = await db
        .select({
          id: championships.id,
          slug: championships.slug,
          names: championships.names,
          sections: championships.sections,
          sportId: sports.id,
          sportSlug: sports.slug,
          sportNames: sports.names,
          category: {
            id: categories.id,
            slug: categories.slug,
            names: categories.names,
            countryCode: categories.countryCode,
          },
        })
        .from(championships)
        .innerJoin(sports, eq(sports.id, championships.sportId))
        .innerJoin(categories, eq(categories.id, championships.categoryId))
        .where(eq(championships.id, id));
      return row;
    },

    /** Sports with their counts of matching games. */
    async countBySport(filter: GameFilter) {
      return db
        .select({
          id: sports.id,
          slug: sports.slug,
          names: sports.names,
          sortOrder: sports.sortOrder,
          games: count(),
        })
        .from(games)
        .innerJoin(sports, eq(sports.id, games.sportId))
        .innerJoin(championships, eq(championships.id, games.champId))
        .where(gameConditions(filter))
        .groupBy(sports.id)
        .orderBy(asc(sports.sortOrder), asc(sports.id));
    },

    /** Championships with their counts of matching games. */
    async countByChampionship(filter: GameFilter) {
      return db
        .select({
          id: championships.id,
          slug: championships.slug,
          names: championships.names,
          sections: championships.sections,
          sortOrder: championships.sortOrder,
          sportId: sports.id,
          sportSlug: sports.slug,
          category: {
            id: categories.id,
            slug: categories.slug,
            names: categories.names,
            countryCode: categories.countryCode,
          },
          games: count(),
          outrights: sql<number>`count(*) FILTER (WHERE ${games.kind} = 'outright')`.mapWith(Number),
        })
        .from(games)
        .innerJoin(sports, eq(sports.id, games.sportId))
        .innerJoin(championships, eq(championships.id, games.champId))
        .innerJoin(categories, eq(categories.id, games.categoryId))
        .where(gameConditions(filter))
        .groupBy(championships.id, sports.id, categories.id)
        .orderBy(asc(sports.sortOrder), asc(championships.sortOrder), asc(championships.id));
    },

    /** A page of matching games, by start time (in play: by sport and championship), and how many match. */
    async listGames(filter: GameFilter, page: { limit: number; offset: number }) {
      const where = gameConditions(filter);
      const order =
        filter.mode === 'live'
          ? [asc(sports.sortOrder), asc(championships.sortOrder), asc(games.startAt), asc(games.id)]
          : [asc(games.startAt), asc(games.id)];
      const rows = await gamesWithPlaces()
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ total: count() })
        .from(games)
        .innerJoin(championships, eq(championships.id, games.champId))
        .where(where);
      return { rows, total: total?.total ?? 0 };
    },

    async gameById(id: number) {
      const [row] = await gamesWithPlaces().where(eq(games.id, id));
      return row;
    },

    /** Selections of the games' markets in the given statuses (and kinds), with their market's state. */
    async selectionsOf(
      gameIds: readonly number[],
      options: { statuses: readonly string[]; kinds?: readonly number[] },
    ) {
      if (gameIds.length === 0) return [];
      return db
        .select({
          selection: selections,
          market: {
            id: markets.id,
            typeId: markets.typeId,
            specifier: markets.specifier,
            status: markets.status,
            kind: markets.kind,
            isLive: markets.isLive,
            isBannedExpress: markets.isBannedExpress,
            isDisabledBanker: markets.isDisabledBanker,
          },
        })
        .from(selections)
        .innerJoin(markets, eq(markets.id, selections.marketId))
        .where(
          and(
            inArray(markets.gameId, [...gameIds]),
            inArray(markets.status, [...options.statuses] as (typeof visibleStatuses)[number][]),
            options.kinds === undefined ? undefined : inArray(markets.kind, [...options.kinds]),
          ),
        )
        .orderBy(asc(markets.typeId), asc(selections.param), asc(markets.id), asc(selections.sortOrder));
    },

    /** Open and suspended selections per game. */
    async countSelections(gameIds: readonly number[]): Promise<Map<number, number>> {
      if (gameIds.length === 0) return new Map();
      const rows = await db
        .select({ gameId: markets.gameId, selections: count() })
        .from(selections)
        .innerJoin(markets, eq(markets.id, selections.marketId))
        .where(and(inArray(markets.gameId, [...gameIds]), inArray(markets.status, [...visibleStatuses])))
        .groupBy(markets.gameId);
      return new Map(rows.map((row) => [row.gameId, row.selections]));
    },

    /** Selections by id with their market's and game's state, for the coupon. */
    /**
     * Selections with their markets and games. Inside a caller's transaction (`executor` given) the
     * markets are read `FOR SHARE` unless `lock` is false: a bet stop or price change committing
     * meanwhile waits for the caller's commit, or the caller reads what it committed — a coupon is
     * never stored on a market state that was already gone at its commit.
     */
    async selectionsById(ids: readonly number[], executor?: Executor, lock = true) {
      if (ids.length === 0) return [];
      const query = (executor ?? db)
        .select({
          selection: selections,
          market: markets,
          game: {
            id: games.id,
            producerId: games.producerId,
            sportId: games.sportId,
            champId: games.champId,
            status: games.status,
            startAt: games.startAt,
            scoreHome: games.scoreHome,
            scoreAway: games.scoreAway,
            clockSeconds: games.clockSeconds,
            playersDuel: games.playersDuel,
            names: games.names,
          },
        })
        .from(selections)
        .innerJoin(markets, eq(markets.id, selections.marketId))
        .innerJoin(games, eq(games.id, markets.gameId))
        .where(inArray(selections.id, [...ids]));
      return executor === undefined || !lock ? query : query.for('share', { of: markets });
    },
  };
}

export type LineRepository = ReturnType<typeof createLineRepository>;
