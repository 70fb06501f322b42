import { defineEndpoints } from '../http/endpoint.ts';
import { outboxQuerySchema, outboxResponseSchema } from './identity.ts';

/**
 * The /debugger page's view of the message outbox: served only where DEBUGGER_ENABLED says so (by
 * default not in production), otherwise an ordinary 404.
 */
export const debuggerEndpoints = defineEndpoints('debugger', {
  outbox: {
    method: 'GET',
    path: '/web-api/debugger/outbox',
    summary: 'Debugger only (DEBUGGER_ENABLED): SMS and emails written to the outbox',
    tags: ['identity'],
    query: outboxQuerySchema,
    response: outboxResponseSchema,
    errors: [],
    requires: { noStore: true },
  },
});
