import {
  errorEnvelopeSchema,
  sendSignInLinkBodySchema,
  signInResultSchema,
  successResponseSchema,
  tokenLoginBodySchema,
} from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitPresets } from '../../../plugins/external/rate-limit.ts';
import type { LoginLinkService } from './login-link-service.ts';
import type { SendLinkService } from './send-link-service.ts';

export interface TokenLinkRoutesOptions {
  service: LoginLinkService;
  sendLink: SendLinkService;
}

export const tokenLinkRoutes: FastifyPluginAsyncZod<TokenLinkRoutesOptions> = async (
  app,
  { service, sendLink },
) => {
  app.post(
    '/web-api/auth/send-link',
    {
      config: { rateLimit: rateLimitPresets.sensitive },
      schema: {
        tags: ['identity'],
        summary: 'Mails a sign-in link to an account with this email (the same answer for any email)',
        body: sendSignInLinkBodySchema,
        response: {
          200: successResponseSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          500: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await sendLink.send(request, request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/web-api/auth/token',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign in with a signed one-time link (method_id, token, sign)',
        body: tokenLoginBodySchema,
        response: {
          200: signInResultSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          500: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const subject = { scope: 'sign-in' } as const;
      await app.authThrottle.guard(request, subject);
      let userId: number;
      try {
        userId = await service.redeem({
          methodId: request.body.method_id,
          token: request.body.token,
          sign: request.body.sign,
        });
      } catch (error) {
        await app.authThrottle.recordFailure(request, subject);
        throw error;
      }
      return app.identity.completeSignIn(request, reply, userId, { save: false });
    },
  );
};
