import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabaseClient } from '../../db/create-database-client.ts';
import type { Database, DatabaseClient } from '../../db/database.ts';
import type { Env } from '../../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database every module's repository runs on (PGlite or PostgreSQL). */
    db: Database;
  }
}

export interface DatabasePluginOptions {
  env: Env;
  /** A database opened by the caller (tests): used as is and left open on close. */
  client?: DatabaseClient;
}

/** Opens the database the environment names, brings its schema up to date, closes it on shutdown. */
async function database(app: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  const client = options.client ?? (await createDatabaseClient(options.env));
  if (options.client === undefined) {
    app.addHook('onClose', () => client.close());
  }
  try {
    await client.migrate();
  } catch (error) {
    if (options.client === undefined) await client.close();
    throw error;
  }
  app.log.debug({ driver: client.driver }, 'database ready');
  app.decorate('db', client.db);
}

export default fp(database, { name: 'database' });
