import type { Score, ScoreDistribution } from './score-distribution.ts';

/**
 * Games won in sets: tennis (games of a set), volleyball and table tennis (points of a set), darts
 * (legs of a set), e-sports maps and fights' rounds (a set each). A set goes to the first side to
 * `target` with a lead of `winBy` (2 unless given); with `tiebreakAt`, a set level at that count
 * is decided by one tie-break (tennis).
 */
export interface SetRules {
  readonly target: number;
  readonly winBy?: 1 | 2;
  readonly tiebreakAt?: number;
}

export const setRules = {
  tennis: { target: 6, tiebreakAt: 6 },
  volleyball: { target: 25 },
  volleyballDecider: { target: 15 },
  tableTennis: { target: 11 },
} as const satisfies Record<string, SetRules>;

/**
 * The chance the home side takes the set from `score` (its units: games, points) when it wins each
 * unit with probability `unitWin` independently.
 */
export function setWinProbability(unitWin: number, score: Score, rules: SetRules): number {
  if (!(unitWin >= 0 && unitWin <= 1)) throw new RangeError(`unitWin ${unitWin} is not a probability`);
  const memo = new Map<string, number>();
  // From deuce (level at target − 1 or more) a side needs two in a row: p² / (p² + q²).
  const fromDeuce =
    unitWin ** 2 + (1 - unitWin) ** 2 === 0 ? 0.5 : unitWin ** 2 / (unitWin ** 2 + (1 - unitWin) ** 2);
  if ((rules.winBy ?? 2) === 1) return raceToTarget(unitWin, score, rules.target);
  const won = (home: number, away: number): number => {
    if (rules.tiebreakAt !== undefined && home === rules.tiebreakAt && away === rules.tiebreakAt)
      return unitWin;
    if (home >= rules.target && home - away >= 2) return 1;
    if (away >= rules.target && away - home >= 2) return 0;
    if (rules.tiebreakAt !== undefined && home > rules.tiebreakAt) return 1;
    if (rules.tiebreakAt !== undefined && away > rules.tiebreakAt) return 0;
    if (rules.tiebreakAt === undefined && home === away && home >= rules.target - 1) return fromDeuce;
    const key = `${home}:${away}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = unitWin * won(home + 1, away) + (1 - unitWin) * won(home, away + 1);
    memo.set(key, value);
    return value;
  };
  return won(score.home, score.away);
}

/** First to `target` units, no lead needed: P(home gets there first). */
function raceToTarget(unitWin: number, score: Score, target: number): number {
  const memo = new Map<string, number>();
  const won = (home: number, away: number): number => {
    if (home >= target) return 1;
    if (away >= target) return 0;
    const key = `${home}:${away}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = unitWin * won(home + 1, away) + (1 - unitWin) * won(home, away + 1);
    memo.set(key, value);
    return value;
  };
  return won(score.home, score.away);
}

export interface SetsInput {
  /** Sets to win the match: 2 of best of 3, 3 of best of 5. */
  readonly setsToWin: number;
  /** Sets won so far. */
  readonly sets: Score;
  /** The chance the home side takes the set in play (from its games or points so far). */
  readonly currentSetWin: number;
  /** The chance the home side takes a set from its start. */
  readonly setWin: number;
}

/** The distribution of the final score in sets: 2:0, 2:1, 1:2, 0:2 for best of three. */
export function setsScoreDistribution(input: SetsInput): ScoreDistribution {
  const { setsToWin } = input;
  if (input.sets.home >= setsToWin || input.sets.away >= setsToWin)
    return [{ home: input.sets.home, away: input.sets.away, probability: 1 }];
  const finals = new Map<string, { home: number; away: number; probability: number }>();
  const walk = (home: number, away: number, probability: number, setWin: number) => {
    if (probability === 0) return;
    if (home === setsToWin || away === setsToWin) {
      const key = `${home}:${away}`;
      const entry = finals.get(key) ?? { home, away, probability: 0 };
      entry.probability += probability;
      finals.set(key, entry);
      return;
    }
    walk(home + 1, away, probability * setWin, input.setWin);
    walk(home, away + 1, probability * (1 - setWin), input.setWin);
  };
  walk(input.sets.home, input.sets.away, 1, input.currentSetWin);
  return [...finals.values()];
}
