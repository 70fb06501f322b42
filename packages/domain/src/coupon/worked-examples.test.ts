import { describe, expect, it } from 'vitest';
import type { ExactDecimal } from '../exact-decimal.ts';
import { calculateCoupon } from './calculate-coupon.ts';
import type { CouponCalculation } from './coupon-input.ts';
import { betTypeWorkedExamples as examples } from './worked-examples.ts';

const text = (value: ExactDecimal | null): string => {
  if (value === null) return 'null';
  const digits = (value.units < 0n ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  return `${value.units < 0n ? '-' : ''}${whole}${value.scale > 0 ? `.${digits.slice(-value.scale)}` : ''}`;
};

/** The calculation's results in the examples' notation; a coefficient loses its trailing zeros. */
function statedForm(result: CouponCalculation): Record<string, string> {
  return {
    lines: String(result.lines),
    spl: text(result.stakePerLine),
    ts: text(result.totalStake),
    tc: result.coef === null ? 'null' : text(result.coef).replace(/\.?0+$/, ''),
    pw: text(result.potentialWin),
    sr: text(result.settledReturn),
    max: (result.blockMaxStakes ?? []).map(text).join(','),
  };
}

describe('the worked examples of BET-TYPES.md', () => {
  it('are all here, twenty of them, one per type at least', () => {
    expect(examples).toHaveLength(20);
    expect(new Set(examples.map((example) => example.input.typeId)).size).toBe(10);
  });

  it.each(examples.map((example) => [example.name, example] as const))('%s', (_name, example) => {
    const actual = statedForm(calculateCoupon(example.input));
    const checked = Object.fromEntries(Object.keys(example.expected).map((key) => [key, actual[key]]));
    expect(checked).toEqual(example.expected);
  });
});
