import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FinalScoreMarket, marketTypeIds, outcomeTypeIds } from './market-catalogue.ts';
import { expectedScores, poissonScoreDistribution } from './poisson-score-model.ts';
import {
  fairFinalScoreMarket,
  oddsOfProbability,
  priceFinalScoreMarket,
  priceOutcomes,
  withMargin,
} from './pricing.ts';
import { type ScoreDistribution, withTiesResolved } from './score-distribution.ts';
import { setsScoreDistribution } from './sets-model.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const quarterLine = (min: number, max: number) =>
  fc.integer({ min: min * 4, max: max * 4 }).map((q) => q / 4);

/** Football-like distributions: a score so far, and what each side may still add. */
const footballDistribution = fc
  .record({
    homeExpected: fc.double({ min: 0.05, max: 4, noNaN: true }),
    awayExpected: fc.double({ min: 0.05, max: 4, noNaN: true }),
    home: fc.integer({ min: 0, max: 5 }),
    away: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ home, away, ...expected }) => poissonScoreDistribution({ ...expected, score: { home, away } }));

const exhaustiveMarket: fc.Arbitrary<FinalScoreMarket> = fc.oneof(
  fc.constant({ typeId: marketTypeIds.result }),
  fc.constant({ typeId: marketTypeIds.bothTeamsToScore }),
  quarterLine(0, 8).map((line) => ({ typeId: marketTypeIds.total, line })),
  quarterLine(-4, 4).map((line) => ({ typeId: marketTypeIds.handicap, line })),
);

describe('fair probabilities', () => {
  it("of a market's outcomes sum to 1 before the margin, refunds of whole and quarter lines included", () => {
    fc.assert(
      fc.property(footballDistribution, exhaustiveMarket, (distribution, market) => {
        const fair = fairFinalScoreMarket(market, distribution);
        // A line every remaining score lands on exactly refunds everything: nothing to price.
        if (fair === undefined) return;
        expect(sum(fair.map((entry) => entry.probability))).toBeCloseTo(1, 9);
      }),
    );
  });

  it('of a two-way winner sum to 1 once level scores go to overtime', () => {
    fc.assert(
      fc.property(footballDistribution, fc.double({ min: 0, max: 1, noNaN: true }), (distribution, share) => {
        const fair = fairFinalScoreMarket(
          { typeId: marketTypeIds.winner },
          withTiesResolved(distribution, share),
        );
        expect(sum(fair!.map((entry) => entry.probability))).toBeCloseTo(1, 9);
      }),
    );
  });

  it('of a set-score distribution sum to 1 in every market on sets', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(2, 3),
        (setWin, currentSetWin, setsToWin) => {
          const distribution = setsScoreDistribution({
            setsToWin,
            sets: { home: 0, away: 0 },
            setWin,
            currentSetWin,
          });
          expect(sum(distribution.map((entry) => entry.probability))).toBeCloseTo(1, 12);
          for (const market of [
            { typeId: marketTypeIds.winner },
            { typeId: marketTypeIds.total, line: setsToWin + 0.5 },
            { typeId: marketTypeIds.handicap, line: -1.5 },
          ] as const) {
            const fair = fairFinalScoreMarket(market, distribution);
            expect(sum(fair!.map((entry) => entry.probability))).toBeCloseTo(1, 9);
          }
        },
      ),
    );
  });

  it('price a quarter line as half on each neighbouring line', () => {
    // 2 goals exactly, or 3: a 2.25 over is half refunded on 2 and half lost on 2.5 at 2 goals.
    const distribution: ScoreDistribution = [
      { home: 1, away: 1, probability: 0.5 },
      { home: 2, away: 1, probability: 0.5 },
    ];
    const fair = fairFinalScoreMarket({ typeId: marketTypeIds.total, line: 2.25 }, distribution)!;
    // Over: wins 0.5 of the stake-weight, refunded 0.25 → π = 0.5 / 0.75.
    expect(fair[0]?.probability).toBeCloseTo(2 / 3, 12);
    expect(fair[1]?.probability).toBeCloseTo(1 / 3, 12);
  });
});

