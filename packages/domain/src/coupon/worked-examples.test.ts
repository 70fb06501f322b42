import { describe, expect, it } from 'vitest';
import { type ExactDecimal, formatDecimal } from '../exact-decimal.ts';
import { calculateCoupon } from './calculate-coupon.ts';
import type { CouponCalculation } from './coupon-input.ts';
import { betTypeWorkedExamples as examples } from './worked-examples.ts';

const text = (value: ExactDecimal | null): string => (value === null ? 'null' : formatDecimal(value));

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
