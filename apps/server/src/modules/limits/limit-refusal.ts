import { errorCodes, type LimitRefusalDetails } from '@parlay/contract';
import { type CurrencyCode, formatMoney, type LimitRefusalReason, moneyFromMinor } from '@parlay/domain';
import { HttpError } from '../../http/http-error.ts';

/**
 * The shell's `main` dictionary key of each refusal (every site language; the texts take
 * `{{remaining}}`, `{{endsAt}}` or `{{currency}}` from the envelope's `limit`). Written out so the
 * dictionary test finds them.
 */
export const limitRefusalKeys: Readonly<Record<LimitRefusalReason, string>> = {
  'deposit-limit': 'main_limit_error_deposit',
  'wagering-limit': 'main_limit_error_wagering',
  'loss-limit': 'main_limit_error_loss',
  'limit-currency': 'main_limit_error_limit_currency',
  timeout: 'main_limit_error_timeout',
  'self-exclusion': 'main_limit_error_self_exclusion',
  'session-ended': 'main_limit_error_session_ended',
};

export interface LimitRefusalInit {
  reason: LimitRefusalReason;
  typeId: number;
  currency: CurrencyCode;
  remaining?: bigint;
  endsAt?: number | null;
  /** For `limit-currency`: the currency the limit counts in (the movement's is another). */
  limitCurrency?: CurrencyCode;
}

/**
 * 403 RESPONSIBLE_GAMING_LIMIT: a deposit or stake a limit of the player refuses, nothing moved.
 * The envelope's `limit` says which and what remains (an amount as `formatMoney` writes it, or
 * the end of an exclusion as an ISO time, or the limit's currency); a money limit names the
 * `amount` field as well, so the form shows it beside the amount.
 */
export function limitRefusal(init: LimitRefusalInit): HttpError {
  const messageKey = limitRefusalKeys[init.reason];
  const details: LimitRefusalDetails = {
    reason: init.reason,
    typeId: init.typeId,
    ...(init.remaining === undefined
      ? {}
      : { remaining: formatMoney(moneyFromMinor(init.remaining, init.currency)), currency: init.currency }),
    ...(init.endsAt === undefined || init.endsAt === null
      ? {}
      : { endsAt: new Date(init.endsAt).toISOString() }),
    ...(init.limitCurrency === undefined ? {} : { currency: init.limitCurrency }),
  };
  return new HttpError({
    status: 403,
    code: errorCodes.RESPONSIBLE_GAMING_LIMIT,
    messageKey,
    ...(init.remaining === undefined && init.limitCurrency === undefined
      ? {}
      : { fields: { amount: messageKey } }),
    limit: details,
  });
}

const signInKeys = {
  'self-exclusion': 'main_sign_in_error_self_excluded',
  timeout: 'main_sign_in_error_timeout',
} as const;

/**
 * 403 SELF_EXCLUDED: a sign-in of a player under a self-exclusion or a timeout, with its end
 * (`limit.endsAt`; none for an exclusion without an end).
 */
export function signInRefusal(
  reason: keyof typeof signInKeys,
  typeId: number,
  endsAt: number | null,
): HttpError {
  return new HttpError({
    status: 403,
    code: errorCodes.SELF_EXCLUDED,
    messageKey: signInKeys[reason],
    limit: {
      reason,
      typeId,
      ...(endsAt === null ? {} : { endsAt: new Date(endsAt).toISOString() }),
    },
  });
}
