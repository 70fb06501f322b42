import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseClient } from '../../src/db/database.ts';
import { createPgliteClient } from '../../src/db/pglite-client.ts';
import { pgliteTemplate } from './pglite-template.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set. A set but unreachable URL
 * fails the suites that use it (the connection error surfaces in beforeAll), it never skips them.
 */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A database for one test file: how to reach it, and how to get rid of it. */
export interface TestDatabase {
  kind: TestDatabaseKind;
  /** Environment variables that point an app at this database (PostgreSQL). */
  env: Record<string, string>;
  /** An open client to hand to the app (PGlite in memory lives in this process only). */
  client?: DatabaseClient;
  /** A URL for another connection to the same database (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database: PGlite in memory (from the migrated template), or a new `parlay_test_<random>` database on the
 * TEST_DATABASE_URL server that `drop` removes, so runs never see each other's data.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const client = await createPgliteClient({ location: 'memory', snapshot: await pgliteTemplate() });
    return { kind, env: {}, client, drop: () => client.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `parlay_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL cannot be reached: ${String(error)}`);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString(), DATABASE_POOL_MAX: '4' },
    url: url.toString(),
    async drop() {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
