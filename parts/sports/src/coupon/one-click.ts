import { ApiError } from '@parlay/client';
import type { Translator } from '@parlay/i18n';
import { couponAccountStore } from './coupon-accounts.ts';
import { amountOf } from './coupon-amount.ts';
import { placeBody, placeCoupon, placedOf, placementFailureText } from './coupon-placement.ts';
import type { CouponBet } from './coupon-state.ts';
import type { CouponStore } from './coupon-store.ts';
import { oneClickFailed, placedOneClick } from './coupon-transitions.ts';

/**
 * One-click betting (seed 001 §3 isActiveOneClick): a price pressed is placed at once as a single
 * of the one-click stake, from the active account, with a key of its own; the outcome shows in the
 * coupon and the balance is read again.
 */
export async function placeOneClick(store: CouponStore, bet: CouponBet, i18n: Translator): Promise<void> {
  const { t } = i18n;
  const account = couponAccountStore().getState().activeAccount;
  if (!account) {
    store.apply(oneClickFailed, t('coupon_sign_in'));
    return;
  }
  const amount = store.state.settings.oneClickAmount;
  const money = amountOf(amount, account.iso);
  if (!money || money.minor <= 0n) {
    store.apply(oneClickFailed, t('coupon_one_click_no_amount'));
    return;
  }
  // Never a vip bet: one press places at once, and a vip bet is asked for in the coupon, beside its stake.
  const body = placeBody({ ...store.state, typeId: 0, amount }, [bet], account.id, { isVipBet: false });
  try {
    const answer = await placeCoupon(body, i18n.language);
    const coupon = answer.successCoupon ?? answer.singlesResultCoupons[0];
    if (coupon) store.apply(placedOneClick, placedOf(coupon));
    couponAccountStore()
      .refresh()
      .catch(() => {});
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    store.apply(oneClickFailed, placementFailureText(error.failure, i18n, i18n.language));
  }
}
