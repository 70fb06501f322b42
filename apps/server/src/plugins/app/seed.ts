import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDatabase } from '../../db/seed.ts';
import type { Env } from '../../env.ts';

/**
 * Seeds every module at start, before the modules load: the data each needs, and the demo data
 * (SEED_DEMO_DATA) into modules that hold none yet, so a fresh `npm start` shows a working site.
 */
async function seed(app: FastifyInstance, { env }: { env: Pick<Env, 'SEED_DEMO_DATA'> }): Promise<void> {
  await seedDatabase(app.db, { demo: env.SEED_DEMO_DATA, log: app.log });
}

export default fp(seed, { name: 'seed', dependencies: ['database'] });
