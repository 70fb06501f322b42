import type { Odds } from '../odds.ts';
import { calculateCoupon } from './calculate-coupon.ts';
import type { CouponCalculation, CouponCalculationInput } from './coupon-input.ts';
import { type BetStatusId, betStatusIds, type CouponTypeId, couponTypeIds } from './coupon-types.ts';

/** Market kind that never counts towards a bonus bet (seed 001 §5 "Coupon"). */
export const marketKindExcludedFromBonus = 7;

/** The least coefficient each bet of a bonus express needs: 1.1. */
export const minBonusBetCoef = 1100 as Odds;

/** The least total coefficient of a bonus express: 1.01. */
export const minBonusTotalCoef = 1010 as Odds;

/** The fewest bets of a bonus express. */
export const minBonusBets = 3;

/**
 * The bonus coefficient of an express of `legCount` bets (seed 001 §5): 1 plus the count as a
 * percent for 1 to 9 bets, else 1.1 — in thousandths, exact at 3 decimals (3 bets → 1.03).
 */
export function bonusCoefficient(legCount: number): Odds {
  if (!Number.isInteger(legCount) || legCount < 1) throw new RangeError(`${legCount} bets: need at least 1`);
  return (legCount <= 9 ? 1000 + legCount * 10 : 1100) as Odds;
}

export interface BonusCandidate {
  /** Whether the site offers bonus bets at all. */
  readonly siteAllows: boolean;
  readonly typeId: CouponTypeId;
  readonly bets: readonly { readonly coef: Odds; readonly marketKind: number }[];
}

/**
 * Whether a coupon is a bonus bet (seed 001 §5): the site allows it, the coupon is an express of
 * at least 3 bets, each at a coefficient of at least 1.1 on a market of kind other than 7, and the
 * total coefficient is at least 1.01. The total is compared exactly, as a product of thousandths.
 */
export function isBonusEligible({ siteAllows, typeId, bets }: BonusCandidate): boolean {
  if (!siteAllows || typeId !== couponTypeIds.express || bets.length < minBonusBets) return false;
  if (!bets.every((bet) => bet.coef >= minBonusBetCoef && bet.marketKind !== marketKindExcludedFromBonus)) {
    return false;
  }
  const total = bets.reduce((product, bet) => product * BigInt(bet.coef), 1n);
  return total * 1000n >= BigInt(minBonusTotalCoef) * 1000n ** BigInt(bets.length);
}

/**
 * The bonus a settled bonus express earns, or null for none. The bonus rewards an express that
 * won whole: every leg won outright (no dead-heat share) or returned. Returned legs drop out as they
 * drop out of the express (BET-TYPES.md), so the bonus is the one of the legs that won, and none
 * when fewer than three won. A half result, a dead heat or a lost leg earns none.
 */
export function settledBonusCoefficient(
  legs: readonly { readonly statusId: BetStatusId; readonly deadHeatTies?: number }[],
): Odds | null {
  let won = 0;
  for (const leg of legs) {
    if (leg.statusId === betStatusIds.win && (leg.deadHeatTies ?? 1) === 1) won += 1;
    else if (leg.statusId !== betStatusIds.return && leg.statusId !== betStatusIds.forcedReturn) return null;
  }
  return won >= minBonusBets ? bonusCoefficient(won) : null;
}

/**
 * An express with its bonus coefficient applied. The bonus multiplies the express's coefficient,
 * so it is the express with one more won leg at the bonus: exact, with the single rounding at the
 * end that every return has (never a rounded return rounded again).
 */
export function withExpressBonus(input: CouponCalculationInput, bonus: Odds): CouponCalculation {
  if (input.typeId !== couponTypeIds.express) throw new RangeError(`a bonus on coupon type ${input.typeId}`);
  return calculateCoupon({ ...input, legs: [...input.legs, { coef: bonus, statusId: betStatusIds.win }] });
}
