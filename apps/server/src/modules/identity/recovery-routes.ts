import {
  codeSentResponseSchema,
  recoveryCheckBodySchema,
  recoverySaveBodySchema,
  recoverySendBodySchema,
  successResponseSchema,
} from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitPresets } from '../../plugins/external/rate-limit.ts';
import type { RecoveryService } from './recovery-service.ts';
import { errorResponses } from './route-errors.ts';

const tags = ['identity'];
const sensitive = { rateLimit: rateLimitPresets.sensitive };

/** Password recovery (docs/identity-api.md "Password recovery"). */
export const recoveryRoutes: FastifyPluginAsyncZod<{ recovery: RecoveryService }> = async (
  app,
  { recovery },
) => {
  app.post(
    '/web-api/password-recovery/send',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Sends a recovery code by email or SMS (same answer for unknown accounts)',
        body: recoverySendBodySchema,
        response: { 200: codeSentResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => recovery.send(request, reply, request.body),
  );

  app.post(
    '/web-api/password-recovery/check',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Checks a recovery code: INVALID_CODE or CODE_EXPIRED when it does not hold',
        body: recoveryCheckBodySchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => recovery.check(request, request.body.code),
  );

  app.post(
    '/web-api/password-recovery/save',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Sets the new password with a valid recovery code; every session of the account ends',
        body: recoverySaveBodySchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => recovery.save(request, reply, request.body.code, request.body.password),
  );
};
