import {
  authRightsResponseSchema,
  confirmTermsResponseSchema,
  disconnectResponseSchema,
  emptyBodySchema,
  getTokenQuerySchema,
  secureDataResponseSchema,
  sessionCheckResponseSchema,
  tokenResponseSchema,
  updateTokenBodySchema,
  userConfigResponseSchema,
} from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountService } from './account-service.ts';
import type { IdentityCore } from './identity-core.ts';
import { errorResponses } from './route-errors.ts';

const tags = ['identity'];

/** Session and token calls (docs/identity-api.md "Session and token"). */
export const sessionRoutes: FastifyPluginAsyncZod<{ core: IdentityCore; account: AccountService }> = async (
  app,
  { core, account },
) => {
  app.get(
    '/web-api/session',
    { schema: { tags, summary: 'Keeps the session alive (touches its idle timer); plain "ok"' } },
    async (request, reply) => {
      await core.readSession(request);
      return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('ok');
    },
  );

  app.get(
    '/web-api/user/check',
    {
      schema: {
        tags,
        summary: 'The session check: who is signed in, their ban and terms state, the CSRF token',
        response: { 200: sessionCheckResponseSchema, ...errorResponses() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return account.check(request);
    },
  );

  app.get(
    '/web-api/user/gettoken',
    {
      schema: {
        tags,
        summary: 'A user token (JWT HS256, 5 minutes) for the signed-in session',
        querystring: getTokenQuerySchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 451) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return account.getToken(request);
    },
  );

  app.post(
    '/web-api/user/updatetoken',
    {
      schema: {
        tags,
        summary: 'A fresh user token for a still valid one of the same session',
        body: updateTokenBodySchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403, 451) },
      },
    },
    async (request) => account.updateToken(request, request.body.token),
  );

  app.get(
    '/web-api/user/secure-data',
    {
      schema: {
        tags,
        summary: 'An opaque per-user id and a 30-minute grant (HttpOnly cookie) for secure frames',
        response: { 200: secureDataResponseSchema, ...errorResponses(401, 451) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return account.secureData(request, reply);
    },
  );

  app.get(
    '/web-api/user/config',
    {
      schema: {
        tags,
        summary: 'The signed-in player’s configuration (seed 001 §3 "User config")',
        response: { 200: userConfigResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return account.config(request);
    },
  );

  app.post(
    '/web-api/auth/disconnect',
    {
      schema: {
        tags,
        summary: 'Signs out: revokes the session and clears its cookies',
        body: emptyBodySchema,
        response: { 200: disconnectResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => account.disconnect(request, reply),
  );

  app.get(
    '/web-api/auth/rights',
    {
      schema: {
        tags,
        summary: 'Whether the caller is signed in and which sign-in methods the site offers',
        response: { 200: authRightsResponseSchema, ...errorResponses() },
      },
    },
    async (request) => account.rights(request),
  );

  app.post(
    '/web-api/user/confirm-terms',
    {
      schema: {
        tags,
        summary: 'Records that the player confirmed the current terms',
        body: emptyBodySchema,
        response: { 200: confirmTermsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => account.confirmTerms(request),
  );
};
