import {
  type CaptchaCode,
  type ErrorCode,
  type ErrorEnvelope,
  errorCodes,
  statusCodes,
} from '@parlay/contract';

export interface HttpErrorInit {
  status: number;
  code: ErrorCode;
  messageKey: string;
  /** Text for the player, shown instead of the translated messageKey. Never internal details. */
  message?: string;
  /** Request field path → message key of what is wrong with it. */
  fields?: Record<string, string>;
  /** The captcha challenge to solve before repeating the request. */
  captchaCode?: CaptchaCode;
  /** Seconds before the request may be tried again (locked account, code resend). */
  retryAfter?: number;
  /** Sub-reason of a 451 (1: terms must be confirmed). */
  exceptionCode?: number;
  /** A coupon's bets whose prices moved (409 COEFFICIENT_CHANGED). */
  changedBets?: ErrorEnvelope['changedBets'];
  /** A responsible-gaming limit's refusal: which limit, and what remains. */
  limit?: ErrorEnvelope['limit'];
  /** The coupon draft stored now (409 COUPON_DRAFT_STALE). */
  couponDraft?: ErrorEnvelope['couponDraft'];
}

/** An error a service throws to answer with a given 4xx envelope. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly publicMessage: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly captchaCode: CaptchaCode | undefined;
  readonly retryAfter: number | undefined;
  readonly exceptionCode: number | undefined;
  readonly changedBets: ErrorEnvelope['changedBets'];
  readonly limit: ErrorEnvelope['limit'];
  readonly couponDraft: ErrorEnvelope['couponDraft'];

  constructor(init: HttpErrorInit) {
    super(init.message ?? init.messageKey);
    this.name = 'HttpError';
    this.statusCode = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.publicMessage = init.message;
    this.fields = init.fields;
    this.captchaCode = init.captchaCode;
    this.retryAfter = init.retryAfter;
    this.exceptionCode = init.exceptionCode;
    this.changedBets = init.changedBets;
    this.limit = init.limit;
    this.couponDraft = init.couponDraft;
  }
}

/** 400 VALIDATION_ERROR naming the wrong fields, for checks a schema cannot express. */
export function validationError(fields: Record<string, string>): HttpError {
  return new HttpError({
    status: statusCodes.ERROR,
    code: errorCodes.VALIDATION_ERROR,
    messageKey: 'main_validation_error',
    fields,
  });
}

export function unauthorizedError(): HttpError {
  return new HttpError({
    status: statusCodes.UNAUTHORIZED,
    code: errorCodes.UNAUTHORIZED,
    messageKey: 'main_unauthorized',
  });
}

export function forbiddenError(): HttpError {
  return new HttpError({
    status: statusCodes.FORBIDDEN,
    code: errorCodes.FORBIDDEN,
    messageKey: 'main_forbidden',
  });
}

/** 429 TOO_MANY_REQUESTS: the client holds or asks for more than its share; it may try again later. */
export function tooManyRequestsError(): HttpError {
  return new HttpError({
    status: 429,
    code: errorCodes.TOO_MANY_REQUESTS,
    messageKey: 'main_too_many_requests',
  });
}

/** 400 MALFORMED_REQUEST: a body that cannot be read as its media type says (as malformed JSON is). */
export function malformedRequestError(): HttpError {
  return new HttpError({
    status: statusCodes.ERROR,
    code: errorCodes.MALFORMED_REQUEST,
    messageKey: 'main_malformed_request',
  });
}
