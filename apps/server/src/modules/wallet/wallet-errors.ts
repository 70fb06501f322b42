import { type ErrorCode, errorCodes } from '@parlay/contract';
import { HttpError } from '../../http/http-error.ts';
import type { WalletRefusalReason } from './wallet-api.ts';

interface RefusalAnswer {
  status: number;
  code: ErrorCode;
  /** The request field the refusal is about, with its message key (shell `main` dictionary). */
  field: string;
  messageKey: string;
}

/**
 * Each refusal's answer. Field names are those of the money calls' bodies (`accountId`, `amount`,
 * `transferId`); a route whose body names them otherwise re-keys `fields`.
 */
const answers: Record<WalletRefusalReason, RefusalAnswer> = {
  insufficient_funds: {
    status: 400,
    code: errorCodes.INSUFFICIENT_FUNDS,
    field: 'amount',
    messageKey: 'wallet_error_insufficient_funds',
  },
  // Unknown and another player's account are answered alike: ids of others do not exist for a caller.
  account_unknown: validation('accountId', 'wallet_error_account_unknown'),
  account_closed: validation('accountId', 'wallet_error_account_unknown'),
  currency_mismatch: validation('amount', 'wallet_error_currency_mismatch'),
  same_account: validation('accountId', 'wallet_error_same_account'),
  amount_invalid: validation('amount', 'wallet_error_amount_invalid'),
  pending_unknown: validation('transferId', 'wallet_error_transfer_unknown'),
  pending_resolved: {
    status: 409,
    code: errorCodes.CONFLICT,
    field: 'transferId',
    messageKey: 'wallet_error_pending_resolved',
  },
  pending_expired: {
    status: 409,
    code: errorCodes.CONFLICT,
    field: 'transferId',
    messageKey: 'wallet_error_pending_expired',
  },
  amount_exceeds_pending: validation('amount', 'wallet_error_amount_exceeds_pending'),
  transfer_unknown: validation('transferId', 'wallet_error_transfer_unknown'),
  transfer_reversed: {
    status: 409,
    code: errorCodes.CONFLICT,
    field: 'transferId',
    messageKey: 'wallet_error_transfer_reversed',
  },
  idempotency_key_reused: {
    status: 409,
    code: errorCodes.IDEMPOTENCY_KEY_REUSED,
    field: 'idempotency-key',
    messageKey: 'wallet_error_idempotency_key_reused',
  },
};

function validation(field: string, messageKey: string): RefusalAnswer {
  return { status: 400, code: errorCodes.VALIDATION_ERROR, field, messageKey };
}

/**
 * The wallet refused a movement: nothing moved. An HttpError, so a route answers it as is (a 4xx
 * naming the field); `reason` is for callers that act on it.
 */
export class WalletRefusal extends HttpError {
  readonly reason: WalletRefusalReason;

  constructor(reason: WalletRefusalReason) {
    const answer = answers[reason];
    super({
      status: answer.status,
      code: answer.code,
      messageKey: answer.messageKey,
      fields: { [answer.field]: answer.messageKey },
    });
    this.name = 'WalletRefusal';
    this.reason = reason;
  }
}

export function isWalletRefusal(error: unknown): error is WalletRefusal {
  return error instanceof WalletRefusal;
}
