import { errorCodes, statusCodes } from '@parlay/contract';
import { HttpError } from '../../../http/http-error.ts';

export function providerNotConfiguredError(): HttpError {
  return new HttpError({
    status: statusCodes.NOT_FOUND,
    code: errorCodes.NOT_FOUND,
    messageKey: 'auth_error_social_provider_unknown',
  });
}

export function providerUnavailableError(): HttpError {
  return new HttpError({
    status: 503,
    code: errorCodes.SOCIAL_PROVIDER_UNAVAILABLE,
    messageKey: 'auth_error_social_provider_unavailable',
  });
}

export function socialSignInFailedError(): HttpError {
  return new HttpError({
    status: statusCodes.ERROR,
    code: errorCodes.SOCIAL_SIGN_IN_FAILED,
    messageKey: 'auth_error_social_failed',
  });
}

export function socialIdentityMissingError(): HttpError {
  return new HttpError({
    status: statusCodes.ERROR,
    code: errorCodes.SOCIAL_IDENTITY_MISSING,
    messageKey: 'auth_error_social_missing',
  });
}

/** `GET /social-api/oauth/pending` with no pending identity in this browser. */
export function pendingIdentityNotFoundError(): HttpError {
  return new HttpError({
    status: statusCodes.NOT_FOUND,
    code: errorCodes.NOT_FOUND,
    messageKey: 'auth_error_social_missing',
  });
}
