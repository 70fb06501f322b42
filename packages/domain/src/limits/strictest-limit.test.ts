import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LimitInForce, LimitTypeId } from './limit-types.ts';
import { remainingOf, strictestOfKind } from './strictest-limit.ts';

function limit(typeId: LimitTypeId, value: number, endsAt: number | null = null): LimitInForce {
  return { typeId, value, currency: null, startedAt: 0, endsAt };
}

describe('strictestOfKind', () => {
  it('the shortest session limit and reality-check interval govern', () => {
    const limits = [limit(31, 5), limit(31, 2), limit(32, 30), limit(32, 10)];
    expect(strictestOfKind(limits, 'session')?.value).toBe(2);
    expect(strictestOfKind(limits, 'reality-check')?.value).toBe(10);
  });

  it('the exclusion that ends last governs', () => {
    const limits = [limit(30, 7, 7_000), limit(30, 30, 30_000), limit(33, 1, 1_000)];
    expect(strictestOfKind(limits, 'self-exclusion')?.endsAt).toBe(30_000);
    expect(strictestOfKind(limits, 'timeout')?.endsAt).toBe(1_000);
    expect(strictestOfKind(limits, 'session')).toBeUndefined();
  });
});

describe('remainingOf', () => {
  it('never allows less than zero nor more than the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1e9 }), fc.integer({ min: 0, max: 2e9 }), (value, used) => {
        const remaining = remainingOf({ limit: limit(1, value), used });
        expect(remaining).toBeGreaterThanOrEqual(0);
        expect(remaining).toBeLessThanOrEqual(value);
        expect(remaining).toBe(Math.max(0, value - used));
      }),
    );
  });
});
