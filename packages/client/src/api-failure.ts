import type { ErrorEnvelope } from '@parlay/contract';
import { displayMoney, isCurrencyCode, limitRefusalReasons, moneyFromDecimal } from '@parlay/domain';

/** Codes the client gives a call that got no envelope: cancelled, offline, or an answer that is not one. */
export type ClientFailureCode = 'CANCELLED' | 'NETWORK_ERROR' | 'HTTP_ERROR';

/** Why a call failed: the server's error envelope, or one made here (status 499, 0, or the bare status). */
export type ApiFailure = Omit<ErrorEnvelope, 'code'> & { code: ErrorEnvelope['code'] | ClientFailureCode };

export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message ?? `${failure.code} (${failure.status})`);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

/** Status the client gives a request it abandoned (aborted, or a captcha the user closed). */
export const cancelledStatus = 499;

export const cancelledFailure: ApiFailure = {
  status: cancelledStatus,
  code: 'CANCELLED',
  messageKey: 'main_request_cancelled',
};

/**
 * The values a refusal's text takes, written as the page's language writes them (not the browser's,
 * so the sentence and its amount or date agree): a limit's remaining amount with its currency
 * (`{{remaining}}`), the limit's currency (`{{currency}}`) and the end of an exclusion (`{{endsAt}}`).
 */
export function failureValues(failure: ApiFailure, language: string): Record<string, string> | undefined {
  const limit = failure.limit;
  if (limit === undefined) return undefined;
  const values: Record<string, string> = {};
  if (limit.remaining !== undefined)
    values.remaining = remainingText(limit.remaining, limit.currency, language);
  if (limit.currency !== undefined) values.currency = limit.currency;
  if (limit.endsAt !== undefined)
    values.endsAt = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(limit.endsAt),
    );
  return values;
}

/** The remaining amount as the site shows money ("₽1,000.00"); as the server wrote it if it is not money this client knows. */
function remainingText(remaining: string, currency: string | undefined, language: string): string {
  if (isCurrencyCode(currency)) {
    try {
      return displayMoney(moneyFromDecimal(remaining, currency), language);
    } catch {
      // Not a decimal of that currency: the plain text below still tells the player the amount.
    }
  }
  return `${remaining} ${currency ?? ''}`.trim();
}

/** The text to show for a failure: the server's own message, else the translated key, else the generic one. */
export function errorMessage(
  failure: ApiFailure,
  t: (key: string, values?: Readonly<Record<string, string>>) => string,
  language: string,
): string {
  if (failure.message) return failure.message;
  const values = failureValues(failure, language);
  const translated = values === undefined ? t(failure.messageKey) : t(failure.messageKey, values);
  // A translator answers a key it does not know with the key itself.
  return translated && translated !== failure.messageKey ? translated : t('main_query_error');
}

export function malformedFailure(status: number): ApiFailure {
  return { status, code: 'HTTP_ERROR', messageKey: 'main_query_error' };
}

/** The envelope of a failed answer, or a failure described by its status alone. */
export async function readFailure(response: Response): Promise<ApiFailure> {
  let envelope: unknown = null;
  try {
    envelope = await response.json();
  } catch {
    // A proxy's HTML page or an empty body: described by the status alone.
  }
  if (!isRecord(envelope) || typeof envelope.code !== 'string') return malformedFailure(response.status);
  const failure: ApiFailure = {
    status: typeof envelope.status === 'number' ? envelope.status : response.status,
    code: envelope.code as ApiFailure['code'],
    messageKey: typeof envelope.messageKey === 'string' ? envelope.messageKey : 'main_query_error',
  };
  if (typeof envelope.message === 'string') failure.message = envelope.message;
  if (isRecord(envelope.fields)) failure.fields = stringRecord(envelope.fields);
  if (isCaptchaCode(envelope.captchaCode)) failure.captchaCode = envelope.captchaCode;
  if (typeof envelope.retryAfter === 'number') failure.retryAfter = envelope.retryAfter;
  if (typeof envelope.exception_code === 'number') failure.exception_code = envelope.exception_code;
  if (Array.isArray(envelope.changedBets)) failure.changedBets = envelope.changedBets.filter(isChangedBet);
  if (isLimitDetails(envelope.limit)) failure.limit = envelope.limit;
  // Checked field by field where it is used (the coupon reads it as it reads its remembered copy).
  if (isRecord(envelope.couponDraft)) failure.couponDraft = envelope.couponDraft as ApiFailure['couponDraft'];
  return failure;
}

/** A rejected fetch: aborted (499) or the network is down (status 0). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return new ApiError(cancelledFailure);
  // fetch rejects with a TypeError ('Failed to fetch') when the network is down.
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', messageKey: 'main_network_error' });
}

/** One bet of a 409 COEFFICIENT_CHANGED as the server has it now. */
function isChangedBet(value: unknown): value is NonNullable<ApiFailure['changedBets']>[number] {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    (typeof value.coef === 'number' || value.coef === null) &&
    typeof value.bettable === 'boolean'
  );
}

/** A responsible-gaming refusal's details (403 RESPONSIBLE_GAMING_LIMIT, SELF_EXCLUDED). */
function isLimitDetails(value: unknown): value is NonNullable<ApiFailure['limit']> {
  return (
    isRecord(value) &&
    typeof value.reason === 'string' &&
    (limitRefusalReasons as readonly string[]).includes(value.reason) &&
    typeof value.typeId === 'number' &&
    ['remaining', 'currency', 'endsAt'].every(
      (name) => value[name] === undefined || typeof value[name] === 'string',
    )
  );
}

function isCaptchaCode(value: unknown): value is 100 | 111 | 112 | 113 {
  return value === 100 || value === 111 || value === 112 || value === 113;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') result[key] = text;
  return result;
}
