import { defineEndpoints } from '../http/endpoint.ts';
import {
  userTransferCheckCodeBodySchema,
  userTransferCheckCodeResponseSchema,
  userTransferParamsSchema,
  userTransferSendCodeBodySchema,
  userTransferSendCodeResponseSchema,
  userTransferUserDataBodySchema,
  userTransferUserDataResponseSchema,
} from './social.ts';

/**
 * User transfer (docs/identity-api.md "User transfer"): an unknown or finished transfer is a 404;
 * failures count per transfer and per address, with the sign-in captcha escalation.
 */
export const userTransferEndpoints = defineEndpoints('userTransfer', {
  sendCode: {
    method: 'POST',
    path: '/web-api/api/internal/v1/account/user-transfer/send-code/:transfer',
    summary: "Send an SMS code to the transfer's account phone, when the phone given is that phone",
    tags: ['identity'],
    params: userTransferParamsSchema,
    body: userTransferSendCodeBodySchema,
    response: userTransferSendCodeResponseSchema,
    errors: ['NOT_FOUND', 'ACCOUNT_LOCKED'],
    requires: { captcha: true },
  },
  checkCode: {
    method: 'POST',
    path: '/web-api/api/internal/v1/account/user-transfer/check-code/:transfer',
    summary: 'Check the SMS code of a transfer; answers the one-use redirect token',
    tags: ['identity'],
    params: userTransferParamsSchema,
    body: userTransferCheckCodeBodySchema,
    response: userTransferCheckCodeResponseSchema,
    errors: ['NOT_FOUND', 'INVALID_CODE', 'CODE_EXPIRED', 'ACCOUNT_LOCKED'],
    requires: { captcha: true, noStore: true },
  },
  userData: {
    method: 'POST',
    path: '/web-api/api/internal/v1/account/user-transfer/user-data',
    summary: "The transferred account's id and a new password, once per redirect token",
    tags: ['identity'],
    body: userTransferUserDataBodySchema,
    // A new password: never kept by a cache.
    response: userTransferUserDataResponseSchema,
    errors: ['INVALID_TOKEN', 'ACCOUNT_LOCKED'],
    requires: { captcha: true, noStore: true },
  },
});
