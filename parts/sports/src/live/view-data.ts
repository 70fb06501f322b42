import type { GameSummary, MarketGroup, Selection } from '@parlay/contract';
import type { SportsView } from '../sports-view.ts';

/** The games and market groups a view shows: what its live store follows. */
function contentsOf(view: SportsView): { games: GameSummary[]; groups: MarketGroup[] } {
  switch (view.kind) {
    case 'home': {
      const games = [...view.live, ...view.line];
      return { games, groups: games.flatMap((game) => game.mainMarkets) };
    }
    case 'team': {
      const games = [...view.live, ...view.line];
      return { games, groups: games.flatMap((game) => game.mainMarkets) };
    }
    case 'cyber': {
      const games = [...view.live, ...view.upcoming];
      return { games, groups: games.flatMap((game) => game.mainMarkets) };
    }
    case 'list':
    case 'outrights':
      return { games: view.games, groups: view.games.flatMap((game) => game.mainMarkets) };
    case 'game':
      return { games: [view.game], groups: view.groups };
    case 'multi-live':
      return {
        games: view.games.map((entry) => entry.game),
        groups: view.games.flatMap((entry) => entry.groups),
      };
    case 'results':
    case 'statistic':
    case 'game-statistic':
    case 'print-coupon':
    case 'bad-request':
    case 'not-found':
      return { games: [], groups: [] };
  }
}

export function viewGames(view: SportsView): GameSummary[] {
  return contentsOf(view).games;
}

export function viewSelections(view: SportsView): Selection[] {
  return contentsOf(view).groups.flatMap((group) => group.markets);
}
