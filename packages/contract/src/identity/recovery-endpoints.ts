import { defineEndpoints } from '../http/endpoint.ts';
import {
  codeSentResponseSchema,
  recoveryCheckBodySchema,
  recoverySaveBodySchema,
  recoverySendBodySchema,
  successResponseSchema,
} from './identity.ts';

/** Password recovery (docs/identity-api.md "Password recovery"), throttled like sign-in. */
export const recoveryEndpoints = defineEndpoints('recovery', {
  send: {
    method: 'POST',
    path: '/web-api/password-recovery/send',
    summary: 'Sends a recovery code by email or SMS (same answer for unknown accounts)',
    tags: ['identity'],
    body: recoverySendBodySchema,
    response: codeSentResponseSchema,
    errors: ['ACCOUNT_LOCKED'],
    requires: { captcha: true, rateLimit: 'sensitive' },
  },
  check: {
    method: 'POST',
    path: '/web-api/password-recovery/check',
    summary: 'Checks a recovery code: INVALID_CODE or CODE_EXPIRED when it does not hold',
    tags: ['identity'],
    body: recoveryCheckBodySchema,
    response: successResponseSchema,
    errors: ['INVALID_CODE', 'CODE_EXPIRED', 'ACCOUNT_LOCKED'],
    requires: { captcha: true, rateLimit: 'sensitive' },
  },
  save: {
    method: 'POST',
    path: '/web-api/password-recovery/save',
    summary: 'Sets the new password with a valid recovery code; every session of the account ends',
    tags: ['identity'],
    body: recoverySaveBodySchema,
    response: successResponseSchema,
    errors: ['INVALID_CODE', 'CODE_EXPIRED', 'ACCOUNT_LOCKED'],
    requires: { captcha: true, rateLimit: 'sensitive' },
  },
});
