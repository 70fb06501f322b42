import {
  ApiError,
  type ApiFailure,
  checkRecoveryCode,
  confirmEmailLink,
  confirmTerms,
  saveRecoveredPassword,
} from '@parlay/client';
import type { TokenAction } from './identity-view.ts';

/** The calls of the identity pages (docs/identity-api.md "Registration", "Password recovery", "Session and token"). */
export const identityApi = {
  /** activate | activatefast | accountverify | stopnewsletter, each with the token of its email link. */
  tokenAction: (action: TokenAction, token: string) => confirmEmailLink(action, token),
  checkRecoveryCode,
  saveNewPassword: saveRecoveredPassword,
  confirmTerms,
};

/** How a page tells a failed link apart: out of date, never valid (or already used), or anything else. */
export type LinkFailure = 'expired' | 'invalid' | 'other';

const expiredCodes = new Set(['CODE_EXPIRED', 'TOKEN_EXPIRED']);
/** A malformed token or code is as wrong as a forged one: the server refuses it before looking it up. */
const invalidCodes = new Set(['INVALID_CODE', 'INVALID_TOKEN', 'VALIDATION_ERROR']);

export function classifyLinkFailure(failure: ApiFailure): LinkFailure {
  if (expiredCodes.has(failure.code)) return 'expired';
  if (invalidCodes.has(failure.code)) return 'invalid';
  return 'other';
}

/** The failure behind any rejection of a call (a bug in the page shows as the generic error). */
export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError) return error.failure;
  console.error('[identity]', error);
  return { status: 0, code: 'HTTP_ERROR', messageKey: 'main_query_error' };
}

/**
 * The text of a failure: the server's own message, else its key when this part's dictionary has
 * it, else the generic text (server keys live in the shell's dictionaries, not in the part's).
 */
export function failureText(failure: ApiFailure, t: (key: string) => string, has: (key: string) => boolean) {
  if (failure.message) return failure.message;
  return has(failure.messageKey) ? t(failure.messageKey) : t('main_query_error');
}
