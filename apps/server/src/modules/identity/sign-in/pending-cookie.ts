import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A step of a sign-in waiting for its second part, held in the signed `parlay_pending` cookie
 * (5 minutes): the two-step code of an account whose password was right, or the SMS code of a
 * phone a code was sent to.
 */
export type PendingStep =
  | { kind: 'two_step'; userId: number; save: boolean }
  | { kind: 'sms'; subject: string };

export const pendingCookieName = 'parlay_pending';
export const pendingLifetimeSeconds = 5 * 60;

export function createPendingCookie(baseOptions: CookieSerializeOptions, now: () => number = Date.now) {
  const options: CookieSerializeOptions = {
    ...baseOptions,
    httpOnly: true,
    sameSite: 'strict',
    signed: true,
    maxAge: pendingLifetimeSeconds,
  };
  return {
    set(reply: FastifyReply, step: PendingStep): void {
      const value = JSON.stringify({ ...step, exp: Math.floor(now() / 1000) + pendingLifetimeSeconds });
      reply.setCookie(pendingCookieName, Buffer.from(value).toString('base64url'), options);
    },

    /** The pending step of `kind` if the cookie is genuine and unexpired. */
    read<K extends PendingStep['kind']>(
      request: FastifyRequest,
      kind: K,
    ): Extract<PendingStep, { kind: K }> | undefined {
      const raw = request.cookies[pendingCookieName];
      if (raw === undefined) return undefined;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || unsigned.value === null) return undefined;
      try {
        const parsed = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        if (parsed.kind !== kind || typeof parsed.exp !== 'number' || parsed.exp * 1000 <= now())
          return undefined;
        if (kind === 'two_step' && typeof parsed.userId === 'number' && typeof parsed.save === 'boolean') {
          return { kind, userId: parsed.userId, save: parsed.save } as Extract<PendingStep, { kind: K }>;
        }
        if (kind === 'sms' && typeof parsed.subject === 'string') {
          return { kind, subject: parsed.subject } as Extract<PendingStep, { kind: K }>;
        }
      } catch {
        // A cookie that is not our JSON is no pending step.
      }
      return undefined;
    },

    clear(reply: FastifyReply): void {
      reply.clearCookie(pendingCookieName, { ...baseOptions, httpOnly: true, sameSite: 'strict' });
    },
  };
}
export type PendingCookie = ReturnType<typeof createPendingCookie>;
