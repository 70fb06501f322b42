/**
 * Every `code` the error envelope can carry, with the one HTTP status it is answered with. The
 * server throws only these; an endpoint declaration lists the ones it may answer beyond those every
 * endpoint shares (`commonErrorCodes`), and the OpenAPI document and the client's types follow.
 */
export const errorStatuses = {
  VALIDATION_ERROR: 400,
  MALFORMED_REQUEST: 400,
  REQUEST_ERROR: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  /** A page address longer than the server renders. */
  URI_TOO_LONG: 414,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** An `Idempotency-Key` already used for a different request (same key, other body): nothing done. */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** The account's available money does not cover the amount: nothing moved. */
  INSUFFICIENT_FUNDS: 400,
  /** A webhook whose signature header is missing, malformed, stale or matches no secret: ignored. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** The payment provider could not be reached or refused to start the payment: nothing was done. */
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  /** A coupon's prices moved beyond what its changeCoefAction accepts: nothing staked (`changedBets`). */
  COEFFICIENT_CHANGED: 409,
  /** A selection of the coupon takes no bets now (suspended, closed, settled, or a bet stop came). */
  SELECTION_UNAVAILABLE: 409,
  /**
   * A deposit or stake a responsible-gaming limit of the player refuses (deposit, wagering or loss
   * limit, timeout, self-exclusion, ended session): nothing moved; the envelope's `limit` says which.
   */
  RESPONSIBLE_GAMING_LIMIT: 403,
  /** A sign-in of a player who excluded themselves or took a timeout: refused until `limit.endsAt`. */
  SELF_EXCLUDED: 403,
  /** A coupon draft saved over a version that is not the stored one: nothing saved (`couponDraft`). */
  COUPON_DRAFT_STALE: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  FINGERPRINT_REQUIRED: 400,
  CAPTCHA_REQUIRED: 400,
  ACCOUNT_LOCKED: 429,
  CSRF_FAILED: 403,
  INVALID_CREDENTIALS: 400,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  TERMS_NOT_CONFIRMED: 451,
  REGISTRATION_DISABLED: 403,
  INVALID_TOKEN: 400,
  TOKEN_EXPIRED: 400,
  SOCIAL_IDENTITY_MISSING: 400,
  TWO_STEP_NOT_PENDING: 400,
  /** A social sign-in (OpenID Connect callback, Google One Tap credential) that proves nobody. */
  SOCIAL_SIGN_IN_FAILED: 400,
  /** The identity provider could not be reached (discovery, keys): try again later. */
  SOCIAL_PROVIDER_UNAVAILABLE: 503,
  /** No part of that name is registered. */
  PART_NOT_FOUND: 404,
  /** A part answered with a failure or something that is not a descriptor. */
  PART_UNAVAILABLE: 502,
  /** A part (or the server's own copy of it) is not running. */
  PART_NOT_RUNNING: 503,
  /** A part did not answer in time. */
  PART_TIMEOUT: 504,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;

export const errorCodeList = Object.keys(errorStatuses) as [ErrorCode, ...ErrorCode[]];

/** `errorCodes.NOT_FOUND === 'NOT_FOUND'`: the codes as values, for throwing and comparing. */
export const errorCodes = Object.fromEntries(errorCodeList.map((code) => [code, code])) as {
  readonly [Code in ErrorCode]: Code;
};

/**
 * What any endpoint may answer whatever it does: a malformed or oversized request, too many
 * requests, a failure of the server. Declarations list only what comes on top.
 */
export const commonErrorCodes = [
  'MALFORMED_REQUEST',
  'REQUEST_ERROR',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
] as const satisfies readonly ErrorCode[];
