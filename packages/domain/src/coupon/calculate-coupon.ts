import { isOdds, oddsScale } from '../odds.ts';
import { calculateExpress, calculateSingle } from './accumulators.ts';
import { calculateAntiExpress } from './anti-express.ts';
import type { CouponCalculation, CouponCalculationInput, ExactCalculation } from './coupon-input.ts';
import { CouponRuleError } from './coupon-rule-error.ts';
import { maxCouponLegs, requireLegCount, requireMoneyAmount } from './coupon-rules.ts';
import { couponTypeIds, isBetStatusId, isCouponTypeId } from './coupon-types.ts';
import { type Fraction, fractionFromDecimal, roundHalfUp } from './fraction.ts';
import { calculateManySingles } from './many-singles.ts';
import { calculateChain, calculateConditional } from './sequences.ts';
import { calculateLucky, calculateMultibet, calculatePatent, calculateSystem } from './systems.ts';

/** Decimals of money when the caller names no currency. */
export const defaultMoneyScale = 2;

/** The types whose legs may be bankers: a system's bankers, a multibet's lobby. */
const typesWithBankers = new Set<number>([couponTypeIds.system, couponTypeIds.multibet]);

type TypeRule = (input: CouponCalculationInput, amount: Fraction, moneyScale: number) => ExactCalculation;

const rulesByType: Readonly<Record<number, TypeRule>> = {
  [couponTypeIds.single]: calculateSingle,
  [couponTypeIds.express]: calculateExpress,
  [couponTypeIds.system]: calculateSystem,
  [couponTypeIds.chain]: calculateChain,
  [couponTypeIds.multibet]: calculateMultibet,
  [couponTypeIds.conditional]: calculateConditional,
  [couponTypeIds.antiExpress]: calculateAntiExpress,
  [couponTypeIds.lucky]: calculateLucky,
  [couponTypeIds.patent]: calculatePatent,
  [couponTypeIds.manySingles]: calculateManySingles,
};

function validateCommon(input: CouponCalculationInput, moneyScale: number): void {
  if (!isCouponTypeId(input.typeId)) throw new CouponRuleError('typeId', 'invalid');
  requireMoneyAmount('amount', input.amount, moneyScale);
  requireLegCount(input.legs, 1, maxCouponLegs);
  if (input.antiExpressCoef !== undefined && !isOdds(input.antiExpressCoef)) {
    throw new CouponRuleError('antiExpressCoef', 'invalid');
  }
  input.legs.forEach((leg, index) => {
    if (!isOdds(leg.coef)) throw new CouponRuleError(`bets.${index}.coef`, 'invalid');
    if (!isBetStatusId(leg.statusId)) throw new CouponRuleError(`bets.${index}.statusId`, 'invalid');
    if (leg.banker === true && !typesWithBankers.has(input.typeId)) {
      throw new CouponRuleError(`bets.${index}.banker`, 'banker_not_allowed');
    }
  });
}

/**
 * Stakes, lines, potential win and settled return of a coupon of any of the ten types, exactly as
 * BET-TYPES.md defines them: exact rational arithmetic inside (bigint, never a binary float), money
 * rounded half-up to the currency's decimals and the coefficient to 3 decimals, once, at the end.
 * Throws a `CouponRuleError` naming the field for a coupon the rules refuse.
 */
export function calculateCoupon(input: CouponCalculationInput): CouponCalculation {
  const moneyScale = input.moneyScale ?? defaultMoneyScale;
  if (!Number.isInteger(moneyScale) || moneyScale < 0 || moneyScale > 18) {
    throw new RangeError(`money scale ${moneyScale}: need an integer 0 to 18`);
  }
  validateCommon(input, moneyScale);
  const exact = rulesByType[input.typeId]!(input, fractionFromDecimal(input.amount), moneyScale);
  const money = (value: Fraction) => roundHalfUp(value, moneyScale);
  return {
    lines: Number(exact.lines),
    stakePerLine: exact.stakePerLine === null ? null : money(exact.stakePerLine),
    totalStake: money(exact.totalStake),
    coef: exact.coef === null ? null : roundHalfUp(exact.coef, oddsScale),
    potentialWin: money(exact.potentialWin),
    settledReturn: exact.settledReturn === null ? null : money(exact.settledReturn),
    ...(exact.blockMaxStakes === undefined ? {} : { blockMaxStakes: exact.blockMaxStakes.map(money) }),
  };
}
