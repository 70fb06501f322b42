import { ApiError, type ApiFailure, failureValues } from '@parlay/client';
import type { Translator } from '@parlay/i18n';

/** The failure behind any rejection of a call (a bug in the page shows as the generic error). */
export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError) return error.failure;
  console.error('[office]', error);
  return { status: 0, code: 'HTTP_ERROR', messageKey: 'main_query_error' };
}

/**
 * A message key's text: the part's dictionary carries the keys the wallet and payments calls answer
 * with; one it does not know reads as the generic error.
 */
export function keyText(key: string, i18n: Translator, values?: Readonly<Record<string, string>>): string {
  return i18n.t(i18n.has(key) ? key : 'main_query_error', values);
}

/** The text of a failure: the server's own message, else its key's text. */
export function failureText(failure: ApiFailure, i18n: Translator): string {
  return failure.message ?? keyText(failure.messageKey, i18n, failureValues(failure, i18n.language));
}

/** The fields a failure names, each with its text (`details.card` stays as the server names it). */
export function fieldTexts(failure: ApiFailure, i18n: Translator): Record<string, string> {
  return Object.fromEntries(
    Object.entries(failure.fields ?? {}).map(([field, key]) => [
      field,
      keyText(key, i18n, failureValues(failure, i18n.language)),
    ]),
  );
}
