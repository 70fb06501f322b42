import { join } from 'node:path';
import type { Env } from '../env.ts';
import type { DatabaseClient } from './database.ts';
import { createPgliteClient } from './pglite-client.ts';
import { createPostgresClient } from './postgres-client.ts';

/** The database the environment asks for: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export function createDatabaseClient(
  env: Pick<Env, 'DATABASE_URL' | 'DATABASE_POOL_MAX' | 'DATA_DIR'>,
): Promise<DatabaseClient> {
  if (env.DATABASE_URL !== undefined) {
    return createPostgresClient({ url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX });
  }
  return createPgliteClient({ location: join(env.DATA_DIR, 'db') });
}
