import { describe, expect, it } from 'vitest';
import { partLoadRetryDelay } from './part-load-retry.ts';
import {
  canMovePartLoadState,
  canReloadPart,
  movePartLoadState,
  type PartLoadState,
} from './part-load-state.ts';

const states: PartLoadState[] = ['not-exist', 'loading', 'ready', 'error'];
const allowed = new Set([
  'not-exist>loading',
  'not-exist>ready',
  'error>loading',
  'error>not-exist',
  'loading>error',
  'loading>ready',
  'loading>not-exist',
  'ready>not-exist',
]);

describe('part load state', () => {
  for (const from of states) {
    for (const to of states) {
      const expected = allowed.has(`${from}>${to}`);
      it(`${from} → ${to} is ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canMovePartLoadState(from, to)).toBe(expected);
        if (expected) expect(movePartLoadState(from, to)).toBe(to);
        else expect(() => movePartLoadState(from, to)).toThrow(`from ${from} to ${to}`);
      });
    }
  }

  it('retry delays are 1000, 2000 and 4000 ms, then no more retries', () => {
    expect([1, 2, 3, 4].map((attempt) => partLoadRetryDelay(attempt))).toEqual([1000, 2000, 4000, null]);
    expect(partLoadRetryDelay(0)).toBeNull();
  });

  it('a reload within a second of the last one is refused', () => {
    expect(canReloadPart(null, 5)).toBe(true);
    expect(canReloadPart(1000, 1999)).toBe(false);
    expect(canReloadPart(1000, 2000)).toBe(true);
  });
});
