import { ApiError, type LineReads } from '@parlay/client';
import type {
  Championship,
  GameResponse,
  GameSummary,
  LineSection,
  MarketGroup,
  Selection,
  Sport,
} from '@parlay/contract';
import { lineEndpoints } from '@parlay/contract/endpoints';

/** A game of the fake line: as the game endpoint answers it, with every market. */
export type FakeGame = GameResponse['game'] & { groups: MarketGroup[] };

interface Competitor {
  id: number;
  slug: string;
  name: string;
}

const football = { id: 1, slug: 'football', name: 'Football' };
const dota = { id: 40, slug: 'dota-2', name: 'Dota 2' };
export const sportsOfLine = { football, dota } as const;

const champs = {
  premier: { id: 88637, slug: 'premier-league', name: 'Premier League', sport: football, sections: ['epl'] },
  dotaPro: { id: 900, slug: 'pro-league', name: 'Pro League', sport: dota, sections: ['cyber'] },
} as const;
export type FakeChampKey = keyof typeof champs;

const england = { id: 5, slug: 'england', name: 'England', countryCode: 'GB' as const };

export const teamsOfLine = {
  arsenal: { id: 431, slug: 'arsenal', name: 'Arsenal' },
  chelsea: { id: 432, slug: 'chelsea', name: 'Chelsea' },
  liverpool: { id: 433, slug: 'liverpool', name: 'Liverpool' },
  everton: { id: 434, slug: 'everton', name: 'Everton' },
  spirit: { id: 501, slug: 'team-spirit', name: 'Team Spirit' },
  falcons: { id: 502, slug: 'falcons', name: 'Falcons' },
} satisfies Record<string, Competitor>;

