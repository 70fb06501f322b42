import { healthResponseSchema, readinessResponseSchema } from '@parlay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health-service.ts';

/** Probes are polled constantly: no rate limit, and only warnings in the log. */
const probeRouteOptions = { config: { rateLimit: false }, logLevel: 'warn' } as const;

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    '/healthz',
    {
      ...probeRouteOptions,
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers HTTP (touches no dependency)',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      ...probeRouteOptions,
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database and pub/sub answer; 503 takes the instance out of rotation',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await service.readiness();
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
