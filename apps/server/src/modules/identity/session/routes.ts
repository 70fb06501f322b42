import { sessionEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../http/endpoint-route.ts';
import type { RequestSessions } from './request-sessions.ts';

/** The session's own calls: keep-alive, the session check, sign-out. */
export function registerSessionRoutes(app: FastifyInstance, sessions: RequestSessions): void {
  addEndpoint(app, sessionEndpoints.keepAlive, async (_input, { request }) => {
    await sessions.read(request);
    return 'ok' as const;
  });

  addEndpoint(app, sessionEndpoints.check, async (_input, { request }) => {
    const view = await sessions.read(request);
    return {
      user_id: view?.userId ?? null,
      login: view?.login ?? null,
      ban_level: view?.banLevel ?? 0,
      ban_version: view?.banVersion ?? 0,
      terms_changed: view?.termsChanged ?? false,
      csrf_token: view?.csrfToken ?? null,
      auto_logoff_minutes: view?.autoLogoffMinutes ?? null,
    };
  });

  addEndpoint(app, sessionEndpoints.disconnect, async (_input, { request, reply }) => {
    await sessions.close(request, reply);
    return { success: true as const, message: 'ok' };
  });
}
