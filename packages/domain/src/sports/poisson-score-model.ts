import { normalised, type Score, type ScoreDistribution } from './score-distribution.ts';

/**
 * Scores as independent Poisson processes (Maher 1982, Dixon–Coles without the low-score
 * correction): goals in football, ice hockey and futsal, runs in baseball, points in basketball
 * and handball. Each side adds a Poisson number of scores, with its expected count, to what it has.
 */
export interface PoissonScoreInput {
  /** What the home side is expected to add over the rest of the game (0 once it is over). */
  readonly homeExpected: number;
  readonly awayExpected: number;
  /** The score so far. */
  readonly score: Score;
}

/** Probabilities below this are left out of a distribution (and the rest scaled back to 1). */
const negligible = 1e-10;

/** P(N = k) for k = 0…, N ~ Poisson(mean), the negligible head and tail left out. */
export function poissonProbabilities(mean: number): { from: number; probabilities: number[] } {
  if (!(mean >= 0) || !Number.isFinite(mean)) throw new RangeError(`a Poisson mean must be ≥ 0, got ${mean}`);
  if (mean === 0) return { from: 0, probabilities: [1] };
  // Built up from k = 0 in log space, so a large mean (basketball's 110 points) does not underflow.
  const logMean = Math.log(mean);
  const upper = Math.ceil(mean + 10 * Math.sqrt(mean) + 10);
  let logProbability = -mean;
  let from = -1;
  const probabilities: number[] = [];
  for (let k = 0; k <= upper; k += 1) {
    if (k > 0) logProbability += logMean - Math.log(k);
    const probability = Math.exp(logProbability);
    if (probability < negligible) {
      if (from >= 0 && k > mean) break;
      continue;
    }
    if (from < 0) from = k;
    probabilities.push(probability);
  }
  return { from, probabilities };
}

/** The final-score distribution: today's score plus each side's Poisson count of further scores. */
export function poissonScoreDistribution(input: PoissonScoreInput): ScoreDistribution {
  const home = poissonProbabilities(input.homeExpected);
  const away = poissonProbabilities(input.awayExpected);
  const entries: { home: number; away: number; probability: number }[] = [];
  home.probabilities.forEach((homeProbability, homeIndex) => {
    away.probabilities.forEach((awayProbability, awayIndex) => {
      const probability = homeProbability * awayProbability;
      if (probability < negligible) return;
      entries.push({
        home: input.score.home + home.from + homeIndex,
        away: input.score.away + away.from + awayIndex,
        probability,
      });
    });
  });
  return normalised(entries);
}

/**
 * Who scores the next goal, if anyone, before the end: with both sides' scoring as Poisson
 * processes over the time left, the first score comes with probability 1 − e^(−λ), and is the
 * home side's in the share λ_home / λ.
 */
export function nextScoreProbabilities(input: Pick<PoissonScoreInput, 'homeExpected' | 'awayExpected'>): {
  home: number;
  none: number;
  away: number;
} {
  const total = input.homeExpected + input.awayExpected;
  if (total <= 0) return { home: 0, none: 1, away: 0 };
  const none = Math.exp(-total);
  return {
    home: ((1 - none) * input.homeExpected) / total,
    none,
    away: ((1 - none) * input.awayExpected) / total,
  };
}

/** Two sides' strengths on one scale (a log-rate: +0.3 scores about 35 % more against the same side). */
export interface MatchUp {
  readonly homeRating: number;
  readonly awayRating: number;
  /** Scores one side makes in a whole game between equal sides on a neutral ground. */
  readonly averageScore: number;
  /** The home side's edge on the same log scale (0 on neutral ground). */
  readonly homeAdvantage: number;
}

/**
 * What each side is expected to score in the share `remaining` of the game still to play (1 before
 * the start, 0 at the end): the average scaled by the rating difference, split evenly between
 * attack and defence.
 */
export function expectedScores(matchUp: MatchUp, remaining: number): { home: number; away: number } {
  if (!(remaining >= 0 && remaining <= 1)) throw new RangeError(`remaining ${remaining} is not in [0, 1]`);
  const edge = (matchUp.homeRating - matchUp.awayRating) / 2;
  return {
    home: matchUp.averageScore * Math.exp(edge + matchUp.homeAdvantage / 2) * remaining,
    away: matchUp.averageScore * Math.exp(-edge - matchUp.homeAdvantage / 2) * remaining,
  };
}
