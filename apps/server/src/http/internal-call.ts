import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Calls the server makes to its own API in-process (a part's server render reading the line): they
 * carry this header with a token made at start, which no outside request can know, so the
 * per-address rate limit does not count the page's own reads against the visitor's address.
 */
export const internalCallHeader = 'x-parlay-internal-call';
export const internalCallToken = randomBytes(24).toString('base64url');

export function isInternalCall(request: FastifyRequest): boolean {
  return request.headers[internalCallHeader] === internalCallToken;
}
