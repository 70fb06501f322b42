import { errors, jwtVerify, SignJWT } from 'jose';

/** Lifetime of a user token: short, since the client refreshes it as it needs (seed 001 §4). */
export const accessTokenLifetimeSeconds = 5 * 60;

export interface AccessTokenClaims {
  userId: number;
  sessionId: string;
}

/**
 * User tokens (JWT, HS256) for calls that authenticate by bearer token rather than by cookie:
 * `sub` is the user id, `sid` the session's id, `exp` five minutes on.
 */
export function createAccessTokens(key: Uint8Array, now: () => number = Date.now) {
  return {
    issue({ userId, sessionId }: AccessTokenClaims): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
        .sign(key);
    },

    /** The claims of a genuine, unexpired token; undefined for anything else. */
    async read(token: string): Promise<AccessTokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return undefined;
        return { userId, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
