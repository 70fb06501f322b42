/**
 * Load state of a remote part (seed 000 §4, seed 001 §4 "Micro-frontend load state").
 * Allowed moves: not-exist → loading | ready; error → loading | not-exist;
 * loading → error | ready | not-exist; ready → not-exist.
 */
export type PartLoadState = 'not-exist' | 'loading' | 'ready' | 'error';

const allowedMoves: Record<PartLoadState, readonly PartLoadState[]> = {
  'not-exist': ['loading', 'ready'],
  error: ['loading', 'not-exist'],
  loading: ['error', 'ready', 'not-exist'],
  ready: ['not-exist'],
};

export function canMovePartLoadState(from: PartLoadState, to: PartLoadState): boolean {
  return allowedMoves[from].includes(to);
}

/** The next state, or an error naming the illegal move: a loader bug must not pass silently. */
export function movePartLoadState(from: PartLoadState, to: PartLoadState): PartLoadState {
  if (!canMovePartLoadState(from, to)) throw new Error(`part load state cannot move from ${from} to ${to}`);
  return to;
}

/** A view may be reloaded at most once per second (seed 001 §9). */
export const partReloadThrottleMs = 1000;

export function canReloadPart(
  lastReloadAt: number | null,
  now: number,
  throttleMs = partReloadThrottleMs,
): boolean {
  return lastReloadAt === null || now - lastReloadAt >= throttleMs;
}
