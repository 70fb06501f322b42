import { defineEndpoints } from '../http/endpoint.ts';
import {
  codeSentResponseSchema,
  loginBodySchema,
  loginPhoneBodySchema,
  sendSignInSmsBodySchema,
  signInResultSchema,
  smsCodeBodySchema,
  successResponseSchema,
  twoFactorCodeBodySchema,
  twoFactorSetupResponseSchema,
  twoStepBodySchema,
} from './identity.ts';
import { sendSignInLinkBodySchema, tokenLoginBodySchema } from './social.ts';

/**
 * Sign-in methods (docs/identity-api.md "Sign-in"): every one is throttled (captcha escalation,
 * then ACCOUNT_LOCKED) and answers `signed_in` with the session cookie or `two_step_required`.
 */
export const signInEndpoints = defineEndpoints('signIn', {
  login: {
    method: 'POST',
    path: '/web-api/auth/login',
    summary: 'Sign in with login (or email, or user id) and password, both base64',
    tags: ['identity'],
    body: loginBodySchema,
    response: signInResultSchema,
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'SELF_EXCLUDED'],
    requires: { fingerprint: true, captcha: true, rateLimit: 'sensitive', noStore: true },
  },
  loginPhone: {
    method: 'POST',
    path: '/web-api/auth/login-phone',
    summary: 'Sign in with phone number and password (base64)',
    tags: ['identity'],
    body: loginPhoneBodySchema,
    response: signInResultSchema,
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'SELF_EXCLUDED'],
    requires: { fingerprint: true, captcha: true, rateLimit: 'sensitive', noStore: true },
  },
  sendSms: {
    method: 'POST',
    path: '/web-api/auth/send-sms',
    summary: 'Sends a sign-in code by SMS to a phone with an account (same answer otherwise)',
    tags: ['identity'],
    body: sendSignInSmsBodySchema,
    response: codeSentResponseSchema,
    errors: ['ACCOUNT_LOCKED'],
    requires: { captcha: true, rateLimit: 'sensitive' },
  },
  smsCode: {
    method: 'POST',
    path: '/web-api/auth/sms-code',
    summary: 'Signs in with the SMS code sent to the phone of the last send-sms',
    tags: ['identity'],
    body: smsCodeBodySchema,
    response: signInResultSchema,
    errors: ['INVALID_CODE', 'CODE_EXPIRED', 'ACCOUNT_LOCKED', 'SELF_EXCLUDED'],
    requires: { captcha: true, rateLimit: 'sensitive', noStore: true },
  },
  twoStep: {
    method: 'POST',
    path: '/web-api/auth/two-step',
    summary: 'Finishes a sign-in waiting for its two-step (TOTP) code',
    tags: ['identity'],
    body: twoStepBodySchema,
    response: signInResultSchema,
    errors: ['INVALID_CODE', 'TWO_STEP_NOT_PENDING', 'ACCOUNT_LOCKED', 'SELF_EXCLUDED'],
    requires: { captcha: true, rateLimit: 'sensitive', noStore: true },
  },
  token: {
    method: 'POST',
    path: '/web-api/auth/token',
    summary: 'Sign in with a signed one-time link (method_id, token, sign)',
    tags: ['identity'],
    body: tokenLoginBodySchema,
    response: signInResultSchema,
    errors: ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'ACCOUNT_LOCKED', 'SELF_EXCLUDED'],
    requires: { captcha: true, noStore: true },
  },
  sendLink: {
    method: 'POST',
    path: '/web-api/auth/send-link',
    summary: 'Mails a sign-in link to an account with this email (the same answer for any email)',
    tags: ['identity'],
    body: sendSignInLinkBodySchema,
    response: successResponseSchema,
    errors: ['ACCOUNT_LOCKED'],
    requires: { captcha: true, rateLimit: 'sensitive', noStore: true },
  },
});

/** Two-step sign-in management of the signed-in player (TOTP, RFC 6238). */
export const twoFactorEndpoints = defineEndpoints('twoFactor', {
  setup: {
    method: 'POST',
    path: '/web-api/user/two-factor/setup',
    summary: 'A new TOTP secret with its otpauth URL and QR code (not in force until enabled)',
    tags: ['identity'],
    response: twoFactorSetupResponseSchema,
    errors: ['INVALID_CODE'],
    requires: { session: 'user', rateLimit: 'sensitive', noStore: true },
  },
  enable: {
    method: 'POST',
    path: '/web-api/user/two-factor/enable',
    summary: 'Turns two-step sign-in on with a code from the authenticator app',
    tags: ['identity'],
    body: twoFactorCodeBodySchema,
    response: successResponseSchema,
    errors: ['INVALID_CODE'],
    requires: { session: 'user', rateLimit: 'sensitive', noStore: true },
  },
  disable: {
    method: 'POST',
    path: '/web-api/user/two-factor/disable',
    summary: 'Turns two-step sign-in off with a current code',
    tags: ['identity'],
    body: twoFactorCodeBodySchema,
    response: successResponseSchema,
    errors: ['INVALID_CODE'],
    requires: { session: 'user', rateLimit: 'sensitive', noStore: true },
  },
});
