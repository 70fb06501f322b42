import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Close code telling clients the server is going away, so they reconnect (to another instance). */
export const goingAwayCloseCode = 1001;

/**
 * The largest message a client may send (its frames together); a larger one closes the socket
 * with 1009 before it is read into memory. Client messages are a few dozen bytes (packages/contract
 * realtime.ts); ws's own default would be 100 MiB.
 */
export const maxClientMessageBytes = 4 * 1024;

/** WebSocket upgrades on Fastify routes (`{ websocket: true }`), small messages only. */
async function websockets(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: maxClientMessageBytes },
    // On shutdown say "going away" rather than the default bare close.
    preClose(done) {
      for (const client of app.websocketServer.clients)
        client.close(goingAwayCloseCode, 'server shutting down');
      app.websocketServer.close(() => done());
    },
  });
}

export default fp(websockets, { name: 'websockets' });
