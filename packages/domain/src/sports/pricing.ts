import type { Odds } from '../odds.ts';
import {
  type FinalScoreMarket,
  marketTypeIds,
  type OutcomeTypeId,
  outcomeTypesOf,
  settleFinalScoreOutcome,
} from './market-catalogue.ts';
import type { OutcomeResult } from './outcome-result.ts';
import type { Score, ScoreDistribution } from './score-distribution.ts';

/**
 * The fair probability a price is made from: the chance of winning, weighted by the share of the
 * stake that wins, with refunded shares taken out — the `π` at which the fair price `1/π` returns
 * the stake on average. For a market whose outcomes cover every final score once, these sum to
 * 1, refunds (whole and quarter lines) and dead heats included. Undefined when every final score
 * refunds the outcome (it cannot be priced).
 */
export function effectiveProbability(
  distribution: ScoreDistribution,
  settle: (final: Score) => OutcomeResult,
): number | undefined {
  let winning = 0;
  let refunded = 0;
  for (const entry of distribution) {
    const result = settle(entry);
    refunded += entry.probability * result.voidFactor;
    if (result.won) winning += entry.probability * (1 - result.voidFactor) * result.deadHeatFactor;
  }
  const priced = 1 - refunded;
  return priced < 1e-9 ? undefined : Math.min(1, Math.max(0, winning / priced));
}

/** Each outcome of a final-score market with its fair probability, in display order. */
export function fairFinalScoreMarket(
  market: FinalScoreMarket,
  distribution: ScoreDistribution,
): { outcome: OutcomeTypeId; probability: number }[] | undefined {
  const outcomes = outcomeTypesOf[market.typeId].map((outcome) => ({
    outcome,
    probability: effectiveProbability(distribution, (final) =>
      settleFinalScoreOutcome(market, outcome, final),
    ),
  }));
  if (outcomes.some((entry) => entry.probability === undefined)) return undefined;
  return outcomes as { outcome: OutcomeTypeId; probability: number }[];
}

/**
 * The bookmaker's margin put on fair probabilities that sum to 1: the priced ("implied")
 * probabilities sum to 1 + margin. By the power method — each πᵏ with one k < 1 for the market —
 * longshots carry more of the margin than favourites (the favourite–longshot bias bettors show)
 * and no priced probability reaches 1. Undefined when the market cannot carry it (fewer than two
 * outcomes with a chance).
 */
export function withMargin(probabilities: readonly number[], margin: number): number[] | undefined {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`margin ${margin} is not in [0, 1)`);
  const total = probabilities.reduce((sum, probability) => sum + probability, 0);
  if (Math.abs(total - 1) > 1e-6) throw new RangeError(`fair probabilities sum to ${total}, not 1`);
  if (margin === 0) return [...probabilities];
  const possible = probabilities.filter((probability) => probability > 0);
  if (possible.length < 2 || possible.some((probability) => probability >= 1)) return undefined;
  const target = 1 + margin;
  const sumAt = (k: number) => possible.reduce((sum, probability) => sum + probability ** k, 0);
  // Σ πᵏ falls from (outcomes) towards 1 as k rises from 0 to 1: bisect for the k that hits 1 + margin.
  if (sumAt(1e-6) <= target) return undefined;
  let low = 1e-6;
  let high = 1;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (sumAt(middle) > target) low = middle;
    else high = middle;
  }
  const k = (low + high) / 2;
  const priced = probabilities.map((probability) => (probability > 0 ? probability ** k : 0));
  // The bisection leaves an error far below a price step; scale it away so the sum is exact.
  const scale = target / priced.reduce((sum, probability) => sum + probability, 0);
  return priced.map((probability) => probability * scale);
}

/** Prices offered: no lower (a bet that returns almost nothing is not worth a line) and no higher. */
export const lowestOfferedOdds = 1010 as Odds;
export const highestOfferedOdds = 1_000_000 as Odds;

/**
 * The price of a priced probability, rounded down to the book's steps (hundredths below 100,
 * whole numbers above): rounding down keeps at least the margin. A longshot is capped at 1000.
 * Undefined below 1.01.
 */
export function oddsOfProbability(probability: number): Odds | undefined {
  if (!(probability > 0)) return highestOfferedOdds;
  const decimal = 1 / probability;
  if (decimal >= highestOfferedOdds / 1000) return highestOfferedOdds;
  // Thousandths first, rounded to the nearest, so 1/0.5 = 2 is not taken for 1.99999… and floored.
  const thousandths = Math.round(decimal * 1e6) / 1000;
  const step = decimal >= 100 ? 1000 : 10;
  const odds = Math.floor(thousandths / step) * step;
  return odds < lowestOfferedOdds ? undefined : (odds as Odds);
}

/**
 * Prices of a market's outcomes from their fair probabilities with the margin on: undefined when
 * the market is not to be offered (an outcome is practically certain, or the margin cannot go on).
 */
export function priceOutcomes(probabilities: readonly number[], margin: number): Odds[] | undefined {
  const priced = withMargin(probabilities, margin);
  if (priced === undefined) return undefined;
  const prices: Odds[] = [];
  for (const probability of priced) {
    const odds = oddsOfProbability(probability);
    if (odds === undefined) return undefined;
    prices.push(odds);
  }
  return prices;
}

export interface PricedOutcome {
  readonly outcome: OutcomeTypeId;
  /** Fair: before the margin. */
  readonly probability: number;
  readonly odds: Odds;
}

/**
 * A final-score market priced from a score distribution with the margin on; undefined when not to
 * be offered. Double chance outcomes overlap (each covers two of 1X2's), so each is priced as one
 * side of a two-way market against the result it leaves out.
 */
export function priceFinalScoreMarket(
  market: FinalScoreMarket,
  distribution: ScoreDistribution,
  margin: number,
): PricedOutcome[] | undefined {
  const fair = fairFinalScoreMarket(market, distribution);
  if (fair === undefined) return undefined;
  if (market.typeId === marketTypeIds.doubleChance) {
    const priced: PricedOutcome[] = [];
    for (const { outcome, probability } of fair) {
      const odds = priceOutcomes([probability, 1 - probability], margin)?.[0];
      if (odds === undefined) return undefined;
      priced.push({ outcome, probability, odds });
    }
    return priced;
  }
  const prices = priceOutcomes(
    fair.map((entry) => entry.probability),
    margin,
  );
  return prices?.map((odds, index) => ({ ...(fair[index] as (typeof fair)[number]), odds }));
}
