import { type CouponTypeId, couponTypeIds } from './coupon-types.ts';

export interface VipBetCandidate {
  /** Whether the site offers vip bets at all (site configuration `showVipBet`). */
  readonly siteAllows: boolean;
  readonly typeId: CouponTypeId;
  /**
   * Whether the coupon's amount has a finite maximum: its type is one of `couponTypesWithMaxAmount`
   * and the account is not a bonus account (seed 001 §5).
   */
  readonly hasMaximum: boolean;
  readonly bets: readonly { readonly isLive: boolean }[];
}

/**
 * Whether the coupon may be a vip bet (seed 001 §5 "Coupon"): the site allows it, the maximum bet
 * amount is finite, there are bets, all of them line bets, and the coupon is not many singles.
 * A vip bet asks for more than the maximum: a trader decides on it before the games begin, so a
 * live bet, which must be taken within its bet delay, can never be one.
 */
export function isVipBetAvailable({ siteAllows, typeId, hasMaximum, bets }: VipBetCandidate): boolean {
  return (
    siteAllows &&
    hasMaximum &&
    bets.length > 0 &&
    bets.every((bet) => !bet.isLive) &&
    typeId !== couponTypeIds.manySingles
  );
}
