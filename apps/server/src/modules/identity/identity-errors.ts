import { errorCodes } from '@parlay/contract';
import { HttpError } from '../../http/http-error.ts';

/** One answer for an unknown login and a wrong password: nothing tells which it was. */
export function invalidCredentials(): HttpError {
  return new HttpError({
    status: 400,
    code: errorCodes.INVALID_CREDENTIALS,
    messageKey: 'auth_error_credentials',
    fields: { login: 'auth_error_login', password: 'auth_error_password' },
  });
}

export function invalidCode(field = 'code'): HttpError {
  return new HttpError({
    status: 400,
    code: errorCodes.INVALID_CODE,
    messageKey: 'auth_error_code',
    fields: { [field]: 'auth_error_code' },
  });
}

export function codeExpired(field = 'code'): HttpError {
  return new HttpError({
    status: 400,
    code: errorCodes.CODE_EXPIRED,
    messageKey: 'auth_error_code_expired',
    fields: { [field]: 'auth_error_code_expired' },
  });
}

export function invalidToken(): HttpError {
  return new HttpError({ status: 400, code: errorCodes.INVALID_TOKEN, messageKey: 'auth_error_token' });
}

/** A genuine link whose time is up: the page can say so and offer a new one. */
export function tokenExpired(): HttpError {
  return new HttpError({
    status: 400,
    code: errorCodes.TOKEN_EXPIRED,
    messageKey: 'auth_error_token_expired',
  });
}

export function termsNotConfirmed(): HttpError {
  return new HttpError({
    status: 451,
    code: errorCodes.TERMS_NOT_CONFIRMED,
    messageKey: 'auth_terms_not_confirmed',
    exceptionCode: 1,
  });
}

export function registrationDisabled(): HttpError {
  return new HttpError({
    status: 403,
    code: errorCodes.REGISTRATION_DISABLED,
    messageKey: 'auth_registration_disabled',
  });
}

/** No two-step sign-in waits in this browser (none started, or its 5 minutes are over). */
export function twoStepNotPending(): HttpError {
  return new HttpError({
    status: 400,
    code: errorCodes.TWO_STEP_NOT_PENDING,
    messageKey: 'auth_error_two_step_expired',
  });
}
