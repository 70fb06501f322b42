import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = JSON.stringify({ u: userId, p: password, e: Math.floor(now() / 1000) + lifetimeSeconds });
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const value = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
      reply.setCookie(fastCredentialsCookieName, value, {
        ...baseOptions,
        httpOnly: true,
        sameSite: 'strict',
        maxAge: lifetimeSeconds,
      });
    },

    /** The password kept for `userId`, if the cookie is genuine, theirs and unexpired. */
    read(request: FastifyRequest, userId: number): string | undefined {
      const value = request.cookies[fastCredentialsCookieName];
      if (value === undefined) return undefined;
      try {
        const raw = Buffer.from(value, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        const { u, p, e } = JSON.parse(plain) as { u: unknown; p: unknown; e: unknown };
        if (u !== userId || typeof p !== 'string' || typeof e !== 'number' || e * 1000 <= now())
          return undefined;
        return p;
      } catch {
        return undefined;
      }
    },
  };
}
export type FastCredentialsCookie = ReturnType<typeof createFastCredentialsCookie>;
