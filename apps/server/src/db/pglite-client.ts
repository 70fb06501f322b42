import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseClient } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';
import * as schema from './schema.ts';

export interface PgliteClientOptions {
  /** Directory of the database files (created when missing), or 'memory' for a throwaway database. */
  location: string | 'memory';
  /** A snapshot made by PGlite's dumpDataDir to start from instead of an empty cluster (tests). */
  snapshot?: Blob;
}

export interface PgliteDatabaseClient extends DatabaseClient {
  /** A snapshot of the whole cluster (a tar archive), which `snapshot` can start from. */
  dumpDataDir(): Promise<Blob>;
}

/** The embedded database: PostgreSQL compiled to WebAssembly, running in this process. */
export async function createPgliteClient(options: PgliteClientOptions): Promise<PgliteDatabaseClient> {
  if (options.location !== 'memory') await mkdir(options.location, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.location === 'memory' ? {} : { dataDir: options.location }),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const db = drizzle({ client: pglite, schema });
  return {
    driver: 'pglite',
    db,
    // One process owns a PGlite directory, so no lock is needed around migrations.
    migrate: () => migrate(db, { migrationsFolder }),
    // One process, one session: whoever asks leads.
    tryHoldLock: async () => ({ check: async () => true, release: async () => {} }),
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
