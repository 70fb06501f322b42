import type { CouponBet } from '../coupon/coupon-state.ts';

/** A coupon bet for tests: selection `id` of game `id × 10` at 2.00, alone (no block, no banker). */
export function couponBet(id: number, changes: Partial<CouponBet> = {}): CouponBet {
  return {
    id,
    coef: 2,
    sportId: 1,
    typeId: 1,
    kind: 1,
    isLive: false,
    gameId: id * 10,
    champId: 5,
    names: { game: `Game ${id}`, market: '1X2', outcome: 'W1' },
    blockId: 0,
    banker: false,
    isBonus: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    ...changes,
  };
}
