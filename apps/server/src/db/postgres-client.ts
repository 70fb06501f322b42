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
    async tryHoldLock(key) {
      // A connection of its own, kept out of the pool while the lock lives: the lock is the session's.
      const connection = await pool.connect();
      let lost = false;
      connection.on('error', () => {
        lost = true;
      });
      try {
        const { rows } = await connection.query<{ taken: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS taken',
          [key.toString()],
        );
        if (rows[0]?.taken !== true) {
          connection.release();
          return undefined;
        }
      } catch (error) {
        connection.release(true);
        throw error;
      }
      return {
        async check() {
          if (lost) return false;
          try {
            await connection.query('SELECT 1');
            return true;
          } catch {
            lost = true;
            return false;
          }
        },
        async release() {
          if (!lost)
            await connection.query('SELECT pg_advisory_unlock($1)', [key.toString()]).catch(() => {});
          // A connection that lost its session is not given back to the pool for reuse.
          connection.release(lost);
        },
      };
    },
    close: () => pool.end(),
  };
}
