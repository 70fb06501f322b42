import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headToHeadProbability, outrightProbabilities } from './outright-model.ts';
import { nextScoreProbabilities, poissonProbabilities } from './poisson-score-model.ts';
import { setRules, setsScoreDistribution, setWinProbability } from './sets-model.ts';

describe('the sets model', () => {
  it('gives even sides an even set, and the better side more of it', () => {
    expect(setWinProbability(0.5, { home: 0, away: 0 }, setRules.tennis)).toBeCloseTo(0.5, 12);
    expect(setWinProbability(0.55, { home: 0, away: 0 }, setRules.tennis)).toBeGreaterThan(0.55);
    expect(setWinProbability(0.5, { home: 24, away: 24 }, setRules.volleyball)).toBeCloseTo(0.5, 12);
  });

  it('plays a race to a target without a lead when winBy is 1 (darts legs, a fight round)', () => {
    expect(setWinProbability(0.6, { home: 0, away: 0 }, { target: 1, winBy: 1 })).toBeCloseTo(0.6, 12);
    expect(setWinProbability(0.5, { home: 2, away: 2 }, { target: 3, winBy: 1 })).toBeCloseTo(0.5, 12);
    expect(setWinProbability(0.5, { home: 3, away: 2 }, { target: 3, winBy: 1 })).toBe(1);
  });

  it('knows a set that is over', () => {
    expect(setWinProbability(0.3, { home: 6, away: 4 }, setRules.tennis)).toBe(1);
    expect(setWinProbability(0.9, { home: 9, away: 11 }, setRules.tableTennis)).toBe(0);
  });

  it('rises with every game won', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        (unitWin, home, away) => {
          const now = setWinProbability(unitWin, { home, away }, setRules.tennis);
          const after = setWinProbability(unitWin, { home: home + 1, away }, setRules.tennis);
          expect(after).toBeGreaterThanOrEqual(now - 1e-12);
        },
      ),
    );
  });

  it('ends a best-of-three at 2:0 when the first set is won and every set after too', () => {
    const distribution = setsScoreDistribution({
      setsToWin: 2,
      sets: { home: 1, away: 0 },
      currentSetWin: 1,
      setWin: 0.6,
    });
    expect(distribution).toEqual([{ home: 2, away: 0, probability: 1 }]);
  });
});

describe('other models', () => {
  it('Poisson probabilities of a large mean sum to 1 without underflow', () => {
    const { from, probabilities } = poissonProbabilities(110);
    expect(from).toBeGreaterThan(40);
    expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 8);
  });

  it('the next score splits by the scoring rates', () => {
    const next = nextScoreProbabilities({ homeExpected: 1, awayExpected: 0.5 });
    expect(next.home + next.none + next.away).toBeCloseTo(1, 12);
    expect(next.home).toBeCloseTo(2 * next.away, 12);
    expect(nextScoreProbabilities({ homeExpected: 0, awayExpected: 0 }).none).toBe(1);
  });

  it('outright chances sum to 1 and follow strength; eliminated competitors have none', () => {
    const chances = outrightProbabilities([1, 0, null, 2]);
    expect(chances.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(chances[2]).toBe(0);
    expect(chances[3]).toBeGreaterThan(chances[0]!);
    expect(headToHeadProbability(0, 0)).toBe(0.5);
  });
});
