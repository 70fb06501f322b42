import type { ApiFailure } from '@parlay/client';
import type { Translator } from '@parlay/i18n';
import { failureText, fieldTexts } from '../office-failures.ts';

/** The status names of the seed's catalogue (§8): 400 ERROR, 401 UNAUTHORIZED, 403 FORBIDDEN. */
const statusNames: Readonly<Record<number, string>> = { 400: 'error', 401: 'unauthorized', 403: 'forbidden' };

export interface LimitFailureText {
  title: string;
  text: string;
}

/**
 * A limit that could not be saved (seed 001 §8 "limit save failure"): the status, FORBIDDEN unless
 * the answer says otherwise, as the notice's title, and the server's title (its message) or the text
 * of its key — of the field it names first, when it names one.
 */
export function limitSaveFailure(failure: ApiFailure, i18n: Translator): LimitFailureText {
  const status = statusNames[failure.status] ?? 'forbidden';
  const [fieldText] = Object.values(fieldTexts(failure, i18n));
  return {
    title: i18n.t(`office_rg_status_${status}`),
    text: failure.message ?? fieldText ?? failureText(failure, i18n),
  };
}

/**
 * The text of a confirmation or rejection that failed (seed 001 §8 "limit confirm/cancel"): the
 * server's title when it gives one, else the action's own error text.
 */
export function limitActionFailure(
  failure: ApiFailure,
  action: 'confirm' | 'reject',
  i18n: Translator,
): string {
  return (
    failure.message ??
    i18n.t(
      action === 'confirm'
        ? 'responsible_gaming_confirm_limit_error'
        : 'responsible_gaming_cancel_limit_error',
    )
  );
}
