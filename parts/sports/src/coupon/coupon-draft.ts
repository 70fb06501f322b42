import type { CouponDraft, CouponDraftBet } from '@parlay/contract';
import type { CouponBet, CouponState } from './coupon-state.ts';
import { couponOf } from './coupon-storage.ts';
import { settled } from './coupon-transitions.ts';

/**
 * The coupon as the server keeps it for the signed-in player's devices (packages/contract
 * `couponDraftSchema`): the coupon being built and its settings, without the tab on show or what a
 * placement answered (this page's alone).
 */

function draftBetOf(bet: CouponBet): CouponDraftBet {
  return {
    id: bet.id,
    coef: bet.coef,
    sportId: bet.sportId,
    typeId: bet.typeId,
    kind: bet.kind,
    isLive: bet.isLive,
    gameId: bet.gameId,
    champId: bet.champId,
    names: { game: bet.names.game, market: bet.names.market, outcome: bet.names.outcome },
    blockId: bet.blockId,
    banker: bet.banker,
    isBonus: bet.isBonus,
    isBannedExpress: bet.isBannedExpress,
    isDisabledBanker: bet.isDisabledBanker,
  };
}

/** Record keys as JSON writes them (a number key is text there anyway). */
const textKeyed = <V>(record: Record<number, V>): Record<string, V> =>
  Object.fromEntries(Object.entries(record));

export function draftOf(state: CouponState): CouponDraft {
  return {
    typeId: state.typeId,
    bets: state.bets.map(draftBetOf),
    accountId: state.accountId,
    amount: state.amount,
    amountByBlockId: textKeyed(state.amountByBlockId),
    amountByBetId: textKeyed(state.amountByBetId),
    prepaidAmount: state.prepaidAmount,
    systemValue: state.systemValue,
    isActiveSystemBanker: state.isActiveSystemBanker,
    isActiveVipBet: state.isActiveVipBet,
    isActiveAutoMax: state.isActiveAutoMax,
    promoCode: state.promoCode,
    manualPromoCode: state.manualPromoCode,
    expressId: state.expressId,
    addedAtByBetId: textKeyed(state.addedAtByBetId),
    manuallyDeletedBetIds: [...state.manuallyDeletedBetIds],
    settings: { ...state.settings, amountStepByCurrencyIso: { ...state.settings.amountStepByCurrencyIso } },
  };
}

/** Whether two values read the same, whatever the order of their keys (the server's JSON keeps none). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const bRecord = b as Record<string, unknown>;
  const aRecord = a as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && sameValue(aRecord[key], bRecord[key]));
}

/**
 * The coupon holding `draft`, each part checked as the remembered coupon is, its type kept valid for
 * its bets; what is this page's alone (the tab, a placement's outcome on show) stays as it was.
 */
export function adoptDraft(state: CouponState, draft: CouponDraft): CouponState {
  if (sameValue(draftOf(state), draft)) return state;
  return settled({
    ...couponOf(draft),
    tab: state.tab,
    successCoupon: state.successCoupon,
    singlesResultCoupons: state.singlesResultCoupons,
    isOneClickConfirmPending: state.isOneClickConfirmPending,
    oneClickFailure: state.oneClickFailure,
  });
}
