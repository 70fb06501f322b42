import { createHash } from 'node:crypto';

/** A 32-bit seed from any text (a game's id): the simulator's draws are a function of it alone. */
export function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/**
 * A small seeded generator (mulberry32): the same seed gives the same draws on every run and every
 * instance, so a game's whole course is fixed when it is scheduled and a restart replays it alike.
 * Not for anything secret.
 */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** Uniform in [0, 1). */
    next,
    between: (low: number, high: number) => low + (high - low) * next(),
    integer: (low: number, high: number) => low + Math.floor((high - low + 1) * next()),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** Normal(0, 1) by Box–Muller. */
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    /** Poisson(mean) by inversion (means here stay small per draw). */
    poisson: (mean: number) => {
      let count = 0;
      let product = next();
      const limit = Math.exp(-mean);
      while (product > limit) {
        count += 1;
        product *= next();
      }
      return count;
    },
    /** Weighted pick: `weights[i]` for `items[i]`. */
    weighted: <T>(items: readonly T[], weights: readonly number[]): T => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let point = next() * total;
      for (let index = 0; index < items.length; index += 1) {
        point -= weights[index] ?? 0;
        if (point < 0) return items[index] as T;
      }
      return items[items.length - 1] as T;
    },
  };
}

export type Random = ReturnType<typeof randomFrom>;
