import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabaseClient } from '../../db/create-database-client.ts';
import type { Database, DatabaseClient, HeldLock } from '../../db/database.ts';
import type { Env } from '../../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database every module's repository runs on (PGlite or PostgreSQL). */
    db: Database;
    /** Leadership of a role across instances (the feed): a session-level advisory lock by name. */
    leaderLocks: LeaderLocks;
  }
}

export interface LeaderLocks {
  /** The lock named `name` if no other instance holds it now (it is kept until released or its connection dies). */
  tryAcquire(name: string): Promise<HeldLock | undefined>;
}

/** The lock's key: "lead" in the high 32 bits (apart from other locks), the name's hash below. */
export function leaderLockKey(name: string): bigint {
  const hash = createHash('sha256').update(name).digest().readUInt32BE(0);
  return (BigInt(0x6c65_6164) << 32n) | BigInt(hash);
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
  app.decorate('leaderLocks', {
    tryAcquire: (name) => client.tryHoldLock(leaderLockKey(name)),
  } satisfies LeaderLocks);
}

export default fp(database, { name: 'database' });
