/**
 * Who wins among many (a league, an election, a marble race): each competitor's chance from its
 * strength on a log scale, as in the Bradley–Terry / Plackett–Luce models: e^s / Σ e^s. Those
 * already out (`null`) have none.
 */
export function outrightProbabilities(strengths: readonly (number | null)[]): number[] {
  const alive = strengths.filter((strength): strength is number => strength !== null);
  if (alive.length === 0) throw new RangeError('an outright needs a competitor still in it');
  const top = Math.max(...alive);
  const weights = strengths.map((strength) => (strength === null ? 0 : Math.exp(strength - top)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** The chance the first of two sides wins a single contest between them (Bradley–Terry). */
export function headToHeadProbability(strength: number, opponentStrength: number): number {
  return 1 / (1 + Math.exp(opponentStrength - strength));
}
