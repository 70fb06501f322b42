import { describe, expect, it } from 'vitest';
import { couponTypeIds } from './coupon-types.ts';
import { isVipBetAvailable } from './vip-bet.ts';

const line = { isLive: false };
const live = { isLive: true };
const available = { siteAllows: true, typeId: couponTypeIds.express, hasMaximum: true, bets: [line, line] };

describe('isVipBetAvailable (seed 001 §5)', () => {
  it('is available for line bets of a type with a maximum on a site that allows it', () => {
    expect(isVipBetAvailable(available)).toBe(true);
    expect(isVipBetAvailable({ ...available, typeId: couponTypeIds.single, bets: [line] })).toBe(true);
  });

  it('is not when the site does not allow it', () => {
    expect(isVipBetAvailable({ ...available, siteAllows: false })).toBe(false);
  });

  it('is not without a finite maximum (a type without one, a bonus account)', () => {
    expect(isVipBetAvailable({ ...available, hasMaximum: false })).toBe(false);
  });

  it('is not when a bet is live', () => {
    expect(isVipBetAvailable({ ...available, bets: [line, live] })).toBe(false);
  });

  it('is not without bets', () => {
    expect(isVipBetAvailable({ ...available, bets: [] })).toBe(false);
  });

  it('is not for many singles', () => {
    expect(isVipBetAvailable({ ...available, typeId: couponTypeIds.manySingles })).toBe(false);
  });
});
