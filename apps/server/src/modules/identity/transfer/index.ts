import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthThrottle } from '../../auth-throttle/index.ts';
import type { IdentityApi } from '../identity-api.ts';
import { createTransferExpiryJob } from './expiry-job.ts';
import { registerTransferRoutes } from './routes.ts';
import { createTransferRepository } from './transfer-repository.ts';
import { createUserTransferService, type UserTransferService } from './transfer-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Account transfers (README.md): `create(userId)` opens one; the player finishes it over HTTP. */
    userTransfers: UserTransferService;
  }
}

/** User transfer: the user_transfers table, its service and the three transfer calls. */
async function transferModule(
  app: FastifyInstance,
  options: { identity: IdentityApi; authThrottle: AuthThrottle },
): Promise<void> {
  const repository = createTransferRepository(app.db);
  const service = createUserTransferService({ repository, ...options });
  app.decorate('userTransfers', service);
  app.scheduledJobs.add(createTransferExpiryJob(repository));
  registerTransferRoutes(app, service);
}

export default fp(transferModule, { name: 'user-transfer', dependencies: ['database', 'scheduled-jobs'] });
