import { userTransferEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../../http/endpoint-route.ts';
import { callerOf } from '../caller.ts';
import type { UserTransferService } from './transfer-service.ts';

export function registerTransferRoutes(app: FastifyInstance, service: UserTransferService): void {
  addEndpoint(app, userTransferEndpoints.sendCode, async ({ params, body }, { request }) => {
    const { resendAfter } = await service.sendCode(
      params.transfer,
      { countryCode: body.country_code, number: body.phone },
      callerOf(request),
    );
    return { success: true as const, resend_after: resendAfter };
  });

  addEndpoint(app, userTransferEndpoints.checkCode, ({ params, body }, { request }) =>
    service.checkCode(params.transfer, body.code, callerOf(request)),
  );

  addEndpoint(app, userTransferEndpoints.userData, async ({ body }, { request }) => {
    const { userId, password } = await service.userData(body.redirectToken, callerOf(request));
    return { status: 'ok' as const, user_id: userId, password };
  });
}
