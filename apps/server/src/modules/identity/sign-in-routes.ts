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
} from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitPresets } from '../../plugins/external/rate-limit.ts';
import { errorResponses } from './route-errors.ts';
import type { SignInService } from './sign-in-service.ts';
import type { TwoFactorService } from './two-factor-service.ts';

const tags = ['identity'];
const sensitive = { rateLimit: rateLimitPresets.sensitive };
/** Sign-in answers: validation, captcha, fingerprint (400), CSRF (403), lockout and rate limit (429). */
const signInErrors = errorResponses(400, 403, 413, 415, 429);

/** Sign-in methods (docs/identity-api.md "Sign-in") and two-step management. */
export const signInRoutes: FastifyPluginAsyncZod<{
  signIn: SignInService;
  twoFactor: TwoFactorService;
}> = async (app, { signIn, twoFactor }) => {
  app.post(
    '/web-api/auth/login',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Sign in with login (or email, or user id) and password, both base64',
        body: loginBodySchema,
        response: { 200: signInResultSchema, ...signInErrors },
      },
    },
    async (request, reply) => signIn.login(request, reply, request.body),
  );

  app.post(
    '/web-api/auth/login-phone',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Sign in with phone number and password (base64)',
        body: loginPhoneBodySchema,
        response: { 200: signInResultSchema, ...signInErrors },
      },
    },
    async (request, reply) => signIn.loginPhone(request, reply, request.body),
  );

  app.post(
    '/web-api/auth/send-sms',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Sends a sign-in code by SMS to a phone with an account (same answer otherwise)',
        body: sendSignInSmsBodySchema,
        response: { 200: codeSentResponseSchema, ...signInErrors },
      },
    },
    async (request, reply) => signIn.sendSms(request, reply, request.body),
  );

  app.post(
    '/web-api/auth/sms-code',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Signs in with the SMS code sent to the phone of the last send-sms',
        body: smsCodeBodySchema,
        response: { 200: signInResultSchema, ...signInErrors },
      },
    },
    async (request, reply) => signIn.smsCode(request, reply, request.body),
  );

  app.post(
    '/web-api/auth/two-step',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Finishes a sign-in waiting for its two-step (TOTP) code',
        body: twoStepBodySchema,
        response: { 200: signInResultSchema, ...signInErrors },
      },
    },
    async (request, reply) => signIn.twoStep(request, reply, request.body),
  );

  app.post(
    '/web-api/user/two-factor/setup',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'A new TOTP secret with its otpauth URL and QR code (not in force until enabled)',
        response: { 200: twoFactorSetupResponseSchema, ...errorResponses(400, 401, 403, 429, 451) },
      },
    },
    async (request) => twoFactor.setup(request),
  );

  app.post(
    '/web-api/user/two-factor/enable',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Turns two-step sign-in on with a code from the authenticator app',
        body: twoFactorCodeBodySchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 429, 451) },
      },
    },
    async (request) => twoFactor.enable(request, request.body.code),
  );

  app.post(
    '/web-api/user/two-factor/disable',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Turns two-step sign-in off with a current code',
        body: twoFactorCodeBodySchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 429, 451) },
      },
    },
    async (request) => twoFactor.disable(request, request.body.code),
  );
};
