import type { Selection } from '@parlay/contract';
import type { CouponBet } from './coupon-state.ts';

/** A selection as the coupon keeps it, at the coefficient the player saw when pressing its price. */
export function couponBetOf(selection: Selection, gameName: string, coef: number): CouponBet {
  return {
    id: selection.id,
    coef,
    sportId: selection.sportId,
    typeId: selection.typeId,
    kind: selection.kind,
    isLive: selection.isLive,
    gameId: selection.gameId,
    champId: selection.champId,
    names: { game: gameName, market: selection.names.market, outcome: selection.names.outcome },
    blockId: 0,
    banker: false,
    isBonus: false,
    isBannedExpress: selection.isBannedExpress,
    isDisabledBanker: selection.isDisabledBanker,
  };
}
