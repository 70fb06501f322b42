import { createHash } from 'node:crypto';
import type { EndpointCaching } from '@parlay/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `Cache-Control` of a public answer: shared caches keep it, then serve it stale while revalidating. */
function publicCacheControl(caching: EndpointCaching): string {
  const stale =
    caching.staleWhileRevalidateSeconds === undefined
      ? ''
      : `, stale-while-revalidate=${caching.staleWhileRevalidateSeconds}`;
  return `public, max-age=${caching.maxAgeSeconds}${stale}`;
}

/**
 * A weak validator of the answer's bytes before compression (weak: a gzip and a brotli copy of the
 * same answer are the same to it): the first 16 bytes of its SHA-256.
 */
function weakEtagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2; `*` matches). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * The `onSend` step of a cacheable endpoint: on a 200 it adds the caching headers and the ETag of
 * the serialised answer, and turns the answer into a bodiless 304 when the client's copy matches.
 * Runs before compression (which appends its own step after the route's).
 */
export function cacheableAnswer(caching: EndpointCaching) {
  const cacheControl = publicCacheControl(caching);
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return payload;
    const etag = weakEtagOf(payload);
    reply.header('cache-control', cacheControl).header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  };
}
