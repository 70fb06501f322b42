import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type OpenedSession, sessionTimeouts } from './sessions-service.ts';

export const csrfCookieName = 'parlay_csrf';
export const csrfHeader = 'x-csrf-token';

/** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain. */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-parlay_session' : 'parlay_session';
}

/**
 * The session's two cookies: the HttpOnly token and the CSRF token scripts read for the
 * `X-CSRF-Token` header (docs/identity-api.md "Session cookie"), with the attributes every cookie
 * of identity shares (Secure in production).
 */
export function createSessionCookies(production: boolean) {
  const name = sessionCookieName(production);
  const baseOptions: CookieSerializeOptions = { path: '/', secure: production };
  return {
    name,
    baseOptions,

    tokenOf(request: FastifyRequest): string | undefined {
      return request.cookies[name];
    },

    set(reply: FastifyReply, opened: OpenedSession): void {
      const lifetime = opened.longLived ? { maxAge: sessionTimeouts.longLived / 1000 } : {};
      reply.setCookie(name, opened.token, { ...baseOptions, httpOnly: true, sameSite: 'lax', ...lifetime });
      reply.setCookie(csrfCookieName, opened.csrfToken, {
        ...baseOptions,
        httpOnly: false,
        sameSite: 'strict',
        ...lifetime,
      });
    },

    clear(reply: FastifyReply): void {
      reply.clearCookie(name, { ...baseOptions, httpOnly: true, sameSite: 'lax' });
      reply.clearCookie(csrfCookieName, { ...baseOptions, sameSite: 'strict' });
    },
  };
}
export type SessionCookies = ReturnType<typeof createSessionCookies>;
