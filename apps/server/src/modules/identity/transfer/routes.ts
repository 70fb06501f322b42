import {
  errorEnvelopeSchema,
  userTransferCheckCodeBodySchema,
  userTransferCheckCodeResponseSchema,
  userTransferParamsSchema,
  userTransferSendCodeBodySchema,
  userTransferSendCodeResponseSchema,
  userTransferUserDataBodySchema,
  userTransferUserDataResponseSchema,
} from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserTransferService } from './transfer-service.ts';

const basePath = '/web-api/api/internal/v1/account/user-transfer';

const errorResponses = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;

export const transferRoutes: FastifyPluginAsyncZod<{ service: UserTransferService }> = async (
  app,
  { service },
) => {
  /** Failures and captcha escalation count per transfer as well as per address. */
  const throttled = (scope: 'sign-in' | 'code', transfer?: string) =>
    transfer === undefined ? { scope } : { scope, account: `transfer:${transfer}` };

  app.post(
    `${basePath}/send-code/:transfer`,
    {
      schema: {
        tags: ['identity'],
        summary: "Send an SMS code to the transfer's account phone, when the phone given is that phone",
        params: userTransferParamsSchema,
        body: userTransferSendCodeBodySchema,
        response: { 200: userTransferSendCodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await app.authThrottle.guard(request, throttled('code', request.params.transfer));
      const { resendAfter } = await service.sendCode(
        request.params.transfer,
        { countryCode: request.body.country_code, number: request.body.phone },
        request.cookies.lng,
      );
      return { success: true as const, resend_after: resendAfter };
    },
  );

  app.post(
    `${basePath}/check-code/:transfer`,
    {
      schema: {
        tags: ['identity'],
        summary: 'Check the SMS code of a transfer; answers the one-use redirect token',
        params: userTransferParamsSchema,
        body: userTransferCheckCodeBodySchema,
        response: { 200: userTransferCheckCodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const subject = throttled('sign-in', request.params.transfer);
      await app.authThrottle.guard(request, subject);
      try {
        const result = await service.checkCode(request.params.transfer, request.body.code);
        await app.authThrottle.recordSuccess(request, subject);
        return result;
      } catch (error) {
        await app.authThrottle.recordFailure(request, subject);
        throw error;
      }
    },
  );

  app.post(
    `${basePath}/user-data`,
    {
      schema: {
        tags: ['identity'],
        summary: "The transferred account's id and a new password, once per redirect token",
        body: userTransferUserDataBodySchema,
        response: { 200: userTransferUserDataResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const subject = throttled('sign-in');
      await app.authThrottle.guard(request, subject);
      try {
        const { userId, password } = await service.userData(request.body.redirectToken);
        return { status: 'ok' as const, user_id: userId, password };
      } catch (error) {
        await app.authThrottle.recordFailure(request, subject);
        throw error;
      }
    },
  );
};
