import { isLanguageCode } from '@parlay/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The language a call is made in: `lang` query, then the X-Language header (seed 001's limit
 * calls send it), then the shell's `lng` cookie, then English.
 */
export function requestLanguage(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  const candidates = [query?.lang, request.headers['x-language'], request.cookies.lng];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && isLanguageCode(candidate)) return candidate;
  }
  return 'en';
}
