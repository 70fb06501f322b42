import { randomToken, sha256Hex } from '../../../security/crypto.ts';
import type { ActiveSession, SessionsRepository } from './sessions-repository.ts';

/** Session lifetimes (docs/identity-api.md "Session cookie"), in milliseconds. */
export const sessionTimeouts = {
  idle: 30 * 60_000,
  absolute: 12 * 60 * 60_000,
  /** "Remember me" (`save: true`): both timeouts. */
  longLived: 30 * 24 * 60 * 60_000,
  /** The idle timer is written at most this often, not on every request. */
  touchEvery: 60_000,
} as const;

/** Where a session was opened from, kept with it. */
export interface SessionClient {
  readonly ip: string;
  readonly userAgent: string | null;
}

/** A session just opened: the secrets its cookies carry, and the session. */
export interface OpenedSession {
  /** The session cookie's value; the database keeps only its SHA-256 (the session's id). */
  token: string;
  csrfToken: string;
  longLived: boolean;
  session: ActiveSession;
}

export interface SessionsService {
  /** The live session of a cookie token (touching its idle timer), or null. */
  resolve(token: string | undefined): Promise<ActiveSession | null>;
  /** Ends `replacing` (rotation at sign-in) and opens a new session for the player. */
  open(input: {
    userId: number;
    save: boolean;
    replacing: string | null;
    client: SessionClient;
  }): Promise<OpenedSession>;
  close(sessionId: string): Promise<void>;
  /** Ends every session of a player (new password, transfer): they must sign in again. */
  revokeAllOfUser(userId: number): Promise<void>;
}

/**
 * Sessions: opaque random tokens whose SHA-256 is the stored id, idle and absolute timeouts, a new
 * session at every sign-in.
 */
export function createSessionsService(deps: {
  repository: SessionsRepository;
  now?: () => number;
}): SessionsService {
  const { repository, now = Date.now } = deps;

  return {
    async resolve(token) {
      if (token === undefined || token.length < 32 || token.length > 64) return null;
      const at = new Date(now());
      const found = await repository.findActive(sha256Hex(token), at);
      if (found === undefined) return null;
      const idle = found.longLived ? sessionTimeouts.longLived : sessionTimeouts.idle;
      const idleExpiresAt = new Date(at.getTime() + idle);
      if (idleExpiresAt.getTime() - found.idleExpiresAt.getTime() >= sessionTimeouts.touchEvery) {
        await repository.touch(found.id, at, idleExpiresAt);
      }
      return found;
    },

    async open({ userId, save, replacing, client }) {
      if (replacing !== null) await repository.revoke(replacing);
      const token = randomToken();
      const csrfToken = randomToken();
      const at = now();
      const id = sha256Hex(token);
      await repository.insert({
        id,
        userId,
        csrfToken,
        longLived: save,
        createdAt: new Date(at),
        lastSeenAt: new Date(at),
        idleExpiresAt: new Date(at + (save ? sessionTimeouts.longLived : sessionTimeouts.idle)),
        absoluteExpiresAt: new Date(at + (save ? sessionTimeouts.longLived : sessionTimeouts.absolute)),
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent?.slice(0, 512) || null,
      });
      const session = await repository.findActive(id, new Date(at));
      if (session === undefined) throw new Error('a session just opened is not readable');
      return { token, csrfToken, longLived: save, session };
    },

    close: (sessionId) => repository.revoke(sessionId),
    revokeAllOfUser: (userId) => repository.revokeAllOfUser(userId),
  };
}
