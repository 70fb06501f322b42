import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const requestIdHeader = 'x-request-id';

/** An id a proxy in front gave the request is kept when it looks like an id (it ends up in logs). */
const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id of a request: the proxy's when acceptable, else a fresh UUID. Used as Fastify's genReqId. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : randomUUID();
}

/** Every response names its request id, so a player's report can be matched with the logs. */
async function requestId(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
}

export default fp(requestId, { name: 'request-id' });
