import { errorCodes, type SiteConfig } from '@parlay/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unauthorizedError } from '../../../http/http-error.ts';
import type { EndpointGuardProviders } from '../../../plugins/app/endpoint-guards.ts';
import { safeEqual } from '../../../security/crypto.ts';
import { callerOf } from '../caller.ts';
import type { SessionView } from '../identity-api.ts';
import { termsNotConfirmed } from '../identity-errors.ts';
import { currentTermsVersion } from '../terms.ts';
import { csrfHeader, type SessionCookies } from './session-cookies.ts';
import type { ActiveSession } from './sessions-repository.ts';
import type { SessionsService } from './sessions-service.ts';

export interface RequestSessionsDeps {
  sessions: SessionsService;
  cookies: SessionCookies;
  /** The site configuration of a language (terms confirmation, auto-logoff). */
  configFor(language: string): Promise<SiteConfig | undefined>;
}

/**
 * Sessions as HTTP sees them, in one place: the request's session (read once per request, only by
 * what needs it), opening and closing one on the reply (its cookies), and the two endpoint guards
 * built on it: `signedInUser` and `csrf`.
 */
export function createRequestSessions({ sessions, cookies, configFor }: RequestSessionsDeps) {
  const views = new WeakMap<FastifyRequest, Promise<SessionView | null>>();

  async function toView(request: FastifyRequest, session: ActiveSession): Promise<SessionView> {
    const config = await configFor(callerOf(request).language);
    const confirmationOn = config?.isAvailableConfirmTerms ?? false;
    return {
      sessionId: session.id,
      userId: session.userId,
      login: session.login,
      banLevel: session.banLevel,
      banVersion: session.banVersion,
      termsChanged: confirmationOn && session.termsVersionConfirmed < currentTermsVersion,
      csrfToken: session.csrfToken,
      autoLogoffMinutes: config?.autoLogoff.enabled ? config.autoLogoff.minutes : null,
    };
  }

  function read(request: FastifyRequest): Promise<SessionView | null> {
    let view = views.get(request);
    if (view === undefined) {
      view = sessions
        .resolve(cookies.tokenOf(request))
        .then((session) => (session === null ? null : toView(request, session)));
      views.set(request, view);
    }
    return view;
  }

  const guards: Pick<EndpointGuardProviders, 'signedInUser' | 'csrf'> = {
    async signedInUser(request, allowPendingTerms) {
      const view = await read(request);
      if (view === null) throw unauthorizedError();
      if (view.termsChanged && !allowPendingTerms) throw termsNotConfirmed();
      return { userId: view.userId, sessionId: view.sessionId };
    },

    /**
     * `X-Requested-With: XMLHttpRequest` always (a cross-site form cannot send it), and
     * `X-CSRF-Token` equal to the session's token when the request carries a live session.
     */
    async csrf(request) {
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw csrfFailed();
      if (cookies.tokenOf(request) === undefined) return;
      const current = await read(request);
      if (current === null) return;
      const sent = request.headers[csrfHeader];
      if (typeof sent !== 'string' || !safeEqual(sent, current.csrfToken)) throw csrfFailed();
    },
  };

  return {
    /** The request's signed-in session, or null (no cookie, unknown, ended or expired session). */
    read,

    /** Ends the request's session if any, opens a new one for the player and sets its cookies. */
    async open(request: FastifyRequest, reply: FastifyReply, userId: number, save: boolean): Promise<void> {
      const previous = await read(request);
      const opened = await sessions.open({
        userId,
        save,
        replacing: previous?.sessionId ?? null,
        client: callerOf(request),
      });
      cookies.set(reply, opened);
      views.set(request, toView(request, opened.session));
    },

    /** Ends the request's session and clears its cookies. */
    async close(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const current = await read(request);
      if (current !== null) await sessions.close(current.sessionId);
      views.set(request, Promise.resolve(null));
      cookies.clear(reply);
    },

    guards,
  };
}
export type RequestSessions = ReturnType<typeof createRequestSessions>;

function csrfFailed(): HttpError {
  return new HttpError({ status: 403, code: errorCodes.CSRF_FAILED, messageKey: 'main_csrf_failed' });
}
