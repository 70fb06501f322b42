import type { GameSummary, MarketGroup, Selection } from '@parlay/contract';
import {
  gameStatusIds,
  isGameInPlay,
  type MarketStatus,
  marketTypeIds,
  producerAvailable,
  type SiteLanguageCode,
} from '@parlay/domain';
import type { MarketTypeRow, ProducerRow } from './feed-repository.ts';
import { gameStateOf } from './game-state-row.ts';
import type { GameListRow, SelectionListRow } from './line-repository.ts';
import { selectionNames } from './market-names.ts';
import { producerStateOf } from './producer-tracker.ts';

type Names = Record<string, string>;

export const nameIn = (names: Names | null | undefined, language: string): string =>
  names?.[language] ?? names?.en ?? '';

/** Market types in the order a game page shows them. */
const groupOrder: readonly number[] = [
  marketTypeIds.result,
  marketTypeIds.winner,
  marketTypeIds.outright,
  marketTypeIds.doubleChance,
  marketTypeIds.handicap,
  marketTypeIds.total,
  marketTypeIds.bothTeamsToScore,
  marketTypeIds.nextGoal,
];

/** Which producers take bets now (silent for over 20 s, down or recovering: none of their markets do). */
export function availabilityOf(rows: readonly ProducerRow[], now: number): (producerId: number) => boolean {
  const available = new Set(
    rows.filter((row) => producerAvailable(producerStateOf(row), now)).map((row) => row.id),
  );
  return (producerId) => available.has(producerId);
}

/** A market's status as bettors see it: an active market of a silent producer is suspended. */
export function effectiveStatus(status: MarketStatus, producerUp: boolean): MarketStatus {
  return status === 'active' && !producerUp ? 'suspended' : status;
}

export interface ViewContext {
  language: SiteLanguageCode;
  producerUp: (producerId: number) => boolean;
  marketTypes: ReadonlyMap<number, MarketTypeRow>;
}

export function selectionView(
  row: SelectionListRow,
  game: { id: number; producerId: number; sportId: number; champId: number; playersDuel: boolean },
  context: ViewContext,
): Selection {
  const { selection, market } = row;
  const status = effectiveStatus(market.status, context.producerUp(game.producerId));
  const move =
    selection.coef === null || selection.previousCoef === null || selection.coef === selection.previousCoef
      ? null
      : selection.coef > selection.previousCoef
        ? 'up'
        : 'down';
  return {
    id: selection.id,
    coef: selection.coef === null ? null : selection.coef / 1000,
    coefMove: move,
    sportId: game.sportId,
    typeId: selection.typeId,
    groupId: market.typeId,
    param: selection.param,
    kind: market.kind as Selection['kind'],
    isLive: market.isLive,
    gameId: game.id,
    champId: game.champId,
    names: {
      market: nameIn(selection.names.market, context.language),
      outcome: nameIn(selection.names.outcome, context.language),
    },
    status,
    isBlocked: status !== 'active' || selection.coef === null,
    isDepend: false,
    isBannedExpress: market.isBannedExpress,
    isDisabledBanker: market.isDisabledBanker,
    statisticId: game.id,
    playersDuel: game.playersDuel,
  };
}

/** Selections grouped by market type, in the page's order. */
export function marketGroups(
  rows: readonly SelectionListRow[],
  game: Parameters<typeof selectionView>[1],
  context: ViewContext,
): MarketGroup[] {
  const groups = new Map<number, MarketGroup>();
  for (const row of rows) {
    const groupId = row.market.typeId;
    let group = groups.get(groupId);
    if (group === undefined) {
      const groupName = selectionNames(context.marketTypes.get(groupId), 0, {}).market;
      group = { groupId, name: nameIn(groupName, context.language), markets: [] };
      groups.set(groupId, group);
    }
    group.markets.push(selectionView(row, game, context));
  }
  const rank = (groupId: number) => {
    const index = groupOrder.indexOf(groupId);
    return index === -1 ? groupOrder.length + groupId : index;
  };
  return [...groups.values()].sort((first, second) => rank(first.groupId) - rank(second.groupId));
}

export function gameSummary(
  row: GameListRow,
  extra: { marketCount: number; mainMarkets: MarketGroup[] },
  language: SiteLanguageCode,
): GameSummary {
  const { game, sport, champ, category } = row;
  const state = gameStateOf(game);
  const competitor = (team: GameListRow['home']) =>
    team === null ? null : { id: team.id, slug: team.slug, name: nameIn(team.names, language) };
  return {
    id: game.id,
    slug: game.slug,
    kind: game.kind,
    name: nameIn(game.names, language),
    sportId: sport.id,
    sportSlug: sport.slug,
    champId: champ.id,
    champSlug: champ.slug,
    champName: nameIn(champ.names, language),
    category: {
      id: category.id,
      slug: category.slug,
      name: nameIn(category.names, language),
      countryCode: category.countryCode,
    },
    home: competitor(row.home),
    away: competitor(row.away),
    startAt: game.startAt.toISOString(),
    status: state.status,
    finished: state.status === gameStatusIds.ended,
    isLive: isGameInPlay(state.status),
    score: state.score,
    periodScores: state.periodScores,
    period: state.period,
    gameTime: game.clockSeconds,
    clock: state.clock,
    sections: game.sections as GameSummary['sections'],
    isTop: game.sections.includes('topgame'),
    hasVideo: game.hasVideo,
    statisticId: game.id,
    playersDuel: game.playersDuel,
    marketCount: extra.marketCount,
    mainMarkets: extra.mainMarkets,
  };
}
