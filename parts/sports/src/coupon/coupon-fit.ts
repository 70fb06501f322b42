import {
  betStatusIds,
  type CouponLeg,
  CouponRuleError,
  type CouponTypeId,
  calculateCoupon,
  couponTypeIds,
  minSystemValue,
  oddsFrom,
} from '@parlay/domain';
import type { CouponBet } from './coupon-state.ts';

/** Every coupon type in the order the chooser lists them. */
export const allCouponTypeIds: readonly CouponTypeId[] = Object.values(couponTypeIds);

/** The types that place bankers (a system's, a multibet's lobby). */
export function takesBankers(typeId: CouponTypeId): boolean {
  return typeId === couponTypeIds.system || typeId === couponTypeIds.multibet;
}

/** The types whose bets are grouped in blocks (a multibet's elements, a conditional's blocks). */
export function takesBlocks(typeId: CouponTypeId): boolean {
  return typeId === couponTypeIds.multibet || typeId === couponTypeIds.conditional;
}

/** The types with a k of a k/m choice. */
export function takesSystemValue(typeId: CouponTypeId): boolean {
  return typeId === couponTypeIds.system || typeId === couponTypeIds.multibet;
}

/**
 * Whether the domain's rules accept these bets as a coupon of `typeId` (the right number of bets,
 * bankers only where the type has them): asked of the arithmetic itself, so the chooser never
 * offers a type the calculation or the server would refuse for its bets' count.
 */
export function typeFits(typeId: CouponTypeId, bets: readonly CouponBet[]): boolean {
  if (bets.length === 0) return false;
  try {
    calculateCoupon({
      typeId,
      amount: { units: 1n, scale: 0 },
      ...(takesSystemValue(typeId) ? { systemValue: minSystemValue } : {}),
      legs: couponLegs(typeId, bets),
    });
    return true;
  } catch (error) {
    if (error instanceof CouponRuleError) return false;
    throw error;
  }
}

/**
 * The bets as the arithmetic's legs: bankers only where the type takes them; a multibet's bet in
 * no element stands alone; a conditional's bet in no block is its own block, in the coupon's order.
 */
export function couponLegs(typeId: CouponTypeId, bets: readonly CouponBet[]): CouponLeg[] {
  return bets.map((bet, index) => ({
    coef: oddsFrom(Math.max(bet.coef, 1.001)),
    statusId: betStatusIds.notStarted,
    ...(takesBankers(typeId) && bet.banker ? { banker: true } : {}),
    ...(typeId === couponTypeIds.multibet && bet.blockId > 0 ? { blockId: bet.blockId } : {}),
    ...(typeId === couponTypeIds.conditional ? { blockId: bet.blockId > 0 ? bet.blockId : index + 1 } : {}),
  }));
}

/** The types the chooser offers for these bets. */
export function typesFor(bets: readonly CouponBet[]): CouponTypeId[] {
  return allCouponTypeIds.filter((typeId) => typeFits(typeId, bets));
}
