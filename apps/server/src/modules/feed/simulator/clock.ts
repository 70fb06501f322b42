/**
 * The simulator's time, in ms since the epoch. Real time for `npm start`; faster, or moved by hand,
 * in tests (games, schedules and settlements all follow it; heartbeats and liveness stay in real time).
 */
export interface SimulatorClock {
  now(): number;
}

export const realClock: SimulatorClock = { now: () => Date.now() };

/** Runs `speed` times faster than real time from `start` (default: now). */
export function acceleratedClock(speed: number, start = Date.now()): SimulatorClock {
  const realStart = Date.now();
  return { now: () => start + (Date.now() - realStart) * speed };
}

/** Stands still until moved: `advance(ms)`, `set(ms)`. */
export function manualClock(start: number) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
    set(ms: number) {
      time = ms;
    },
  };
}
