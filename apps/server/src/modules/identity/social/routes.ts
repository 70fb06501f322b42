import multipart from '@fastify/multipart';
import {
  errorEnvelopeSchema,
  googleOneTapBodySchema,
  googleOneTapClientIdResponseSchema,
  googleOneTapResponseSchema,
  pendingSocialIdentityResponseSchema,
  signInResultSchema,
  socialBindBodySchema,
  socialCallbackQuerySchema,
  socialProvidersResponseSchema,
  socialStartQuerySchema,
  socialTwoStepBodySchema,
} from '@parlay/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OidcSignInService } from './oidc-sign-in-service.ts';
import type { GoogleOneTapService } from './one-tap-service.ts';
import type { SocialBindService } from './social-bind-service.ts';
import type { SocialCookies } from './social-cookies.ts';
import { pendingIdentityNotFoundError, providerNotConfiguredError } from './social-errors.ts';

export interface SocialRoutesOptions {
  oidc: OidcSignInService;
  oneTap: GoogleOneTapService;
  bind: SocialBindService;
  cookies: SocialCookies;
}

/** Any provider name: one that is not configured is a 404, not a validation error. */
const providerParamsSchema = z.object({ provider: z.string().max(32) });

const signInErrors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
} as const;

export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (app, options) => {
  const { oidc, bind, cookies } = options;

  app.get(
    '/social-api/oauth/providers',
    {
      schema: {
        tags: ['social'],
        summary: 'The social sign-in providers this site is configured for',
        response: { 200: socialProvidersResponseSchema },
      },
    },
    async () => oidc.providers(),
  );

  app.get(
    '/social-api/oauth/:provider/start',
    {
      schema: {
        tags: ['social'],
        summary: 'Start signing in with a provider: 302 to its authorization page (PKCE, state, nonce)',
        params: providerParamsSchema,
        querystring: socialStartQuerySchema,
        response: { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const target = await oidc.start(request, reply, request.params.provider, request.query);
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  app.get(
    '/social-api/oauth/:provider/callback',
    {
      schema: {
        tags: ['social'],
        summary: "The provider's redirect back: signs in, or 302 to the soc_reg form for a new identity",
        params: providerParamsSchema,
        querystring: socialCallbackQuerySchema,
        response: { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const target = await oidc.callback(request, reply, request.params.provider);
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  app.get(
    '/social-api/oauth/pending',
    {
      schema: {
        tags: ['social'],
        summary: 'The social identity waiting to be registered or bound (soc_reg form)',
        response: { 200: pendingSocialIdentityResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const pending = cookies.pending.read(request);
      if (pending === undefined) throw pendingIdentityNotFoundError();
      return { provider: pending.provider, email: pending.email, name: pending.name };
    },
  );

  app.get(
    '/social-api/oauth/google-one-tap/clientId',
    {
      schema: {
        tags: ['social'],
        summary: 'Our Google client id for the One Tap prompt (404 when Google is not configured)',
        response: { 200: googleOneTapClientIdResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async () => {
      const clientId = options.oneTap.clientId();
      if (clientId === undefined) throw providerNotConfiguredError();
      return { clientId };
    },
  );

  // One Tap posts a form: multipart (seed 000 §7) or url-encoded, parsed in this context only.
  await app.register(async (oneTapScope) => {
    await oneTapScope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fields: 10, fieldSize: 16 * 1024, files: 0, parts: 10 },
    });
    oneTapScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 32 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    oneTapScope.withTypeProvider<ZodTypeProvider>().post(
      '/social-api/oauth/google-one-tap',
      {
        schema: {
          tags: ['social'],
          summary: 'Sign in (or register) with a Google One Tap credential; answers where to go',
          body: googleOneTapBodySchema,
          response: {
            200: googleOneTapResponseSchema,
            404: errorEnvelopeSchema,
            503: errorEnvelopeSchema,
            ...signInErrors,
          },
        },
      },
      async (request, reply) => options.oneTap.signIn(request, reply, request.body),
    );
  });

  app.post(
    '/web-api/auth/social',
    {
      schema: {
        tags: ['identity'],
        summary: 'Bind the pending social identity to an existing account (login, pass) and sign in',
        body: socialBindBodySchema,
        response: { 200: signInResultSchema, ...signInErrors },
      },
    },
    async (request, reply) => bind.bind(request, reply, request.body),
  );

  app.post(
    '/web-api/auth/social/two-step',
    {
      schema: {
        tags: ['identity'],
        summary: 'The two-step code of the account a social identity is being bound to',
        body: socialTwoStepBodySchema,
        response: { 200: signInResultSchema, ...signInErrors },
      },
    },
    async (request, reply) => bind.bindTwoStep(request, reply, request.body.code),
  );
};
