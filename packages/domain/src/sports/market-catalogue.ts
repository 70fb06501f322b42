import {
  combineHalves,
  type OutcomeResult,
  outcomeDeadHeat,
  outcomeLost,
  outcomeRefunded,
  outcomeWon,
} from './outcome-result.ts';
import type { Score } from './score-distribution.ts';

/**
 * Market types (the groups a game's markets are shown in; `groupId` to clients) and outcome types
 * (a market's selectable outcomes; the coupon's `typeId`). 1X2 (1), handicap (2), double chance
 * (8), total (17) and both teams to score (19) keep the numbers of the 1xBet family the
 * specification comes from; the others are ours.
 */
export const marketTypeIds = {
  /** Home, draw, away at the end. */
  result: 1,
  /** Asian handicap: the home side's line (whole, half or quarter), the away side's the opposite. */
  handicap: 2,
  doubleChance: 8,
  /** Who scores the goal numbered by the market (none if the game ends first). */
  nextGoal: 13,
  /** Over/under a line (whole, half or quarter) of total scores: goals, points, sets. */
  total: 17,
  bothTeamsToScore: 19,
  /** Two-way: who wins, overtime (extra innings, tie-break, super over) included. */
  winner: 101,
  /** Who wins among many: a league, a tournament, an election, a race. */
  outright: 500,
} as const;
export type MarketTypeId = (typeof marketTypeIds)[keyof typeof marketTypeIds];

export const outcomeTypeIds = {
  home: 1,
  draw: 2,
  away: 3,
  homeOrDraw: 4,
  homeOrAway: 5,
  drawOrAway: 6,
  handicapHome: 7,
  handicapAway: 8,
  over: 9,
  under: 10,
  nextGoalHome: 14,
  noNextGoal: 15,
  nextGoalAway: 16,
  bothScoreYes: 180,
  bothScoreNo: 181,
  /** One competitor of an outright (which one: the outcome's competitor). */
  competitor: 1000,
} as const;
export type OutcomeTypeId = (typeof outcomeTypeIds)[keyof typeof outcomeTypeIds];

const o = outcomeTypeIds;

/** The outcome types of each market type, in display order. */
export const outcomeTypesOf: Readonly<Record<MarketTypeId, readonly OutcomeTypeId[]>> = {
  [marketTypeIds.result]: [o.home, o.draw, o.away],
  [marketTypeIds.handicap]: [o.handicapHome, o.handicapAway],
  [marketTypeIds.doubleChance]: [o.homeOrDraw, o.homeOrAway, o.drawOrAway],
  [marketTypeIds.nextGoal]: [o.nextGoalHome, o.noNextGoal, o.nextGoalAway],
  [marketTypeIds.total]: [o.over, o.under],
  [marketTypeIds.bothTeamsToScore]: [o.bothScoreYes, o.bothScoreNo],
  [marketTypeIds.winner]: [o.home, o.away],
  [marketTypeIds.outright]: [o.competitor],
};

/** Market types settled on the final score alone (priced from a score distribution). */
export type FinalScoreMarket =
  | { readonly typeId: typeof marketTypeIds.result }
  | { readonly typeId: typeof marketTypeIds.doubleChance }
  | { readonly typeId: typeof marketTypeIds.winner }
  | { readonly typeId: typeof marketTypeIds.bothTeamsToScore }
  | { readonly typeId: typeof marketTypeIds.total; readonly line: number }
  | { readonly typeId: typeof marketTypeIds.handicap; readonly line: number };

/** A line is whole, half or quarter: 2, 2.5, 2.25, −0.75. */
export function isMarketLine(line: number): boolean {
  return Number.isFinite(line) && Number.isInteger(line * 4) && Math.abs(line) <= 1000;
}

/**
 * A side of a line: `value` against `line` wins above, loses below and is refunded level; a quarter
 * line stakes half on each neighbouring line (2.25 is half on 2 and half on 2.5).
 */
export function settleAgainstLine(value: number, line: number): OutcomeResult {
  if (!isMarketLine(line)) throw new RangeError(`${line} is not a whole, half or quarter line`);
  if (!Number.isInteger(line * 2))
    return combineHalves(settleAgainstLine(value, line - 0.25), settleAgainstLine(value, line + 0.25));
  if (value > line) return outcomeWon;
  if (value < line) return outcomeLost;
  return outcomeRefunded;
}

const when = (condition: boolean): OutcomeResult => (condition ? outcomeWon : outcomeLost);

/**
 * The result of one outcome of a final-score market. A two-way `winner` is only ever settled on a
 * final score with a winner; a level one (abandoned) is refunded.
 */
