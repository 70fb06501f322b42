import type { RealtimePayload } from '@parlay/contract';

/** A game's score, as the sportsbook publishes it on `scores` (in play, first period, no clock). */
export function scoreChanged(gameId: number, home: number, away: number): RealtimePayload<'scores'> {
  return {
    kind: 'score.changed',
    gameId,
    status: 2,
    score: { home, away },
    periodScores: [{ home, away }],
    period: 1,
    clock: null,
    finished: false,
  };
}

/** One selection's new price, as the sportsbook publishes it on `odds`. */
export function oddsChanged(gameId: number, coef: number): RealtimePayload<'odds'> {
  return { kind: 'odds.changed', gameId, markets: [{ id: 1, coef, status: 'active' }] };
}
