/**
 * How one outcome of a market came out, as odds feeds settle it: won or lost, the share of the
 * stake refunded (the void factor: a whole-line push refunds all, a quarter line half), and the
 * share of a winning stake paid at the price when competitors tie for a place (the dead-heat
 * factor). A stake of 1 at price `c` returns `voidFactor + (1 − voidFactor) · (won ? c · deadHeatFactor : 0)`.
 */
export interface OutcomeResult {
  readonly won: boolean;
  readonly voidFactor: VoidFactor;
  /** In (0, 1]: 1 unless tied for a place (1/2 for two sharing one place). */
  readonly deadHeatFactor: number;
}

/** Refunded share of the stake: none, half (quarter lines) or all (a push, a void). */
export type VoidFactor = 0 | 0.5 | 1;

export const voidFactors: readonly VoidFactor[] = [0, 0.5, 1];

export const outcomeWon: OutcomeResult = Object.freeze({ won: true, voidFactor: 0, deadHeatFactor: 1 });
export const outcomeLost: OutcomeResult = Object.freeze({ won: false, voidFactor: 0, deadHeatFactor: 1 });
/** The stake back: a push on a whole line, or a void. */
export const outcomeRefunded: OutcomeResult = Object.freeze({ won: false, voidFactor: 1, deadHeatFactor: 1 });
/** Half the stake won, half refunded (a quarter line one step on the right side). */
export const outcomeHalfWon: OutcomeResult = Object.freeze({ won: true, voidFactor: 0.5, deadHeatFactor: 1 });
/** Half the stake lost, half refunded (a quarter line one step on the wrong side). */
export const outcomeHalfLost: OutcomeResult = Object.freeze({
  won: false,
  voidFactor: 0.5,
  deadHeatFactor: 1,
});

/** A winner sharing its place with `tied − 1` others: paid at `1 / tied` of the winning stake. */
export function outcomeDeadHeat(tied: number): OutcomeResult {
  if (!Number.isInteger(tied) || tied < 1) throw new RangeError(`a dead heat needs ≥ 1 tied, got ${tied}`);
  return tied === 1 ? outcomeWon : { won: true, voidFactor: 0, deadHeatFactor: 1 / tied };
}

/**
 * A stake split in two halves settled apart (a quarter line is half on each neighbouring line).
 * Adjacent lines never give a win and a loss on integer scores, but the arithmetic holds anyway:
 * half won at the full price and half lost is a dead heat of one half.
 */
export function combineHalves(first: OutcomeResult, second: OutcomeResult): OutcomeResult {
  const returned = (result: OutcomeResult) =>
    result.voidFactor === 1 ? 'refund' : result.won ? 'win' : 'loss';
  const pair = [returned(first), returned(second)].sort().join('+');
  switch (pair) {
    case 'win+win':
      return outcomeWon;
    case 'loss+loss':
      return outcomeLost;
    case 'refund+refund':
      return outcomeRefunded;
    case 'refund+win':
      return outcomeHalfWon;
    case 'loss+refund':
      return outcomeHalfLost;
    default:
      return { won: true, voidFactor: 0, deadHeatFactor: 0.5 };
  }
}

/**
 * Bet result `statusId` of seed 001 §3 for a settled outcome (`BET-TYPES.md` leg factors):
 * 0 lose, 1 win, 2 return, 4 half win half return, 5 half lose half return, 6 half lose half win.
 * A dead heat other than one half has no status of its own: undefined (the coupon pays by the factor).
 */
export function betStatusOf(result: OutcomeResult): 0 | 1 | 2 | 4 | 5 | 6 | undefined {
  if (result.voidFactor === 1) return 2;
  if (result.voidFactor === 0.5) return result.won ? 4 : 5;
  if (!result.won) return 0;
  if (result.deadHeatFactor === 1) return 1;
  return result.deadHeatFactor === 0.5 ? 6 : undefined;
}

/**
 * A settled outcome as a coupon's leg reads it: its `statusId`, and for a dead heat other than one
 * half (no status of its own) a win shared by `deadHeatTies` (1 / deadHeatFactor, a whole number as
 * `outcomeDeadHeat` makes it).
 */
export function legResultOf(result: OutcomeResult): {
  statusId: 0 | 1 | 2 | 4 | 5 | 6;
  deadHeatTies?: number;
} {
  const statusId = betStatusOf(result);
  if (statusId !== undefined) return { statusId };
  return { statusId: 1, deadHeatTies: Math.round(1 / result.deadHeatFactor) };
}

/** What a stake of 1 returns at decimal price `price`: the leg factor `f` of BET-TYPES.md. */
export function unitReturn(result: OutcomeResult, price: number): number {
  return result.voidFactor + (1 - result.voidFactor) * (result.won ? price * result.deadHeatFactor : 0);
}

/** Results equal in every respect (a confirmed settlement that repeats the live-scouted one). */
export function sameOutcomeResult(first: OutcomeResult, second: OutcomeResult): boolean {
  return (
    first.won === second.won &&
    first.voidFactor === second.voidFactor &&
    first.deadHeatFactor === second.deadHeatFactor
  );
}
