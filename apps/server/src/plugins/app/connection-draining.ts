import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * During a graceful shutdown, responses to requests that were already in flight say
 * `Connection: close`: otherwise their keep-alive connections would stay open (and keep the
 * server from closing) until the keep-alive timeout.
 */
async function connectionDraining(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export default fp(connectionDraining, { name: 'connection-draining' });
