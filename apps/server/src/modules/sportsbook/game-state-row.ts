import type { GameState, RealtimePayload } from '@parlay/contract';
import { gameStatusIds } from '@parlay/domain';
import type { GameRow, NewGameRow } from './feed-repository.ts';

/** A game's state as the API and the socket show it, from its row. */
export function gameStateOf(row: GameRow): GameState {
  return {
    status: row.status as GameState['status'],
    score: { home: row.scoreHome, away: row.scoreAway },
    periodScores: row.periodScores,
    period: row.period,
    clock:
      row.clockSeconds === null || row.clockAt === null
        ? null
        : {
            seconds: row.clockSeconds,
            running: row.clockRunning,
            rate: row.clockRate,
            at: row.clockAt.getTime(),
          },
  };
}

/** The columns of a state. */
export function gameStateColumns(state: GameState, timestamp: number): Partial<NewGameRow> {
  return {
    status: state.status,
    scoreHome: state.score.home,
    scoreAway: state.score.away,
    periodScores: state.periodScores,
    period: state.period,
    clockSeconds: state.clock?.seconds ?? null,
    clockRunning: state.clock?.running ?? false,
    clockRate: state.clock?.rate ?? 1,
    clockAt: state.clock === null ? null : new Date(state.clock.at),
    ...(state.status === gameStatusIds.ended ? { endedAt: new Date(timestamp) } : {}),
  };
}

/**
 * Whether a page must hear of the change: status, score, periods, or the clock stopping or
 * starting. A running clock moving on is not news: pages run it themselves from its rate.
 */
export function isNewsworthy(before: GameState, after: GameState): boolean {
  return (
    before.status !== after.status ||
    before.period !== after.period ||
    before.score.home !== after.score.home ||
    before.score.away !== after.score.away ||
    JSON.stringify(before.periodScores) !== JSON.stringify(after.periodScores) ||
    (before.clock?.running ?? false) !== (after.clock?.running ?? false)
  );
}

export function scoreChangedPayload(gameId: number, state: GameState): RealtimePayload<'scores'> {
  return {
    kind: 'score.changed',
    gameId,
    ...state,
    finished: state.status === gameStatusIds.ended,
  };
}
