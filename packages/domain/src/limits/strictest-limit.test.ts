import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../currency.ts';
import type { LimitInForce, LimitTypeId } from './limit-types.ts';
import { remainingOf, strictestOfKind, strictestRemaining } from './strictest-limit.ts';

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

describe('strictestRemaining', () => {
  it('the money limit with least left governs, whatever its window', () => {
    const currency: CurrencyCode = 'EUR';
    const daily = { ...limit(20, 10_000), currency };
    const weekly = { ...limit(21, 30_000), currency };
    expect(
      strictestRemaining([
        { limit: daily, used: 2_000 },
        { limit: weekly, used: 25_000 },
      ]),
    ).toEqual({
      typeId: 21,
      remaining: 5_000,
      currency,
    });
    expect(strictestRemaining([])).toBeUndefined();
  });

  it('never allows less than zero nor more than any single limit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ value: fc.integer({ min: 100, max: 1e9 }), used: fc.integer({ min: 0, max: 2e9 }) }),
          {
            minLength: 1,
          },
        ),
        (entries) => {
          const usages = entries.map(({ value, used }) => ({ limit: limit(1, value), used }));
          const strictest = strictestRemaining(usages);
          expect(strictest?.remaining).toBeGreaterThanOrEqual(0);
          for (const usage of usages) expect(strictest?.remaining).toBeLessThanOrEqual(remainingOf(usage));
        },
      ),
    );
  });
});
