/**
 * A game's status by number, as bets carry it (seed 001 §4 "Bet classification": a game in status
 * 2 or 3 is live, one in status 4 finished): 1 not started, 2 in play, 3 interrupted (a break
 * between periods, a delay), 4 ended (results may still be confirmed), 5 cancelled, 6 postponed.
 */
export const gameStatusIds = {
  notStarted: 1,
  inPlay: 2,
  interrupted: 3,
  ended: 4,
  cancelled: 5,
  postponed: 6,
} as const;
export type GameStatusId = (typeof gameStatusIds)[keyof typeof gameStatusIds];
/** The ids in order, as a tuple (a schema lists them). */
export const gameStatusIdList = [1, 2, 3, 4, 5, 6] as const satisfies readonly GameStatusId[];

/** Seed 001 §4: finished if the flag is set or the status is 4. */
export function isGameFinished(game: { finished: boolean; status: number }): boolean {
  return game.finished || game.status === gameStatusIds.ended;
}

/** Seed 001 §4: a game in status 2 (in play) or 3 (interrupted) is being played. */
export function isGameInPlay(status: number): boolean {
  return status === gameStatusIds.inPlay || status === gameStatusIds.interrupted;
}

/**
 * Seed 001 §4: a bet is live if its game is not finished and it has game time, is live-in-live,
 * its game's status is 2 or 3, or its market is live.
 */
export function isLiveBet(bet: {
  finished: boolean;
  status: number;
  gameTime?: number | null;
  isLiveInLive?: boolean;
  isLive: boolean;
}): boolean {
  if (isGameFinished(bet)) return false;
  return (
    (bet.gameTime !== undefined && bet.gameTime !== null) ||
    bet.isLiveInLive === true ||
    isGameInPlay(bet.status) ||
    bet.isLive
  );
}

/** Seed 001 §4: a bet is locked if blocked, dependent or banned from express. */
export function isLockedBet(bet: {
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
}): boolean {
  return bet.isBlocked || bet.isDepend || bet.isBannedExpress;
}

/**
 * Market kinds (the `kind` of a seed market): 1 a game's main markets (result, winner, the main
 * total and handicap), 2 its other markets, 7 long-term (outrights: a league's or an election's
 * winner). BET-TYPES.md's bonus express leaves kind 7 out.
 */
export const marketKinds = { main: 1, other: 2, longTerm: 7 } as const;
export type MarketKind = (typeof marketKinds)[keyof typeof marketKinds];
