import {
  type ChangeCoefActionId,
  isCoefChangeAcceptable,
  oddsFrom,
  type PlacementProblem,
  placementProblems,
} from '@parlay/domain';
import type { CouponBet, CouponState } from './coupon-state.ts';

/**
 * Each bet's problems under the placement rules the server applies (packages/domain
 * `placementProblems`): two outcomes of one game in an accumulator (dependent), a selection banned
 * from an express outside singles, a banker where it may not be.
 */
export function betProblems(
  state: Pick<CouponState, 'bets' | 'typeId'>,
): Map<number, PlacementProblem['reason'][]> {
  const problems = new Map<number, PlacementProblem['reason'][]>();
  const found = placementProblems(
    state.typeId,
    state.bets.map((bet, index) => ({
      selectionId: bet.id,
      gameId: bet.gameId,
      banker: bet.banker,
      // A conditional's bet in no block is its own block (as the arithmetic takes it).
      blockId: bet.blockId > 0 ? bet.blockId : state.typeId === 5 ? index + 1 : undefined,
      isBannedExpress: bet.isBannedExpress,
      isDisabledBanker: bet.isDisabledBanker,
    })),
    Number.POSITIVE_INFINITY,
  );
  for (const { field, reason } of found) {
    const index = /^bets\.(\d+)\./.exec(field)?.[1];
    const bet = index === undefined ? undefined : state.bets[Number(index)];
    if (bet) problems.set(bet.id, [...(problems.get(bet.id) ?? []), reason]);
  }
  return problems;
}

/**
 * The bets that depend on another (seed 001 §3 isDepend): both outcomes of one game where the
 * coupon's type cannot take them together.
 */
export function dependentBetIds(state: Pick<CouponState, 'bets' | 'typeId'>): Set<number> {
  const flagged = [...betProblems(state)].filter(([, reasons]) => reasons.includes('dependent_bets'));
  const games = new Set(flagged.map(([id]) => state.bets.find((bet) => bet.id === id)?.gameId));
  const dependent = new Set(flagged.map(([id]) => id));
  // The first outcome of the game is as much part of the clash as the ones after it.
  for (const bet of state.bets)
    if (games.has(bet.gameId) && state.bets.filter((other) => other.gameId === bet.gameId).length > 1)
      dependent.add(bet.id);
  return dependent;
}

/** What the page knows of a bet's market and game now (the live store's price and state). */
export interface BetNow {
  coef: number | null;
  /** The market takes no bets now (suspended, the feed down). */
  blocked: boolean;
  /** The game has game time, is live-in-live, or its status is 2 or 3. */
  inPlay: boolean;
  /** The finished flag, or game status 4. */
  finished: boolean;
}

export interface BetClass {
  live: boolean;
  finished: boolean;
  dependent: boolean;
  locked: boolean;
}

/**
 * Bet classification (seed 001 §4): live if not finished and in play or on a live market;
 * locked if blocked, dependent, or banned from an express while the coupon combines bets.
 */
export function classifyBet(
  bet: CouponBet,
  now: BetNow,
  dependent: ReadonlySet<number>,
  problems: ReadonlyMap<number, readonly string[]>,
): BetClass {
  const finished = now.finished;
  const isDependent = dependent.has(bet.id);
  return {
    finished,
    live: !finished && (now.inPlay || bet.isLive),
    dependent: isDependent,
    locked: now.blocked || finished || isDependent || (problems.get(bet.id)?.length ?? 0) > 0,
  };
}

/** A bet's price now against the one the player accepted, under the coefficient-change option. */
export interface CoefChange {
  id: number;
  accepted: number;
  now: number;
  /** The option takes the new price without asking (1 any change; 2 an increase). */
  takenSilently: boolean;
}

/**
 * The prices that moved since the player accepted them, each marked whether changeCoefAction
 * takes it without asking (seed 001 §3: 0 confirm, 1 accept any change, 2 accept increases).
 */
export function coefChanges(
  bets: readonly CouponBet[],
  coefNow: (bet: CouponBet) => number | null,
  changeCoefAction: ChangeCoefActionId,
): CoefChange[] {
  const changes: CoefChange[] = [];
  for (const bet of bets) {
    const now = coefNow(bet);
    if (now === null || now === bet.coef) continue;
    const takenSilently = isCoefChangeAcceptable(changeCoefAction, oddsFrom(bet.coef), oddsFrom(now));
    changes.push({ id: bet.id, accepted: bet.coef, now, takenSilently });
  }
  return changes;
}
