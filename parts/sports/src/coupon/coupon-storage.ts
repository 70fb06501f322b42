import { isCouponTypeId } from '@parlay/domain';
import { couponStorageKey, isRecord } from './coupon-glance.ts';
import { type CouponState, changeCoefActions, defaultSettings, emptyCoupon } from './coupon-state.ts';

/** What is kept: the coupon as the player built it, never the outcome of a placement. */
function keptOf(state: CouponState): Partial<CouponState> {
  const {
    successCoupon: _success,
    singlesResultCoupons: _singles,
    isOneClickConfirmPending: _pending,
    ...kept
  } = state;
  return kept;
}

/**
 * The remembered coupon, each part checked: anything a former version wrote differently, or a hand
 * edit broke, falls back to the default of that field rather than breaking the page.
 */
export function readCoupon(text: string | null): CouponState {
  if (text === null) return emptyCoupon;
  try {
    return couponOf(JSON.parse(text));
  } catch {
    return emptyCoupon;
  }
}

/** A coupon read from elsewhere (the remembered text parsed, a draft the server keeps), each part checked. */
export function couponOf(stored: unknown): CouponState {
  if (!isRecord(stored)) return emptyCoupon;
  const settings = isRecord(stored.settings) ? stored.settings : {};
  const merged = {
    ...emptyCoupon,
    ...stored,
    successCoupon: null,
    singlesResultCoupons: [],
    isOneClickConfirmPending: false,
    oneClickFailure: null,
    settings: { ...defaultSettings, ...settings },
  } as CouponState;
  if (!Array.isArray(merged.bets) || !merged.bets.every((bet) => isRecord(bet) && typeof bet.id === 'number'))
    return { ...emptyCoupon, settings: merged.settings };
  if (!isCouponTypeId(merged.typeId)) merged.typeId = emptyCoupon.typeId;
  if (!changeCoefActions.includes(merged.settings.changeCoefAction))
    merged.settings = { ...merged.settings, changeCoefAction: defaultSettings.changeCoefAction };
  if (typeof merged.amount !== 'string') merged.amount = '';
  return merged;
}

export function writeCoupon(state: CouponState): string {
  return JSON.stringify(keptOf(state));
}

export function loadStoredCoupon(): CouponState {
  try {
    return readCoupon(localStorage.getItem(couponStorageKey));
  } catch {
    return emptyCoupon;
  }
}

export function storeCoupon(state: CouponState): void {
  try {
    localStorage.setItem(couponStorageKey, writeCoupon(state));
  } catch {
    // Storage refused (private mode, full): the coupon lasts this page.
  }
}
