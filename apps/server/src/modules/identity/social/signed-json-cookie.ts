import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export interface SignedJsonCookie<T> {
  /** Sets the cookie to `value`, valid for the cookie's lifetime from now. */
  write(reply: FastifyReply, value: T): void;
  /** The cookie's value when it is present, signed by us, of this kind, unexpired and well-formed. */
  read(request: FastifyRequest): T | undefined;
  clear(reply: FastifyReply): void;
}

export interface SignedJsonCookieOptions<T> {
  name: string;
  /** Written into the value and checked on reading: the signature covers the value, not the name. */
  kind: string;
  schema: z.ZodType<T>;
  ttlSeconds: number;
  path: string;
  secure: boolean;
  now?: () => number;
}

/**
 * A short-lived, HttpOnly, SameSite=Lax cookie holding JSON, signed with the cookie secret. The
 * expiry is inside the signed value too, so an old cookie a browser kept is still refused.
 */
export function signedJsonCookie<T>(options: SignedJsonCookieOptions<T>): SignedJsonCookie<T> {
  const { name, kind, schema, ttlSeconds, path, secure, now = Date.now } = options;
  const attributes = { path, httpOnly: true, sameSite: 'lax', secure } as const;

  return {
    write(reply, value) {
      const expiresAt = Math.floor(now() / 1000) + ttlSeconds;
      const text = Buffer.from(JSON.stringify({ kind, expiresAt, value }), 'utf8').toString('base64url');
      reply.setCookie(name, text, { ...attributes, signed: true, maxAge: ttlSeconds });
    },

    read(request) {
      const raw = request.cookies[name];
      if (raw === undefined) return undefined;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || unsigned.value === null) return undefined;
      let envelope: unknown;
      try {
        envelope = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      if (typeof envelope !== 'object' || envelope === null) return undefined;
      const { kind: foundKind, expiresAt, value } = envelope as Record<string, unknown>;
      if (foundKind !== kind || typeof expiresAt !== 'number' || expiresAt * 1000 <= now()) return undefined;
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    },

    clear(reply) {
      reply.clearCookie(name, attributes);
    },
  };
}
