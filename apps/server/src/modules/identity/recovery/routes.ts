import { recoveryEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../http/endpoint-route.ts';
import { callerOf } from '../caller.ts';
import type { RecoveryCookie } from './recovery-cookie.ts';
import type { RecoveryService } from './recovery-service.ts';

/** Password recovery (docs/identity-api.md "Password recovery"). */
export function registerRecoveryRoutes(
  app: FastifyInstance,
  deps: { recovery: RecoveryService; recoveryCookie: RecoveryCookie },
): void {
  const { recovery, recoveryCookie } = deps;

  addEndpoint(app, recoveryEndpoints.send, async ({ body }, { request, reply }) => {
    const { answer, subject, deliver } = await recovery.send(body, callerOf(request));
    recoveryCookie.set(reply, subject);
    // The message only a known account gets must not make its answer slower than an unknown one's.
    app.afterAnswer(request, deliver);
    return answer;
  });

  addEndpoint(app, recoveryEndpoints.check, ({ body }, { request }) =>
    recovery.check({ code: body.code, cookieSubject: recoveryCookie.read(request) }, callerOf(request)),
  );

  addEndpoint(app, recoveryEndpoints.save, async ({ body }, { request, reply }) => {
    const saved = await recovery.save(
      { code: body.code, cookieSubject: recoveryCookie.read(request), password: body.password },
      callerOf(request),
    );
    recoveryCookie.clear(reply);
    return saved;
  });
}