describe('the margin', () => {
  const fairSet = fc
    .array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 20 })
    .map((weights) => weights.map((weight) => weight / sum(weights)));
  const margin = fc.double({ min: 0.01, max: 0.3, noNaN: true });

  it('makes the priced probabilities sum to 1 + margin, each above its fair one', () => {
    fc.assert(
      fc.property(fairSet, margin, (fair, m) => {
        const priced = withMargin(fair, m);
        if (priced === undefined) return;
        expect(sum(priced)).toBeCloseTo(1 + m, 9);
        priced.forEach((probability, index) => {
          expect(probability).toBeGreaterThanOrEqual(fair[index]! - 1e-12);
          expect(probability).toBeLessThan(1);
        });
      }),
    );
  });

  it('keeps at least the margin in the rounded prices', () => {
    fc.assert(
      fc.property(fairSet, margin, (fair, m) => {
        const prices = priceOutcomes(fair, m);
        if (prices === undefined) return;
        const implied = sum(prices.map((odds) => 1000 / odds));
        expect(implied).toBeGreaterThanOrEqual(1 + m - 1e-9);
        for (const odds of prices) expect(Number.isInteger(odds) && odds >= 1010).toBe(true);
      }),
    );
  });

  it('puts more of the margin on longshots than on favourites', () => {
    const [favourite, longshot] = withMargin([0.8, 0.2], 0.06)!;
    expect(longshot! / 0.2).toBeGreaterThan(favourite! / 0.8);
  });

  it('withdraws a market with a practically certain outcome', () => {
    expect(priceOutcomes([0.9995, 0.0005], 0.05)).toBeUndefined();
    expect(priceOutcomes([1, 0], 0.05)).toBeUndefined();
  });

  it('rounds prices down to hundredths, whole numbers from 100, capped at 1000', () => {
    expect(oddsOfProbability(0.5)).toBe(2000);
    expect(oddsOfProbability(1 / 1.857)).toBe(1850);
    expect(oddsOfProbability(1 / 150.7)).toBe(150_000);
    expect(oddsOfProbability(1e-6)).toBe(1_000_000);
    expect(oddsOfProbability(0.995)).toBeUndefined();
  });
});

describe('football prices', () => {
  const matchUp = { homeRating: 0.2, awayRating: 0, averageScore: 1.35, homeAdvantage: 0.25 };
  const priceAt = (score: { home: number; away: number }, remaining: number, market: FinalScoreMarket) => {
    const expected = expectedScores(matchUp, remaining);
    const distribution = poissonScoreDistribution({
      homeExpected: expected.home,
      awayExpected: expected.away,
      score,
    });
    return priceFinalScoreMarket(market, distribution, 0.05)!;
  };
  const oddsOf = (priced: { outcome: number; odds: number }[], outcome: number) =>
    priced.find((entry) => entry.outcome === outcome)!.odds;

  it('favour the stronger home side before kick-off', () => {
    const result = priceAt({ home: 0, away: 0 }, 1, { typeId: marketTypeIds.result });
    expect(oddsOf(result, outcomeTypeIds.home)).toBeLessThan(oddsOf(result, outcomeTypeIds.away));
  });

  it('move the right way after a home goal: home shorter, away and draw longer, over shorter', () => {
    const remaining = 0.6;
    for (const [market, shorter, longer] of [
      [{ typeId: marketTypeIds.result }, [outcomeTypeIds.home], [outcomeTypeIds.draw, outcomeTypeIds.away]],
      [{ typeId: marketTypeIds.total, line: 2.5 }, [outcomeTypeIds.over], [outcomeTypeIds.under]],
      [
        { typeId: marketTypeIds.bothTeamsToScore },
        [outcomeTypeIds.bothScoreYes],
        [outcomeTypeIds.bothScoreNo],
      ],
    ] as const) {
      const before = priceAt({ home: 0, away: 0 }, remaining, market);
      const after = priceAt({ home: 1, away: 0 }, remaining, market);
      for (const outcome of shorter) expect(oddsOf(after, outcome)).toBeLessThan(oddsOf(before, outcome));
      for (const outcome of longer) expect(oddsOf(after, outcome)).toBeGreaterThan(oddsOf(before, outcome));
    }
  });

  it('move towards the draw and the under as a goalless game runs down', () => {
    const early = priceAt({ home: 0, away: 0 }, 0.9, { typeId: marketTypeIds.result });
    const late = priceAt({ home: 0, away: 0 }, 0.1, { typeId: marketTypeIds.result });
    expect(oddsOf(late, outcomeTypeIds.draw)).toBeLessThan(oddsOf(early, outcomeTypeIds.draw));
    const earlyTotal = priceAt({ home: 0, away: 0 }, 0.9, { typeId: marketTypeIds.total, line: 1.5 });
    const lateTotal = priceAt({ home: 0, away: 0 }, 0.2, { typeId: marketTypeIds.total, line: 1.5 });
    expect(oddsOf(lateTotal, outcomeTypeIds.under)).toBeLessThan(oddsOf(earlyTotal, outcomeTypeIds.under));
  });

  it('price double chance above 1 on each side with the margin on every side', () => {
    const priced = priceAt({ home: 0, away: 0 }, 1, { typeId: marketTypeIds.doubleChance });
    for (const entry of priced) expect(1000 / entry.odds).toBeGreaterThan(entry.probability);
  });
});
