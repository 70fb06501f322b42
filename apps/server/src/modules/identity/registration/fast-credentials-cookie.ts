import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openSealedPayload, sealPayload } from '../../../security/crypto.ts';

export const fastCredentialsCookieName = 'parlay_fast_credentials';
/** The player has this long after a fast registration to have the credentials mailed. */
const lifetimeSeconds = 60 * 60;

/**
 * Stored passwords are hashes, so "send my login and password by email" after a fast registration
 * needs the generated password from somewhere: it is kept for an hour in an HttpOnly cookie,
 * encrypted (AES-256-GCM) under a server key and bound to the user id.
 */
export function createFastCredentialsCookie(
  key: Buffer,
  baseOptions: CookieSerializeOptions,
  now: () => number = Date.now,
) {
  return {
    set(reply: FastifyReply, userId: number, password: string): void {
      const claims = { u: userId, p: password, e: Math.floor(now() / 1000) + lifetimeSeconds };
      reply.setCookie(fastCredentialsCookieName, sealPayload(key, claims), {
        ...baseOptions,
        httpOnly: true,
        sameSite: 'strict',
        maxAge: lifetimeSeconds,
      });
    },

    /** The password kept for `userId`, if the cookie is genuine, theirs and unexpired. */
    read(request: FastifyRequest, userId: number): string | undefined {
      const value = request.cookies[fastCredentialsCookieName];
      const claims = value === undefined ? null : openSealedPayload(key, value);
      if (claims === null) return undefined;
      const { u, p, e } = claims;
      if (u !== userId || typeof p !== 'string' || typeof e !== 'number' || e * 1000 <= now())
        return undefined;
      return p;
    },
  };
}
export type FastCredentialsCookie = ReturnType<typeof createFastCredentialsCookie>;
