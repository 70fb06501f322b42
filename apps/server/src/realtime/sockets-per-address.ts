import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientNetworkOf } from '../http/cidr.ts';
import { tooManyRequestsError } from '../http/http-error.ts';

/**
 * A `preValidation` hook of `/ws` that caps the sockets one client address (an IPv6 one by its /64)
 * holds open on this instance, so one machine cannot open thousands at everyone else's cost.
 *
 * The slot is taken in the upgrade request, before the socket exists, and given back when the TCP
 * connection closes, however the upgrade or the socket ends: upgrades racing each other cannot
 * slip past the cap, and no slot outlives its connection.
 *
 * Over the cap the upgrade is refused with 429 rather than accepted and closed with 1008 (policy
 * violation). A refused upgrade costs no WebSocket, buffers or heartbeat. And the browser client
 * (packages/client realtime-connection.ts) counts a socket that never opened as a failed attempt
 * and backs off, up to 30 s, whereas a socket that opened and was closed resets its back-off and
 * would be back within a second, again and again. The browser cannot read the 429 (it sees the
 * socket close with 1006), but its answer would be the same either way: try again later.
 */
export function limitSocketsPerAddress(
  maxSockets: number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  /** Client network → its sockets open or being opened; a network with none is not kept. */
  const open = new Map<string, number>();
  const release = (network: string) => {
    const remaining = (open.get(network) ?? 1) - 1;
    if (remaining > 0) open.set(network, remaining);
    else open.delete(network);
  };

  return async (request) => {
    const connection = request.raw.socket;
    // A connection already gone never becomes a socket, and would never report its close.
    if (connection.destroyed) return;
    const network = clientNetworkOf(request.ip);
    const count = open.get(network) ?? 0;
    if (count >= maxSockets) throw tooManyRequestsError();
    open.set(network, count + 1);
    connection.once('close', () => release(network));
  };
}
