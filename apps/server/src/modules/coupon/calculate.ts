import type { CalculateCouponBody, CalculateCouponResponse } from '@parlay/contract';
import {
  type CouponCalculation,
  CouponRuleError,
  calculateCoupon,
  type ExactDecimal,
  formatDecimal,
} from '@parlay/domain';
import { validationError } from '../../http/http-error.ts';
import { calculationInputOf } from './calculate-request.ts';
import { couponRuleMessageKeys } from './coupon-messages.ts';

/** A decimal as a JSON number: the double nearest to its text, which prints back as that text. */
const numberOf = (decimal: ExactDecimal): number => Number(formatDecimal(decimal));

function answerOf(result: CouponCalculation): CalculateCouponResponse {
  return {
    lines: result.lines,
    stakePerLine: result.stakePerLine === null ? null : numberOf(result.stakePerLine),
    totalStake: numberOf(result.totalStake),
    coef: result.coef === null ? null : numberOf(result.coef),
    potentialWin: numberOf(result.potentialWin),
    settledReturn: result.settledReturn === null ? null : numberOf(result.settledReturn),
    ...(result.blockMaxStakes === undefined ? {} : { blockMaxStakes: result.blockMaxStakes.map(numberOf) }),
  };
}

/**
 * The request's field a rule refusal names: the domain's paths are the body's, except a single's
 * own amount, which the body keys by bet id (`amountByBetId.<id>`).
 */
function requestFieldOf(field: string, body: CalculateCouponBody): string {
  const ownAmount = /^bets\.(\d+)\.amount$/.exec(field);
  const betId = ownAmount === null ? undefined : body.bets[Number(ownAmount[1])]?.id;
  return betId === undefined ? field : `amountByBetId.${betId}`;
}

/** `POST /coupon-api/calculate`: the coupon's arithmetic (packages/domain `calculateCoupon`). */
export function calculateCouponAnswer(body: CalculateCouponBody): CalculateCouponResponse {
  const input = calculationInputOf(body);
  try {
    return answerOf(calculateCoupon(input));
  } catch (error) {
    if (!(error instanceof CouponRuleError)) throw error;
    throw validationError({ [requestFieldOf(error.field, body)]: couponRuleMessageKeys[error.code] });
  }
}
