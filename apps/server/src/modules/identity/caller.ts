import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/request-language.ts';
import { throttleClientOf } from '../auth-throttle/index.ts';

/**
 * Who makes a call, as identity's services need it: read from the HTTP request by the routes, so
 * the services never see the request.
 */
export interface Caller {
  /** The client address (throttling, the session record). */
  readonly ip: string;
  readonly userAgent: string | null;
  /** The `X-Captcha` token, when the call repeats a refused one with a solved challenge. */
  readonly captchaToken: string | undefined;
  /** The language of messages and links (docs/identity-api.md: `lang`, X-Language, `lng`, English). */
  readonly language: string;
}

export function callerOf(request: FastifyRequest): Caller {
  const { ip, captchaToken } = throttleClientOf(request);
  return {
    ip,
    captchaToken,
    userAgent: request.headers['user-agent'] ?? null,
    language: requestLanguage(request),
  };
}
