import { defineEndpoints } from '../http/endpoint.ts';
import {
  codeSentResponseSchema,
  linkTokenBodySchema,
  registrationBodySchema,
  registrationQuerySchema,
  registrationResponseSchema,
  registrationSendSmsBodySchema,
  sendCredentialsBodySchema,
  successResponseSchema,
} from './identity.ts';

const emailedLinkErrors = ['INVALID_TOKEN', 'TOKEN_EXPIRED'] as const;

/** Registration and the emailed-link calls (docs/identity-api.md "Registration"). */
export const registrationEndpoints = defineEndpoints('registration', {
  register: {
    method: 'POST',
    path: '/web-api/registration',
    summary: 'Registers a player (fast_reg, phone_reg, full_reg, soc_reg) and signs them in',
    tags: ['identity'],
    query: registrationQuerySchema,
    body: registrationBodySchema,
    // fast_reg answers the generated password: never kept by a cache.
    response: registrationResponseSchema,
    errors: [
      'REGISTRATION_DISABLED',
      'INVALID_CODE',
      'CODE_EXPIRED',
      'SOCIAL_IDENTITY_MISSING',
      'ACCOUNT_LOCKED',
    ],
    requires: { fingerprint: true, captcha: true, rateLimit: 'sensitive', noStore: true },
  },
  sendSms: {
    method: 'POST',
    path: '/web-api/registration/send-sms',
    summary: 'Sends the phone registration code',
    tags: ['identity'],
    body: registrationSendSmsBodySchema,
    response: codeSentResponseSchema,
    errors: ['ACCOUNT_LOCKED'],
    requires: { captcha: true, rateLimit: 'sensitive' },
  },
  sendCredentials: {
    method: 'POST',
    path: '/web-api/registration/send-credentials',
    summary: 'Mails a fast-registered player their login and password',
    tags: ['identity'],
    body: sendCredentialsBodySchema,
    response: successResponseSchema,
    errors: [],
    requires: { session: 'user', rateLimit: 'sensitive' },
  },
  activate: {
    method: 'POST',
    path: '/web-api/user/activate',
    summary: 'Confirms the email with the emailed link token (or the code, signed in)',
    tags: ['identity'],
    body: linkTokenBodySchema,
    response: successResponseSchema,
    // The emailed code (not the link) is taken from a signed-in player only.
    errors: [...emailedLinkErrors, 'UNAUTHORIZED'],
    requires: { rateLimit: 'sensitive' },
  },
  activateFast: {
    method: 'POST',
    path: '/web-api/user/activatefast',
    summary: 'Confirms the email a fast-registered player had the credentials sent to',
    tags: ['identity'],
    body: linkTokenBodySchema,
    response: successResponseSchema,
    errors: emailedLinkErrors,
    requires: { rateLimit: 'sensitive' },
  },
  accountVerify: {
    method: 'POST',
    path: '/web-api/user/accountverify',
    summary: 'Verifies the account’s email with the emailed link token',
    tags: ['identity'],
    body: linkTokenBodySchema,
    response: successResponseSchema,
    errors: emailedLinkErrors,
    requires: { rateLimit: 'sensitive' },
  },
  stopNewsletter: {
    method: 'POST',
    path: '/web-api/user/stopnewsletter',
    summary: 'Unsubscribes from the newsletter with the emailed link token',
    tags: ['identity'],
    body: linkTokenBodySchema,
    response: successResponseSchema,
    errors: emailedLinkErrors,
    requires: { rateLimit: 'sensitive' },
  },
});
