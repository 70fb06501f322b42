import { outboxQuerySchema, outboxResponseSchema } from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from './outbox-sender.ts';
import { errorResponses } from './route-errors.ts';

/**
 * `GET /web-api/debugger/outbox`: the messages the outbox sender kept, newest first, for the
 * /debugger page and tests. Registered only when DEBUGGER_ENABLED (default: outside production);
 * otherwise the path is an ordinary 404.
 */
export const debuggerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/debugger/outbox',
    {
      schema: {
        tags: ['identity'],
        summary: 'Debugger only (DEBUGGER_ENABLED): SMS and emails written to the outbox',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listOutbox(app.db, request.query.to);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          code: row.code,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
