import type { FastifyRequest } from 'fastify';
import { validationError } from '../../http/http-error.ts';

/** A host header as links may carry it: a name or IPv4 address, or a bracketed IPv6 one, with an optional port. */
const hostPattern = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * `https://parlay.com`: the scheme and host the visitor reached, the base of absolute links
 * (canonical, hreflang, sitemap). Behind a proxy, set TRUST_PROXY so X-Forwarded-Proto/-Host count.
 * A malformed host is refused (400), so no link is built on it.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.host.toLowerCase();
  if (!hostPattern.test(host)) throw validationError({ host: 'main_validation_invalid_format' });
  return `${request.protocol}://${host}`;
}
