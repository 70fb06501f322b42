import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbiddenError } from '../http/http-error.ts';

/**
 * Browsers send cookies with a WebSocket upgrade from any site. A page of another origin must not
 * open a socket in the player's name, so an upgrade whose Origin is not this host is refused.
 * Clients that send no Origin (not browsers) are let through.
 */
export async function refuseForeignOrigin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbiddenError();
  }
  if (originHost !== request.host) throw forbiddenError();
}
