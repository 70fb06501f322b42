import { errorCodes } from '@parlay/contract';
import type { AmountProblem, CouponRuleCode, PlacementProblem } from '@parlay/domain';
import { HttpError, validationError } from '../../http/http-error.ts';

/**
 * The refusals of placing and cashing out, each naming the field with a key of the shell's `main`
 * dictionary (translated in every site language). Written out so the dictionary test finds them.
 */

const amountKeys: Record<AmountProblem | 'below_minimum' | 'above_maximum', string> = {
  not_a_number: 'main_bet_error_amount_not_a_number',
  negative: 'main_bet_error_amount_negative',
  zero: 'main_bet_error_amount_zero',
  // More decimals than the currency has: off the amount step of its smallest unit.
  too_many_decimals: 'main_bet_error_amount_off_step',
  too_large: 'main_bet_error_amount_above_maximum',
  below_minimum: 'main_bet_error_amount_below_minimum',
  above_maximum: 'main_bet_error_amount_above_maximum',
};

const placementKeys: Record<PlacementProblem['reason'], string> = {
  too_many_bets: 'main_bet_error_too_many_bets',
  duplicate_bet: 'main_bet_error_duplicate_bet',
  dependent_bets: 'main_bet_error_dependent_bets',
  banned_express: 'main_bet_error_banned_express',
  banker_disabled: 'main_bet_error_banker_disabled',
  banker_not_allowed: 'main_bet_error_banker_not_allowed',
};

const ruleKeys: Record<CouponRuleCode, string> = {
  required: 'main_bet_error_required',
  invalid: 'main_bet_error_invalid',
  not_positive: 'main_bet_error_amount_zero',
  too_many_decimals: 'main_bet_error_amount_off_step',
  too_few: 'main_bet_error_too_few_bets',
  too_many: 'main_bet_error_too_many_bets',
  out_of_range: 'main_bet_error_out_of_range',
  banker_not_allowed: 'main_bet_error_banker_not_allowed',
  block_mixes_lobby: 'main_bet_error_invalid',
  unknown_block: 'main_bet_error_unknown_block',
  above_block_maximum: 'main_bet_error_above_block_maximum',
  too_many_half_results: 'main_bet_error_invalid',
};

export const amountError = (field: string, problem: keyof typeof amountKeys) =>
  validationError({ [field]: amountKeys[problem] });

export const placementError = (problems: readonly PlacementProblem[]) =>
  validationError(
    Object.fromEntries(
      problems.map((problem): [string, string] => [problem.field, placementKeys[problem.reason]]),
    ),
  );

export const ruleError = (field: string, code: CouponRuleCode) =>
  validationError({ [field]: ruleKeys[code] });

export const accountUnknownError = () => validationError({ accountId: 'main_bet_error_account_unknown' });

/** A bonus account that holds no sport bonus (a casino bonus is wagered in the casino). */
export const bonusAccountNotForBetsError = () =>
  validationError({ accountId: 'main_bet_error_bonus_account_not_for_bets' });

/** A vip bet asked where none is offered: the site, a live bet, many singles, no maximum, a game begun. */
export const vipUnavailableError = () => validationError({ isVipBet: 'main_bet_error_vip_unavailable' });

export const selectionUnknownError = (fields: readonly string[]) =>
  validationError(Object.fromEntries(fields.map((field) => [field, 'main_bet_error_selection_unknown'])));

export const coefInvalidError = (field: string) =>
  validationError({ [field]: 'main_bet_error_coef_invalid' });

/** A selection that takes no bets now: closed, suspended, settled, or stopped during the bet delay. */
export const selectionUnavailableError = (fields: readonly string[]) =>
  new HttpError({
    status: 409,
    code: errorCodes.SELECTION_UNAVAILABLE,
    messageKey: 'main_bet_error_selection_unavailable',
    fields: Object.fromEntries(fields.map((field) => [field, 'main_bet_error_selection_unavailable'])),
  });

/** A goal (a score change) in a game of a live coupon during its bet delay, the player having asked to drop it then. */
export const scoreChangedError = (fields: readonly string[]) =>
  new HttpError({
    status: 409,
    code: errorCodes.SELECTION_UNAVAILABLE,
    messageKey: 'main_bet_error_score_changed',
    fields: Object.fromEntries(fields.map((field) => [field, 'main_bet_error_score_changed'])),
  });

/** Prices moved beyond what changeCoefAction accepts: the bets as they are now, to confirm. */
export const coefChangedError = (
  changed: readonly { index: number; id: number; coef: number | null; bettable: boolean }[],
) =>
  new HttpError({
    status: 409,
    code: errorCodes.COEFFICIENT_CHANGED,
    messageKey: 'main_bet_error_coef_changed',
    fields: Object.fromEntries(
      changed.map((bet) => [`bets.${bet.index}.coef`, 'main_bet_error_coef_changed']),
    ),
    changedBets: changed.map(({ id, coef, bettable }) => ({ id, coef, bettable })),
  });

export const couponNotFoundError = () =>
  new HttpError({
    status: 404,
    code: errorCodes.NOT_FOUND,
    messageKey: 'main_bet_error_coupon_unknown',
    fields: { couponId: 'main_bet_error_coupon_unknown' },
  });

export const couponUnknownInBodyError = () => validationError({ couponId: 'main_bet_error_coupon_unknown' });

/** No cash-out stands for the coupon now (settled, a market suspended, a leg lost, not a single or express). */
export const cashoutUnavailableError = () =>
  new HttpError({
    status: 409,
    code: errorCodes.SELECTION_UNAVAILABLE,
    messageKey: 'main_bet_error_cashout_unavailable',
    fields: { couponId: 'main_bet_error_cashout_unavailable' },
  });

/** The offer moved beyond what changeCoefAction accepts: the offer now, to confirm. */
export const cashoutChangedError = () =>
  new HttpError({
    status: 409,
    code: errorCodes.COEFFICIENT_CHANGED,
    messageKey: 'main_bet_error_cashout_changed',
    fields: { amount: 'main_bet_error_cashout_changed' },
  });
