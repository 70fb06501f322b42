import { debuggerEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { listOutbox } from './outbox-sender.ts';

/**
 * `GET /web-api/debugger/outbox`: the messages the outbox sender kept, newest first, for the
 * /debugger page and tests. Registered only when DEBUGGER_ENABLED (default: outside production);
 * otherwise the path is an ordinary 404.
 */
export function registerDebuggerRoutes(app: FastifyInstance, db: Executor): void {
  addEndpoint(app, debuggerEndpoints.outbox, async ({ query }) => {
    const rows = await listOutbox(db, query.to);
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
  });
}