interface GameSpec {
  id: number;
  home: Competitor;
  away: Competitor;
  champ?: FakeChampKey;
  isLive?: boolean;
  finished?: boolean;
  /** Called off: a result with no score, as the results list it. */
  cancelled?: boolean;
  /** Decimal prices of 1, X and 2. */
  prices?: [number, number, number];
  status?: Selection['status'];
  score?: { home: number; away: number };
  periodScores?: { home: number; away: number }[];
  startAt?: string;
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A game with its 1X2 market (selection ids `{gameId}1`, `{gameId}2`, `{gameId}3`). */
export function fakeGame(spec: GameSpec): FakeGame {
  const champ = champs[spec.champ ?? 'premier'];
  const [home, draw, away] = spec.prices ?? [2.1, 3.4, 3.6];
  const status = spec.cancelled ? 5 : spec.finished ? 4 : spec.isLive ? 2 : 1;
  const selection = (typeId: number, coef: number, outcome: string): Selection => ({
    id: spec.id * 10 + typeId,
    coef,
    coefMove: null,
    sportId: champ.sport.id,
    typeId,
    groupId: 1,
    param: null,
    kind: 1,
    isLive: spec.isLive ?? false,
    gameId: spec.id,
    champId: champ.id,
    names: { market: '1X2', outcome },
    status: spec.status ?? 'active',
    isBlocked: (spec.status ?? 'active') !== 'active',
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    statisticId: spec.id,
    playersDuel: false,
  });
  const groups: MarketGroup[] =
    spec.finished || spec.cancelled
      ? []
      : [
          {
            groupId: 1,
            name: '1X2',
            markets: [selection(1, home, '1'), selection(2, draw, 'X'), selection(3, away, '2')],
          },
        ];
  const name = `${spec.home.name} — ${spec.away.name}`;
  return {
    id: spec.id,
    slug: slugOf(`${spec.home.slug}-${spec.away.slug}`),
    kind: 'match',
    name,
    sportId: champ.sport.id,
    sportSlug: champ.sport.slug,
    sportName: champ.sport.name,
    champId: champ.id,
    champSlug: champ.slug,
    champName: champ.name,
    category: england,
    home: spec.home,
    away: spec.away,
    startAt: spec.startAt ?? '2030-03-01T18:00:00.000Z',
    status,
    finished: spec.finished ?? false,
    isLive: spec.isLive ?? false,
    score: spec.score ?? { home: 0, away: 0 },
    periodScores: spec.periodScores ?? [],
    period: spec.isLive ? 1 : 0,
    gameTime: spec.isLive ? 600 : null,
    clock: spec.isLive ? { seconds: 600, running: false, rate: 1, at: 0 } : null,
    sections: [...champ.sections] as LineSection[],
    isTop: false,
    hasVideo: false,
    statisticId: spec.id,
    playersDuel: false,
    marketCount: groups.reduce((sum, group) => sum + group.markets.length, 0),
    mainMarkets: groups,
    groups,
  };
}

/** The line most tests read: football in play and to come, a finished game, esports. */
export function sampleGames(): FakeGame[] {
  const { arsenal, chelsea, liverpool, everton, spirit, falcons } = teamsOfLine;
  return [
    fakeGame({ id: 2874551, home: arsenal, away: chelsea, prices: [1.85, 3.6, 4.2] }),
    fakeGame({ id: 2874552, home: liverpool, away: arsenal, isLive: true, score: { home: 1, away: 0 } }),
    fakeGame({ id: 2874553, home: everton, away: chelsea, status: 'suspended' }),
    fakeGame({
      id: 2874500,
      home: chelsea,
      away: everton,
      finished: true,
      score: { home: 2, away: 1 },
      periodScores: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
      startAt: '2030-03-01T08:00:00.000Z',
    }),
    fakeGame({ id: 3000001, home: spirit, away: falcons, champ: 'dotaPro', isLive: true }),
    fakeGame({ id: 3000002, home: falcons, away: spirit, champ: 'dotaPro', prices: [1.5, 9, 2.5] }),
  ];
}

function notFoundError(field: string, messageKey: string): ApiError {
  return new ApiError({ status: 404, code: 'NOT_FOUND', messageKey, fields: { [field]: messageKey } });
}

/** Ended or cancelled: a game of the results, no longer of the line. */
const hasResult = (game: FakeGame) => game.finished || game.status === 5;

const summaryOf = ({ groups: _groups, sportName: _sportName, ...summary }: FakeGame): GameSummary => summary;

/**
 * The line API in memory, over `games`: it parses each request with its endpoint's schemas (so a
 * loader's malformed query fails here as it would on the server), answers 404 for unknown ids, and
 * records the calls.
 */
export function fakeLine(games: FakeGame[] = sampleGames()) {
  const calls: { name: keyof LineReads; request: unknown }[] = [];
  const inSection = (game: FakeGame, section: 'line' | 'live') =>
    !hasResult(game) && (section === 'live' ? game.isLive : !game.isLive);
  type Filter = {
    section: 'line' | 'live';
    pageType?: LineSection | undefined;
    sport?: number | undefined;
    champ?: number | undefined;
    team?: number | undefined;
  };
  const matching = (filter: Filter) =>
    games.filter(
      (game) =>
        inSection(game, filter.section) &&
        (filter.pageType === undefined || game.sections.includes(filter.pageType)) &&
        (filter.sport === undefined || game.sportId === filter.sport) &&
        (filter.champ === undefined || game.champId === filter.champ) &&
        (filter.team === undefined || game.home?.id === filter.team || game.away?.id === filter.team),
    );
  const sports = (): Sport[] =>
    [football, dota].map((sport, index) => ({ ...sport, gameCount: 0, sortOrder: index }));
  const championships = (): Championship[] =>
    Object.values(champs).map((champ, index) => ({
      id: champ.id,
      slug: champ.slug,
      name: champ.name,
      sportId: champ.sport.id,
      sportSlug: champ.sport.slug,
      category: england,
      sections: [...champ.sections] as LineSection[],
      isLongTerm: false,
      gameCount: 0,
      sortOrder: index,
    }));
  const teams = () => {
    const known = new Map<number, { team: Competitor; game: FakeGame }>();
    for (const game of games)
      for (const team of [game.home, game.away]) if (team) known.set(team.id, { team, game });
    return known;
  };
  const requireIds = (query: {
    sport?: number | undefined;
    champ?: number | undefined;
    team?: number | undefined;
  }) => {
    if (query.sport !== undefined && !sports().some((sport) => sport.id === query.sport))
      throw notFoundError('sport', 'sportsbook_sport_not_found');
    if (query.champ !== undefined && !championships().some((champ) => champ.id === query.champ))
      throw notFoundError('champ', 'sportsbook_championship_not_found');
    if (query.team !== undefined && !teams().has(query.team))
      throw notFoundError('team', 'sportsbook_team_not_found');
  };

  const line: LineReads = {
    async listSports(request) {
      calls.push({ name: 'listSports', request });
      const query = lineEndpoints.listSports.query.parse(request.query);
      const found = matching(query);
      return {
        sports: sports()
          .map((sport) => ({ ...sport, gameCount: found.filter((game) => game.sportId === sport.id).length }))
          .filter((sport) => sport.gameCount > 0),
      };
    },
    async listChampionships(request) {
      calls.push({ name: 'listChampionships', request });
      const query = lineEndpoints.listChampionships.query.parse(request.query);
      requireIds(query);
      const found = matching(query);
      return {
        championships: championships()
          .map((champ) => ({ ...champ, gameCount: found.filter((game) => game.champId === champ.id).length }))
          .filter((champ) => champ.gameCount > 0),
      };
    },
    async getChampionship(request) {
      calls.push({ name: 'getChampionship', request });
      const { champId } = lineEndpoints.getChampionship.params.parse(request.params);
      const champ = championships().find((entry) => entry.id === champId);
      if (!champ) throw notFoundError('champId', 'sportsbook_championship_not_found');
      const { gameCount: _count, isLongTerm: _longTerm, sortOrder: _order, ...place } = champ;
      const sportName = sports().find((sport) => sport.id === champ.sportId)!.name;
      return { championship: { ...place, sportName } };
    },
    async listGames(request) {
      calls.push({ name: 'listGames', request });
      const query = lineEndpoints.listGames.query.parse(request.query);
      requireIds(query);
      const found = matching(query);
      return { games: found.slice(0, query.limit ?? 100).map(summaryOf), total: found.length };
    },
    async getGame(request) {
      calls.push({ name: 'getGame', request });
      const { gameId } = lineEndpoints.getGame.params.parse(request.params);
      const game = games.find((entry) => entry.id === gameId && !hasResult(entry));
      if (!game) throw notFoundError('gameId', 'sportsbook_game_not_found');
      const { groups, ...rest } = game;
      return { game: rest, groups };
    },
    async getTeam(request) {
      calls.push({ name: 'getTeam', request });
      const { teamId } = lineEndpoints.getTeam.params.parse(request.params);
      const found = teams().get(teamId);
      if (!found) throw notFoundError('teamId', 'sportsbook_team_not_found');
      const { team, game } = found;
      return {
        team: {
          ...team,
          countryCode: 'GB',
          sportId: game.sportId,
          sportSlug: game.sportSlug,
          sportName: game.sportName,
        },
      };
    },
    async listResults(request) {
      calls.push({ name: 'listResults', request });
      lineEndpoints.listResults.query.parse(request.query);
      return {
        games: games
          .filter(hasResult)
          .map(({ mainMarkets: _markets, marketCount: _count, ...result }) => result)
          .map(({ groups: _groups, sportName: _sportName, ...result }) => result),
      };
    },
    async getResult(request) {
      calls.push({ name: 'getResult', request });
      const { gameId } = lineEndpoints.getResult.params.parse(request.params);
      const game = games.find((entry) => entry.id === gameId && hasResult(entry));
      if (!game) throw notFoundError('gameId', 'sportsbook_result_not_found');
      const { groups: _groups, mainMarkets: _markets, marketCount: _count, ...result } = game;
      return { result };
    },
  };
  return { line, calls };
}
