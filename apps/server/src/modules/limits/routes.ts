import { limitsEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { SignedInUser } from '../../plugins/app/endpoint-guards.ts';
import type { LimitsCaller, LimitsService } from './limits-service.ts';

function callerOf(request: FastifyRequest, user: SignedInUser): LimitsCaller {
  return { userId: user.userId, sessionId: user.sessionId, language: requestLanguage(request) };
}

export function registerLimitsRoutes(app: FastifyInstance, service: LimitsService): void {
  const e = limitsEndpoints;
  addEndpoint(app, e.getLimits, async (_input, { request, user }) => ({
    limits: await service.list(callerOf(request, user)),
  }));
  addEndpoint(app, e.getAvailableLimits, (_input, { request, user }) =>
    service.available(callerOf(request, user)),
  );
  addEndpoint(app, e.setLimits, ({ body }, { request, user }) =>
    service.setLimits(callerOf(request, user), body.limits),
  );
  addEndpoint(app, e.testAnswers, ({ body }, { request, user }) =>
    service.testAnswers(callerOf(request, user), body),
  );
  addEndpoint(app, e.limitAction, ({ body }, { request, user }) =>
    service.limitAction(callerOf(request, user), body),
  );
  addEndpoint(app, e.removeLimit, ({ query }, { request, user }) =>
    service.removeLimit(callerOf(request, user), query.limitId),
  );
  addEndpoint(app, e.getSelfExcludeReasons, () => service.selfExcludeReasons());
  addEndpoint(app, e.blockUser, ({ body }, { request, user }) =>
    service.blockUser(callerOf(request, user), body),
  );
  addEndpoint(app, e.ping, (_input, { request, user }) => service.ping(callerOf(request, user)));
  addEndpoint(app, e.getClientLimits, (_input, { request, user }) =>
    service.clientLimits(callerOf(request, user)),
  );
}
