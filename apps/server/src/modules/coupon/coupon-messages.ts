import type { CouponRuleCode } from '@parlay/domain';

/**
 * The message key (shell `main` dictionary, every site language) of each reason the coupon rules
 * refuse a field for. The field's path says which field; the key says what is wrong with it.
 */
export const couponRuleMessageKeys: Readonly<Record<CouponRuleCode, string>> = {
  required: 'main_validation_required',
  invalid: 'coupon_error_coef_invalid',
  not_positive: 'coupon_error_amount_not_positive',
  too_many_decimals: 'coupon_error_amount_decimals',
  too_few: 'coupon_error_too_few_bets',
  too_many: 'coupon_error_too_many_bets',
  out_of_range: 'coupon_error_system_value',
  banker_not_allowed: 'coupon_error_banker_not_allowed',
  block_mixes_lobby: 'coupon_error_block_mixes_lobby',
  unknown_block: 'coupon_error_unknown_block',
  above_block_maximum: 'coupon_error_above_block_maximum',
  too_many_half_results: 'coupon_error_too_many_half_results',
};

/** Keys of what the request's own reading refuses, before the coupon rules see it. */
export const couponRequestMessageKeys = {
  amountInvalid: 'coupon_error_amount_invalid',
  amountTooLarge: 'coupon_error_amount_too_large',
  coefInvalid: 'coupon_error_coef_invalid',
  unknownBet: 'coupon_error_unknown_bet',
  duplicateBet: 'coupon_error_duplicate_bet',
} as const;
