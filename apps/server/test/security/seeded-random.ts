/** A reproducible source of choices: the same seed gives the same sequence on every machine. */
export interface SeededRandom {
  /** A whole number in [0, below). */
  below(below: number): number;
  /** One of `items` (not empty). */
  pick<T>(items: readonly T[]): T;
  /** `size` items of `items` in a random order, each at most once. */
  sample<T>(items: readonly T[], size: number): T[];
}

/** mulberry32: small, fast and well spread, enough to vary test input (not for secrets). */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (limit: number) => Math.floor(next() * limit);
  return {
    below,
    pick(items) {
      const item = items[below(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample(items, size) {
      const shuffled = [...items];
      for (let index = shuffled.length - 1; index > 0; index -= 1) {
        const other = below(index + 1);
        [shuffled[index], shuffled[other]] = [
          shuffled[other] as (typeof items)[number],
          shuffled[index] as (typeof items)[number],
        ];
      }
      return shuffled.slice(0, size);
    },
  };
}
