import type { CookieSerializeOptions } from '@fastify/cookie';
import { errorCodes } from '@parlay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';
import { HttpError } from '../../http/http-error.ts';
import { randomToken, safeEqual, sha256Hex } from '../../modules/identity/secrets.ts';
import {
  type ActiveSession,
  createSessionsRepository,
  type SessionsRepository,
} from '../../modules/identity/sessions-repository.ts';

/** Session lifetimes (docs/identity-api.md "Session cookie"), in milliseconds. */
export const sessionTimeouts = {
  idle: 30 * 60_000,
  absolute: 12 * 60 * 60_000,
  /** "Remember me" (`save: true`): both timeouts. */
  longLived: 30 * 24 * 60 * 60_000,
  /** The idle timer is written at most this often, not on every request. */
  touchEvery: 60_000,
} as const;

export const csrfCookieName = 'parlay_csrf';
export const csrfHeader = 'x-csrf-token';

/** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain. */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-parlay_session' : 'parlay_session';
}

export interface SessionManager {
  readonly cookieName: string;
  /** The request's live session (read once per request), or null. */
  read(request: FastifyRequest): Promise<ActiveSession | null>;
  /** Ends the request's session if any, opens a new one (rotation) and sets both cookies. */
  open(request: FastifyRequest, reply: FastifyReply, userId: number, save: boolean): Promise<ActiveSession>;
  /** Revokes the request's session and clears the cookies. */
  close(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  revokeAllOfUser(userId: number): Promise<void>;
  /** Cookie options shared by the module's other cookies (Secure in production). */
  readonly baseCookieOptions: CookieSerializeOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Where the CSRF rules apply; other prefixes (redirects, blocks, parts) are public lookups. */
const guardedPrefixes = ['/web-api/', '/social-api/'];

function csrfFailed(): HttpError {
  return new HttpError({ status: 403, code: errorCodes.CSRF_FAILED, messageKey: 'main_csrf_failed' });
}

export interface SessionPluginOptions {
  env: Env;
  /** The clock (tests move it to check timeouts). */
  now?: () => number;
}

/**
 * Sessions: opaque random cookie tokens whose SHA-256 is the stored id, idle and absolute
 * timeouts, rotation at sign-in, and the CSRF rules of every unsafe /web-api and /social-api call:
 * `X-Requested-With: XMLHttpRequest` always (a cross-site form cannot send it), and
 * `X-CSRF-Token` equal to the session's token when the request carries a live session.
 */
async function session(app: FastifyInstance, { env, now = Date.now }: SessionPluginOptions): Promise<void> {
  const production = env.NODE_ENV === 'production';
  const cookieName = sessionCookieName(production);
  const repository: SessionsRepository = createSessionsRepository(app.db);
  const baseCookieOptions: CookieSerializeOptions = { path: '/', secure: production };
  const cache = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();

  async function load(request: FastifyRequest): Promise<ActiveSession | null> {
    const token = request.cookies[cookieName];
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
  }

  function setCookies(reply: FastifyReply, token: string, csrfToken: string, save: boolean): void {
    const maxAge = save ? sessionTimeouts.longLived / 1000 : undefined;
    const lifetime = maxAge === undefined ? {} : { maxAge };
    reply.setCookie(cookieName, token, {
      ...baseCookieOptions,
      httpOnly: true,
      sameSite: 'lax',
      ...lifetime,
    });
    reply.setCookie(csrfCookieName, csrfToken, {
      ...baseCookieOptions,
      httpOnly: false,
      sameSite: 'strict',
      ...lifetime,
    });
  }

  function clearCookies(reply: FastifyReply): void {
    reply.clearCookie(cookieName, { ...baseCookieOptions, httpOnly: true, sameSite: 'lax' });
    reply.clearCookie(csrfCookieName, { ...baseCookieOptions, sameSite: 'strict' });
  }

  const manager: SessionManager = {
    cookieName,
    baseCookieOptions,

    read(request) {
      let pending = cache.get(request);
      if (pending === undefined) {
        pending = load(request);
        cache.set(request, pending);
      }
      return pending;
    },

    async open(request, reply, userId, save) {
      const previous = await manager.read(request);
      if (previous !== null) await repository.revoke(previous.id);
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
        ip: request.ip.slice(0, 64),
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 512) || null,
      });
      setCookies(reply, token, csrfToken, save);
      const opened = await repository.findActive(id, new Date(at));
      if (opened === undefined) throw new Error('a session just opened is not readable');
      cache.set(request, Promise.resolve(opened));
      return opened;
    },

    async close(request, reply) {
      const current = await manager.read(request);
      if (current !== null) await repository.revoke(current.id);
      cache.set(request, Promise.resolve(null));
      clearCookies(reply);
    },

    revokeAllOfUser: (userId) => repository.revokeAllOfUser(userId),
  };

  app.decorate('sessions', manager);

  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    const path = request.url;
    if (!guardedPrefixes.some((prefix) => path.startsWith(prefix))) return;
    // Unknown paths (the JSON 404 catch-alls `/web-api/*`) answer 404, not a CSRF refusal.
    if (request.routeOptions.url?.endsWith('/*')) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw csrfFailed();
    if (request.cookies[cookieName] === undefined) return;
    const current = await manager.read(request);
    if (current === null) return;
    const sent = request.headers[csrfHeader];
    if (typeof sent !== 'string' || !safeEqual(sent, current.csrfToken)) throw csrfFailed();
  });
}

export default fp(session, { name: 'session', dependencies: ['database', 'cookies'] });
