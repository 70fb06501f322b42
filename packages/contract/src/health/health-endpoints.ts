import { defineEndpoints } from '../http/endpoint.ts';
import { healthResponseSchema, readinessResponseSchema } from './health.ts';

/** Probes are polled constantly: no rate limit. */
export const healthEndpoints = defineEndpoints('health', {
  liveness: {
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process answers HTTP (touches no dependency)',
    tags: ['health'],
    response: healthResponseSchema,
    errors: [],
    requires: { rateLimit: 'none', noStore: true },
  },
  readiness: {
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: the database and pub/sub answer; 503 takes the instance out of rotation',
    tags: ['health'],
    response: readinessResponseSchema,
    answers: { 503: readinessResponseSchema },
    errors: [],
    requires: { rateLimit: 'none', noStore: true },
  },
});
