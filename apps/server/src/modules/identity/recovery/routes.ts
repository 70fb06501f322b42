import type { CookieSerializeOptions } from '@fastify/cookie';
import { recoveryEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../../http/endpoint-route.ts';
import { callerOf } from '../caller.ts';
import { type RecoveryService, recoveryCodeTtlSeconds } from './recovery-service.ts';

/** The account a recovery send named, signed: the six digits typed later need it. */
export const recoveryCookieName = 'parlay_recovery';

/** Password recovery (docs/identity-api.md "Password recovery"). */
export function registerRecoveryRoutes(
  app: FastifyInstance,
  deps: { recovery: RecoveryService; cookieOptions: CookieSerializeOptions },
): void {
  const { recovery } = deps;
  const cookieOptions = { ...deps.cookieOptions, httpOnly: true, sameSite: 'strict' } as const;

  const cookieUserIdOf = (request: FastifyRequest): string | undefined => {
    const raw = request.cookies[recoveryCookieName];
    const unsigned = raw === undefined ? undefined : request.unsignCookie(raw);
    return unsigned?.valid && unsigned.value !== null ? unsigned.value : undefined;
  };

  addEndpoint(app, recoveryEndpoints.send, async ({ body }, { request, reply }) => {
    const { answer, accountId } = await recovery.send(body, callerOf(request));
    reply.setCookie(recoveryCookieName, String(accountId), {
      ...cookieOptions,
      signed: true,
      maxAge: recoveryCodeTtlSeconds,
    });
    return answer;
  });

  addEndpoint(app, recoveryEndpoints.check, ({ body }, { request }) =>
    recovery.check({ code: body.code, cookieUserId: cookieUserIdOf(request) }, callerOf(request)),
  );

  addEndpoint(app, recoveryEndpoints.save, async ({ body }, { request, reply }) => {
    const saved = await recovery.save(
      { code: body.code, cookieUserId: cookieUserIdOf(request), password: body.password },
      callerOf(request),
    );
    reply.clearCookie(recoveryCookieName, cookieOptions);
    return saved;
  });
}
