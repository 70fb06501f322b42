import {
  codeSentResponseSchema,
  linkTokenBodySchema,
  registrationBodySchema,
  registrationQuerySchema,
  registrationResponseSchema,
  registrationSendSmsBodySchema,
  sendCredentialsBodySchema,
  successResponseSchema,
} from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitPresets } from '../../plugins/external/rate-limit.ts';
import type { AccountService } from './account-service.ts';
import type { RegistrationService } from './registration-service.ts';
import { errorResponses } from './route-errors.ts';

const tags = ['identity'];
const sensitive = { rateLimit: rateLimitPresets.sensitive };

/** Registration and the emailed-link calls (docs/identity-api.md "Registration"). */
export const registrationRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService;
  account: AccountService;
}> = async (app, { registration, account }) => {
  app.post(
    '/web-api/registration',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Registers a player (fast_reg, phone_reg, full_reg, soc_reg) and signs them in',
        querystring: registrationQuerySchema,
        body: registrationBodySchema,
        response: { 200: registrationResponseSchema, ...errorResponses(400, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => registration.register(request, reply, request.body),
  );

  app.post(
    '/web-api/registration/send-sms',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Sends the phone registration code',
        body: registrationSendSmsBodySchema,
        response: { 200: codeSentResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => registration.sendSms(request, request.body.phone_code, request.body.phone_number),
  );

  app.post(
    '/web-api/registration/send-credentials',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Mails a fast-registered player their login and password',
        body: sendCredentialsBodySchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 429, 451) },
      },
    },
    async (request) => account.sendCredentials(request, request.body.email),
  );

  const linkRoutes = [
    [
      '/web-api/user/activate',
      'Confirms the email with the emailed link token (or the code, signed in)',
      (token: string, request: Parameters<AccountService['activate']>[0]) => account.activate(request, token),
    ],
    [
      '/web-api/user/activatefast',
      'Confirms the email a fast-registered player had the credentials sent to',
      (token: string) => account.activateFast(token),
    ],
    [
      '/web-api/user/accountverify',
      'Verifies the account’s email with the emailed link token',
      (token: string) => account.accountVerify(token),
    ],
    [
      '/web-api/user/stopnewsletter',
      'Unsubscribes from the newsletter with the emailed link token',
      (token: string) => account.stopNewsletter(token),
    ],
  ] as const;

  for (const [url, summary, run] of linkRoutes) {
    app.post(
      url,
      {
        config: sensitive,
        schema: {
          tags,
          summary,
          body: linkTokenBodySchema,
          response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 429, 451) },
        },
      },
      async (request) => run(request.body.token, request),
    );
  }
};
