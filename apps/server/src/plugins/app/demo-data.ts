import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedEmptyDatabase } from '../../db/seed.ts';

/** Fills a database nobody has filled yet with demo data, so a fresh `npm start` shows a working site. */
async function demoData(app: FastifyInstance): Promise<void> {
  if (await seedEmptyDatabase(app.db)) app.log.info('empty database: demo data inserted');
}

export default fp(demoData, { name: 'demo-data', dependencies: ['database'] });
