import { hasMaximumAmount, isVipBetAvailable } from '@parlay/domain';
import type { CouponConfig } from './coupon-config.ts';
import type { CouponBet, CouponState } from './coupon-state.ts';

/**
 * Whether the coupon may go as a vip bet now (seed 001 §5, packages/domain `isVipBetAvailable`): the
 * site offers it, the type has a maximum the account is held to (the same rules the stake is checked
 * by), no bet is live as the page classifies it (`isLive`), and it is not many singles.
 */
export function vipBetAvailable(
  state: Pick<CouponState, 'typeId' | 'bets'>,
  isLive: (bet: CouponBet) => boolean,
  config: CouponConfig,
  isBonusAccount: boolean,
): boolean {
  return isVipBetAvailable({
    siteAllows: config.showVipBet,
    typeId: state.typeId,
    hasMaximum: hasMaximumAmount(
      state.typeId,
      {
        typesWithMinAmount: config.couponTypesWithMinAmount,
        typesWithMaxAmount: config.couponTypesWithMaxAmount,
      },
      isBonusAccount,
    ),
    bets: state.bets.map((bet) => ({ isLive: isLive(bet) })),
  });
}
