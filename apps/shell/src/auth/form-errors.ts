import type { ApiFailure } from '@parlay/client';
import { errorMessage } from '@parlay/client';

/** Seed 001 §8: "more than 3 errors — at most 3 shown, sorted by priority". */
export const maxShownErrors = 3;

/** Which sign-in input a failure is about (seed 001 §5: login, password or both). */
export type LoginErrorTarget = 'login' | 'password' | 'both';

const loginFields = new Set(['login', 'uLogin', 'email', 'phone', 'phone_number', 'phone-number']);
const passwordFields = new Set(['password', 'uPassword', 'pass']);

/** Classifies a sign-in failure by the request fields the server named; null when it named none. */
export function classifyLoginFailure(failure: ApiFailure): LoginErrorTarget | null {
  const names = Object.keys(failure.fields ?? {});
  const login = names.some((name) => loginFields.has(name));
  const password = names.some((name) => passwordFields.has(name));
  if (login && password) return 'both';
  if (login) return 'login';
  if (password) return 'password';
  return null;
}

export interface FormError {
  /** The form field the message belongs to, or null for the form as a whole. */
  field: string | null;
  text: string;
}

type Translate = (key: string) => string;

/**
 * The messages a failed submit shows: the failure's own message first (what happened) unless a
 * field says the same, then one per field in the form's order of fields (earlier fields are fixed
 * first), at most three.
 */
export function formErrors(
  failure: ApiFailure,
  t: Translate,
  fieldOrder: readonly string[],
  language: string,
): FormError[] {
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  const fieldErrors = Object.entries(failure.fields ?? {})
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, key]): FormError => ({ field, text: t(key) }));
  const general = errorMessage(failure, t, language);
  const all = fieldErrors.some((error) => error.text === general)
    ? fieldErrors
    : [{ field: null, text: general }, ...fieldErrors];
  return all.slice(0, maxShownErrors);
}

/** The message of one field among shown errors, for the field's own error slot. */
export function fieldError(errors: readonly FormError[], ...fields: string[]): string | undefined {
  return errors.find((error) => error.field !== null && fields.includes(error.field))?.text;
}
