import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHealthService } from './health-service.ts';
import { registerHealthRoutes } from './routes.ts';

/** Liveness and readiness probes for the load balancer and the orchestrator. */
async function healthModule(app: FastifyInstance): Promise<void> {
  registerHealthRoutes(app, createHealthService({ db: app.db, pubsub: app.pubsub }));
}

// Encapsulated: its routes and hooks stay inside; fp only gives it a name and its dependencies.
export default fp(healthModule, { name: 'health', dependencies: ['database', 'pubsub'], encapsulate: true });
