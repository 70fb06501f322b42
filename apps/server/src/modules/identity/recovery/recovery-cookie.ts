import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openSealedPayload, sealPayload } from '../../../security/crypto.ts';

const recoveryCookieName = 'parlay_recovery';

/**
 * The sealed claims' padded length: room for the longest subject (`user:` and 15 digits, or
 * `unknown:` and 22 characters) with its expiry, so every cookie has one length.
 */
const sealedLength = 64;

/**
 * The subject of a recovery send (whose code the six digits typed later are checked against), kept
 * in the `parlay_recovery` cookie: sealed (AES-256-GCM under a key of its own), padded to one length
 * and new random bytes each time, so the cookie of a known account looks like that of an unknown one
 * and names no user id. Its lifetime is the code's.
 */
export function createRecoveryCookie(
  key: Buffer,
  baseOptions: CookieSerializeOptions,
  lifetimeSeconds: number,
  now: () => number = Date.now,
) {
  const options = { ...baseOptions, httpOnly: true, sameSite: 'strict' } as const;
  return {
    set(reply: FastifyReply, subject: string): void {
      const claims = { s: subject, e: Math.floor(now() / 1000) + lifetimeSeconds };
      reply.setCookie(recoveryCookieName, sealPayload(key, claims, sealedLength), {
        ...options,
        maxAge: lifetimeSeconds,
      });
    },

    /** The subject of this browser's last send, if its cookie is genuine and unexpired. */
    read(request: FastifyRequest): string | undefined {
      const value = request.cookies[recoveryCookieName];
      const claims = value === undefined ? null : openSealedPayload(key, value);
      if (claims === null) return undefined;
      const { s, e } = claims;
      return typeof s === 'string' && typeof e === 'number' && e * 1000 > now() ? s : undefined;
    },

    clear(reply: FastifyReply): void {
      reply.clearCookie(recoveryCookieName, options);
    },
  };
}
export type RecoveryCookie = ReturnType<typeof createRecoveryCookie>;
