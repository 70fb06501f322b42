import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseClient } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';
import * as schema from './schema.ts';

export interface PostgresClientOptions {
  url: string;
  poolMax: number;
}

/** Any 64-bit number works; it only has to be the same for every instance of this application. */
const migrationLockKey = 7_202_502_260_001;

/** A PostgreSQL server through a node-postgres pool (production). */
export async function createPostgresClient(options: PostgresClientOptions): Promise<DatabaseClient> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A query that hangs must not hold a request (or a shutdown) forever.
    statement_timeout: 15_000,
  });
  // An idle client losing its connection emits on the pool; without a listener that would crash.
  pool.on('error', () => {});
  // Fail at start, with the driver's message, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();

  return {
    driver: 'postgres',
    db: drizzle({ client: pool, schema }),
    async migrate() {
      // Instances starting together take turns: the first applies the migrations, the others
      // then find nothing left to do.
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
        await migrate(drizzle({ client: connection, schema }), { migrationsFolder });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
