import type { FeedMarket } from '@parlay/contract';
import {
  type FinalScoreMarket,
  formatSpecifier,
  marketTypeIds,
  type Odds,
  outcomeTypesOf,
  priceFinalScoreMarket,
  priceOutcomes,
  type ScoreDistribution,
} from '@parlay/domain';

/** Which markets a priced state offers and how (kind 1 main, 2 other, 7 long-term). */
export interface MarketOffer {
  readonly market: FinalScoreMarket;
  readonly kind: 1 | 2 | 7;
}

export function specifierOf(market: FinalScoreMarket): string {
  if (market.typeId === marketTypeIds.total) return formatSpecifier({ total: market.line });
  if (market.typeId === marketTypeIds.handicap) return formatSpecifier({ hcp: market.line });
  return '';
}

/** A market offered with a status and prices; `null` prices when it cannot be priced (deactivated). */
export function finalScoreFeedMarket(
  offer: MarketOffer,
  distribution: ScoreDistribution,
  margin: number,
  status: 'active' | 'suspended',
  isLive: boolean,
): FeedMarket {
  const priced = priceFinalScoreMarket(offer.market, distribution, margin);
  const outcomes = outcomeTypesOf[offer.market.typeId];
  return {
    typeId: offer.market.typeId,
    specifier: specifierOf(offer.market),
    status: priced === undefined ? 'deactivated' : status,
    isLive,
    kind: offer.kind,
    outcomes: outcomes.map((outcome, index) => ({
      id: String(outcome),
      typeId: outcome,
      odds: priced?.[index]?.odds ?? null,
    })),
  };
}

/** A market of given outcomes (next goal, an outright) priced from fair probabilities. */
export function pricedFeedMarket(
  typeId: number,
  specifier: string,
  outcomes: readonly { id: string; typeId: number; probability: number }[],
  margin: number,
  options: { status: 'active' | 'suspended'; isLive: boolean; kind: 1 | 2 | 7 },
): FeedMarket {
  const prices: (Odds | undefined)[] | undefined = priceOutcomes(
    outcomes.map((outcome) => outcome.probability),
    margin,
  );
  return {
    typeId,
    specifier,
    status: prices === undefined ? 'deactivated' : options.status,
    isLive: options.isLive,
    kind: options.kind,
    outcomes: outcomes.map((outcome, index) => ({
      id: outcome.id,
      typeId: outcome.typeId,
      odds: prices?.[index] ?? null,
    })),
  };
}

/** Total lines around an expected total: a half line, its neighbours, and a quarter line for low scores. */
export function totalLines(expectedTotal: number, lowScoring: boolean): { line: number; kind: 1 | 2 }[] {
  const main = Math.floor(expectedTotal) + 0.5;
  const step = lowScoring ? 1 : Math.max(1, Math.round(Math.sqrt(expectedTotal) / 2.5));
  const lines = [
    { line: main, kind: 1 as const },
    { line: main - step, kind: 2 as const },
    { line: main + step, kind: 2 as const },
    ...(lowScoring ? [{ line: main - 0.25, kind: 2 as const }] : []),
  ];
  return lines.filter(({ line }) => line > 0);
}

/** Handicap lines (the home side's) around an expected margin: half lines, and whole and quarter ones for low scores. */
export function handicapLines(expectedMargin: number, lowScoring: boolean): { line: number; kind: 1 | 2 }[] {
  const main = -(Math.floor(expectedMargin) + 0.5);
  const step = lowScoring ? 1 : Math.max(1, Math.round(Math.abs(expectedMargin) / 3) + 2);
  const lines = [
    { line: main, kind: 1 as const },
    { line: main - step, kind: 2 as const },
    { line: main + step, kind: 2 as const },
    ...(lowScoring
      ? [
          { line: main + 0.5, kind: 2 as const },
          { line: main + 0.25, kind: 2 as const },
        ]
      : []),
  ];
  return lines.filter(({ line }, index) => lines.findIndex((other) => other.line === line) === index);
}
