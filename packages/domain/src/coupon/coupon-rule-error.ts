/** Why a coupon cannot be calculated, each a message key suffix the server and client translate. */
export const couponRuleCodes = [
  'required',
  'invalid',
  'not_positive',
  'too_many_decimals',
  'too_few',
  'too_many',
  'out_of_range',
  'banker_not_allowed',
  'block_mixes_lobby',
  'unknown_block',
  'above_block_maximum',
  'too_many_half_results',
] as const;
export type CouponRuleCode = (typeof couponRuleCodes)[number];

/**
 * A coupon the rules refuse, naming the request field at fault as a dotted path of the
 * calculation input (`systemValue`, `bets`, `bets.2.banker`, `amountByBlockId.3`), so a caller
 * can answer 400 naming it.
 */
export class CouponRuleError extends Error {
  readonly field: string;
  readonly code: CouponRuleCode;

  constructor(field: string, code: CouponRuleCode, detail?: string) {
    super(`${field}: ${code}${detail === undefined ? '' : ` (${detail})`}`);
    this.name = 'CouponRuleError';
    this.field = field;
    this.code = code;
  }
}
