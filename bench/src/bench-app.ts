/**
 * What the scenarios on the real PostgreSQL share: databases of their own on the bench's server
 * (created empty, dropped afterwards), and the application built on one of them (API only, quiet).
 */
import { randomBytes } from 'node:crypto';
import { type App, type BuildAppOptions, buildApp } from '@parlay/server/app';
import { parseEnv } from '@parlay/server/env';
import pg from 'pg';

export interface BenchDatabases<Name extends string> {
  /** The connection string of each database, by the name the caller gave it. */
  urls: Record<Name, string>;
  /** Drops every database (connections still open are ended). */
  drop(): Promise<void>;
}

/** Creates one empty database per name on the server of `url`, with a random suffix of the run. */
export async function createBenchDatabases<Name extends string>(
  url: string,
  prefix: string,
  names: readonly Name[],
): Promise<BenchDatabases<Name>> {
  const suffix = randomBytes(5).toString('hex');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const created: string[] = [];
  const urls = {} as Record<Name, string>;
  try {
    for (const name of names) {
      const database = `${prefix}_${suffix}_${name}`;
      await admin.query(`CREATE DATABASE ${database}`);
      created.push(database);
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${database}`;
      urls[name] = databaseUrl.toString();
    }
  } catch (error) {
    for (const database of created) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    throw error;
  }
  return {
    urls,
    async drop() {
      for (const database of created) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The application on a database (API only, quiet), with a pool of `connections`: a site
 * configuration open to registration (the seed's), the demo provider's withdrawal method, the
 * players' addresses from the loopback proxy, no global rate limit. `options` adds roles, a feed
 * adapter or module settings; `redisUrl` carries the domain events through Redis.
 */
export async function benchApp(
  databaseUrl: string,
  connections: number,
  options: Omit<BuildAppOptions, 'env'> = {},
  redisUrl?: string,
): Promise<App> {
  const app = await buildApp({
    ...options,
    env: parseEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      COOKIE_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: String(connections),
      SEED_DEMO_DATA: 'true',
      TRUST_PROXY: '127.0.0.1',
      DEMO_PAYMENT_PROVIDER: 'true',
      DEMO_PAYMENT_WEBHOOK_SECRETS: randomBytes(16).toString('hex'),
      RATE_LIMIT_MAX: '1000000000',
      // Pub/sub through Redis when given, as between production's instances; keys of this run only.
      ...(redisUrl === undefined
        ? {}
        : { REDIS_URL: redisUrl, REDIS_PREFIX: `parlay-bench-${randomBytes(4).toString('hex')}:` }),
    }),
  });
  await app.ready();
  return app;
}
