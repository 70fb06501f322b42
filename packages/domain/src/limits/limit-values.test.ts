import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableLimitValues, readLimitValue } from './limit-values.ts';

describe('readLimitValue', () => {
  it('money limits take any integer amount between 100 and 999 999 998 minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999_999_998 }), (amount) => {
        expect(readLimitValue(1, amount)).toEqual({ ok: true, value: amount });
      }),
    );
    expect(readLimitValue(10, 99)).toEqual({
      ok: false,
      refusal: 'responsible_gaming_error_value_not_available',
    });
  });

  it('refuses fractions, non-finite and negative values', () => {
    expect(readLimitValue(20, 100.5)).toEqual({
      ok: false,
      refusal: 'responsible_gaming_error_value_not_integer',
    });
    expect(readLimitValue(20, Number.NaN)).toEqual({
      ok: false,
      refusal: 'responsible_gaming_error_value_not_integer',
    });
    expect(readLimitValue(20, -500)).toEqual({
      ok: false,
      refusal: 'responsible_gaming_error_value_negative',
    });
  });

  it('reads the deposit no-limit value as a removal, but not for other money limits', () => {
    expect(readLimitValue(21, 999_999_999)).toEqual({ ok: true, value: null });
    expect(readLimitValue(1, 999_999_999).ok).toBe(false);
  });

  it('self-exclusion takes the seed days and reads 360/720/1080/1800 as 365/730/1095/1825', () => {
    for (const days of [1, 7, 30, 90, 180, 365, 730, 1095, 1825])
      expect(readLimitValue(30, days)).toEqual({ ok: true, value: days });
    expect(readLimitValue(30, 360)).toEqual({ ok: true, value: 365 });
    expect(readLimitValue(30, 720)).toEqual({ ok: true, value: 730 });
    expect(readLimitValue(30, 1080)).toEqual({ ok: true, value: 1095 });
    expect(readLimitValue(30, 1800)).toEqual({ ok: true, value: 1825 });
    expect(readLimitValue(30, 14).ok).toBe(false);
  });

  it('session limit is 1-24 hours, -1 meaning not set', () => {
    expect(readLimitValue(31, 1)).toEqual({ ok: true, value: 1 });
    expect(readLimitValue(31, 24)).toEqual({ ok: true, value: 24 });
    expect(readLimitValue(31, 25).ok).toBe(false);
    expect(readLimitValue(31, 0).ok).toBe(false);
    expect(readLimitValue(31, -1)).toEqual({ ok: true, value: null });
  });

  it('reality check takes 5, 10, 15, 30, 45 or 60 minutes; timeout 1, 7 or 30 days', () => {
    expect([5, 10, 15, 30, 45, 60].every((minutes) => readLimitValue(32, minutes).ok)).toBe(true);
    expect(readLimitValue(32, 20).ok).toBe(false);
    expect([1, 7, 30].every((days) => readLimitValue(33, days).ok)).toBe(true);
    expect(readLimitValue(33, 2).ok).toBe(false);
  });

  it('the extra-limit cannot be set', () => {
    expect(availableLimitValues(37)).toBeUndefined();
    expect(readLimitValue(37, 100)).toEqual({
      ok: false,
      refusal: 'responsible_gaming_error_type_not_settable',
    });
  });
});