export function settleFinalScoreOutcome(
  market: FinalScoreMarket,
  outcome: OutcomeTypeId,
  final: Score,
): OutcomeResult {
  const margin = final.home - final.away;
  const total = final.home + final.away;
  switch (market.typeId) {
    case marketTypeIds.result:
      if (outcome === o.home) return when(margin > 0);
      if (outcome === o.draw) return when(margin === 0);
      if (outcome === o.away) return when(margin < 0);
      break;
    case marketTypeIds.doubleChance:
      if (outcome === o.homeOrDraw) return when(margin >= 0);
      if (outcome === o.homeOrAway) return when(margin !== 0);
      if (outcome === o.drawOrAway) return when(margin <= 0);
      break;
    case marketTypeIds.winner:
      if (margin === 0 && (outcome === o.home || outcome === o.away)) return outcomeRefunded;
      if (outcome === o.home) return when(margin > 0);
      if (outcome === o.away) return when(margin < 0);
      break;
    case marketTypeIds.bothTeamsToScore:
      if (outcome === o.bothScoreYes) return when(final.home > 0 && final.away > 0);
      if (outcome === o.bothScoreNo) return when(final.home === 0 || final.away === 0);
      break;
    case marketTypeIds.total:
      if (outcome === o.over) return settleAgainstLine(total, market.line);
      if (outcome === o.under) return settleAgainstLine(-total, -market.line);
      break;
    case marketTypeIds.handicap:
      // The home side with its handicap added beats the away side: margin + line > 0.
      if (outcome === o.handicapHome) return settleAgainstLine(margin, -market.line);
      if (outcome === o.handicapAway) return settleAgainstLine(-margin, market.line);
      break;
  }
  throw new RangeError(`outcome type ${outcome} is not one of market type ${market.typeId}`);
}

/** Who scored the goal a next-goal market names: `none` when the game ended before it. */
export type NextGoalScorer = 'home' | 'away' | 'none';

export function settleNextGoalOutcome(outcome: OutcomeTypeId, scorer: NextGoalScorer): OutcomeResult {
  if (outcome === o.nextGoalHome) return when(scorer === 'home');
  if (outcome === o.noNextGoal) return when(scorer === 'none');
  if (outcome === o.nextGoalAway) return when(scorer === 'away');
  throw new RangeError(`outcome type ${outcome} is not one of the next-goal market`);
}

/** A competitor of an outright: won alone, won sharing the first place (dead heat), or lost. */
export function settleOutrightOutcome(competitor: string, winners: readonly string[]): OutcomeResult {
  return winners.includes(competitor) ? outcomeDeadHeat(winners.length) : outcomeLost;
}

/** The parameter an outcome shows beside its name (`param` to clients): its line, from its side. */
export function outcomeParam(market: FinalScoreMarket, outcome: OutcomeTypeId): number | undefined {
  if (market.typeId === marketTypeIds.total) return market.line;
  if (market.typeId === marketTypeIds.handicap)
    return outcome === o.handicapHome ? market.line : -market.line;
  return undefined;
}

/**
 * The book's rules on a market's selections: a next-goal bet is single-only (what it means moves
 * with every goal), and a long-term bet is never a banker of a system.
 */
export function marketRestrictions(
  typeId: number,
  kind: number,
): { isBannedExpress: boolean; isDisabledBanker: boolean } {
  return { isBannedExpress: typeId === marketTypeIds.nextGoal, isDisabledBanker: kind === 7 };
}

/**
 * A market's specifier values by key (`total=2.5|goalnr=2` → {total: '2.5', goalnr: '2'}), the
 * canonical form feeds write them in.
 */
export function parseSpecifier(specifier: string): Record<string, string> {
  if (specifier === '') return {};
  return Object.fromEntries(
    specifier.split('|').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

export function formatSpecifier(values: Readonly<Record<string, string | number>>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${key}=${values[key]}`)
    .join('|');
}

/**
 * The final-score market a market type and specifier name, if it is one (a total's `total`, a
 * handicap's `hcp`, the home side's line).
 */
export function finalScoreMarketOf(typeId: number, specifier: string): FinalScoreMarket | undefined {
  const values = parseSpecifier(specifier);
  const line = (key: string) => {
    const value = Number(values[key]);
    return values[key] !== undefined && isMarketLine(value) ? value : undefined;
  };
  switch (typeId) {
    case marketTypeIds.result:
    case marketTypeIds.doubleChance:
    case marketTypeIds.winner:
    case marketTypeIds.bothTeamsToScore:
      return { typeId } as FinalScoreMarket;
    case marketTypeIds.total: {
      const total = line('total');
      return total === undefined ? undefined : { typeId, line: total };
    }
    case marketTypeIds.handicap: {
      const hcp = line('hcp');
      return hcp === undefined ? undefined : { typeId, line: hcp };
    }
    default:
      return undefined;
  }
}
