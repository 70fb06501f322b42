import { healthEndpoints } from '@parlay/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../http/endpoint-route.ts';
import type { HealthService } from './health-service.ts';

/** Probes are polled constantly: only warnings in the log. */
const quiet = { logLevel: 'warn' } as const;

export function registerHealthRoutes(app: FastifyInstance, service: HealthService): void {
  addEndpoint(app, healthEndpoints.liveness, () => ({ status: 'ok' as const }), quiet);

  addEndpoint(
    app,
    healthEndpoints.readiness,
    async (_input, { reply }) => {
      const readiness = await service.readiness();
      reply.code(readiness.status === 'ready' ? 200 : 503);
      return readiness;
    },
    quiet,
  );
}
