import type { FastifyRequest } from 'fastify';
import { unauthorizedError } from '../../../http/http-error.ts';
import type { EndpointGuardProviders } from '../../../plugins/app/endpoint-guards.ts';
import type { AccessTokens } from '../account/access-tokens.ts';
import type { SessionsRepository } from './sessions-repository.ts';

/** The user token of a request: `X-Auth: <token>` (seed 001 §7), else `Authorization: Bearer <token>`. */
export function userTokenOf(request: FastifyRequest): string | undefined {
  const xAuth = request.headers['x-auth'];
  if (typeof xAuth === 'string' && xAuth.length > 0) return xAuth;
  const authorization = request.headers.authorization;
  if (typeof authorization !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1];
}

/**
 * The `tokenUser` guard: a genuine, unexpired user token whose session is still alive (a token
 * outlives neither sign-out nor a revoked session). The token's five minutes bound how long it is
 * worth stealing; reading does not touch the session's idle timer, which the cookie calls keep.
 */
export function createTokenUserGuard(deps: {
  accessTokens: AccessTokens;
  sessions: SessionsRepository;
  now: () => number;
}): Pick<EndpointGuardProviders, 'tokenUser'> {
  return {
    async tokenUser(request) {
      const token = userTokenOf(request);
      if (token === undefined || token.length > 4096) throw unauthorizedError();
      const claims = await deps.accessTokens.read(token);
      if (claims === undefined) throw unauthorizedError();
      const session = await deps.sessions.findActive(claims.sessionId, new Date(deps.now()));
      if (session === undefined || session.userId !== claims.userId) throw unauthorizedError();
      return { userId: session.userId, sessionId: session.id };
    },
  };
}
