/** A score as the two sides of a game have it: goals, points, sets won, rounds. */
export interface Score {
  readonly home: number;
  readonly away: number;
}

/** One possible final score and how likely it is. */
export interface WeightedScore extends Score {
  readonly probability: number;
}

/**
 * The final scores a game may end with and their probabilities (summing to 1): what every
 * final-score market is priced from, whatever the sport's model.
 */
export type ScoreDistribution = readonly WeightedScore[];

/** The distribution scaled to sum to 1 (a truncated model's tail is left out). */
export function normalised(distribution: ScoreDistribution): ScoreDistribution {
  const total = distribution.reduce((sum, entry) => sum + entry.probability, 0);
  if (!(total > 0)) throw new RangeError('a score distribution needs some probability');
  return distribution.map((entry) => ({ ...entry, probability: entry.probability / total }));
}

/**
 * Two-way sports settle a level game in overtime (extra innings, a super over): each level final
 * score becomes a home win with probability `homeShare`, else an away win, by the given margin
 * of points added to the winner and loser (basketball's overtime adds to both).
 */
export function withTiesResolved(
  distribution: ScoreDistribution,
  homeShare: number,
  overtime: { winner: number; loser: number } = { winner: 1, loser: 0 },
): ScoreDistribution {
  if (!(homeShare >= 0 && homeShare <= 1))
    throw new RangeError(`homeShare ${homeShare} is not a probability`);
  if (!(overtime.winner > overtime.loser)) throw new RangeError('the overtime winner must score more');
  return distribution.flatMap((entry) =>
    entry.home !== entry.away
      ? [entry]
      : [
          {
            home: entry.home + overtime.winner,
            away: entry.away + overtime.loser,
            probability: entry.probability * homeShare,
          },
          {
            home: entry.home + overtime.loser,
            away: entry.away + overtime.winner,
            probability: entry.probability * (1 - homeShare),
          },
        ],
  );
}
