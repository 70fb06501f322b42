import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Close code telling clients the server is going away, so they reconnect (to another instance). */
export const goingAwayCloseCode = 1001;

/** WebSocket upgrades on Fastify routes (`{ websocket: true }`), small frames only. */
async function websockets(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: 4 * 1024 },
    // On shutdown say "going away" rather than the default bare close.
    preClose(done) {
      for (const client of app.websocketServer.clients)
        client.close(goingAwayCloseCode, 'server shutting down');
      app.websocketServer.close(() => done());
    },
  });
}

export default fp(websockets, { name: 'websockets' });
