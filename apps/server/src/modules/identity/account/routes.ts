import type { CookieSerializeOptions } from '@fastify/cookie';
import { sessionEndpoints, twoFactorEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../http/endpoint-route.ts';
import type { RequestSessions } from '../session/request-sessions.ts';
import type { AccountService } from './account-service.ts';
import type { TwoFactorService } from './two-factor-service.ts';

export const secureGrantCookieName = 'parlay_secure_grant';
const secureGrantSeconds = 1800;

/** The signed-in player's account: tokens, secure data, configuration, terms, rights, two-step. */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: {
    account: AccountService;
    twoFactor: TwoFactorService;
    sessions: RequestSessions;
    /** The attributes every identity cookie shares (Secure in production). */
    cookieOptions: CookieSerializeOptions;
  },
): void {
  const { account, twoFactor, sessions, cookieOptions } = deps;

  addEndpoint(app, sessionEndpoints.getToken, (_input, { user }) => account.getToken(user));
  addEndpoint(app, sessionEndpoints.updateToken, ({ body }, { user }) =>
    account.updateToken(user, body.token),
  );
  addEndpoint(app, sessionEndpoints.secureData, (_input, { reply, user }) => {
    const answer = account.secureData(user);
    reply.setCookie(secureGrantCookieName, answer.grant, {
      ...cookieOptions,
      httpOnly: true,
      sameSite: 'lax',
      maxAge: secureGrantSeconds,
    });
    return answer;
  });
  addEndpoint(app, sessionEndpoints.userConfig, (_input, { user }) => account.config(user));
  addEndpoint(app, sessionEndpoints.confirmTerms, (_input, { user }) => account.confirmTerms(user));
  addEndpoint(app, sessionEndpoints.rights, async (_input, { request }) =>
    account.rights((await sessions.read(request))?.userId ?? null),
  );

  addEndpoint(app, twoFactorEndpoints.setup, (_input, { user }) => twoFactor.setup(user.userId));
  addEndpoint(app, twoFactorEndpoints.enable, ({ body }, { user }) =>
    twoFactor.enable(user.userId, body.code),
  );
  addEndpoint(app, twoFactorEndpoints.disable, ({ body }, { user }) =>
    twoFactor.disable(user.userId, body.code),
  );
}
