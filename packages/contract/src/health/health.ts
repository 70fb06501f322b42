import { z } from 'zod';

/** `GET /healthz`: liveness only — the process answers HTTP. It touches no dependency. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Outcome of one readiness probe. */
export const readinessCheckSchema = z.enum(['ok', 'failed']);
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/**
 * `GET /readyz`: whether this instance can serve traffic (200 `ready`) or should be taken out of the
 * load balancer (503 `not_ready`), with the result of each dependency probe.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: readinessCheckSchema,
    pubsub: readinessCheckSchema,
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
