import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type DatabaseSchema = typeof schema;

/** The database as modules see it: the same Drizzle API whether PGlite or node-postgres is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

export type Transaction = PgTransaction<
  PgQueryResultHKT,
  DatabaseSchema,
  ExtractTablesWithRelations<DatabaseSchema>
>;

/** What a repository verb runs on: the database, or the caller's open transaction. */
export type Executor = Database | Transaction;

export type DatabaseDriver = 'pglite' | 'postgres';

/** A session-level advisory lock held on a connection of its own: the leadership of one role. */
export interface HeldLock {
  /** Whether the lock is still held (its connection alive); false once it is lost. */
  check(): Promise<boolean>;
  release(): Promise<void>;
}

/** A connected database with the driver-specific parts (migrations, shutdown) behind one interface. */
export interface DatabaseClient {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  /** Applies pending migrations; safe to call on every start and from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Takes the advisory lock `key` for as long as the connection lives, without waiting: undefined
   * when another session holds it. PGlite is one process: it always has the lock.
   */
  tryHoldLock(key: bigint): Promise<HeldLock | undefined>;
  close(): Promise<void>;
}
