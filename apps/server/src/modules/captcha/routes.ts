import {
  captchaChallengeSchema,
  captchaTimeResponseSchema,
  captchaUpdateQuerySchema,
  captchaValidateBodySchema,
  captchaValidateResponseSchema,
  errorEnvelopeSchema,
} from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitPresets } from '../../plugins/external/rate-limit.ts';
import type { CaptchaService } from './captcha-service.ts';

/** Challenges and answers are per user and single-use: never cached anywhere. */
const noStore = 'no-store';

export const captchaRoutes: FastifyPluginAsyncZod<{ service: CaptchaService }> = async (app, { service }) => {
  app.get(
    '/web-api/captcha/update',
    {
      config: { rateLimit: rateLimitPresets.sensitive },
      schema: {
        tags: ['captcha'],
        summary: 'A new challenge of the captcha code the refused request named',
        querystring: captchaUpdateQuerySchema,
        response: {
          200: captchaChallengeSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          500: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return service.issue(request.query.code);
    },
  );

  app.post(
    '/web-api/captcha/validate',
    {
      config: { rateLimit: rateLimitPresets.sensitive },
      schema: {
        tags: ['captcha'],
        summary: 'Checks an answer; a right one gets the token for the X-Captcha header',
        body: captchaValidateBodySchema,
        response: {
          200: captchaValidateResponseSchema,
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          500: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      return service.validate(request.body.id, request.body.captcha);
    },
  );

  app.get(
    '/web-api/captcha/gettime',
    {
      schema: {
        tags: ['captcha'],
        summary: 'Server time in seconds (for the countdown of a challenge)',
        response: { 200: captchaTimeResponseSchema, 429: errorEnvelopeSchema, 500: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', noStore);
      return { time: service.time() };
    },
  );
};
