import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseClient } from '../../src/db/create-database-client.ts';
import type { DatabaseClient } from '../../src/db/database.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import type { Env } from '../../src/env.ts';
import { blockRulesTable } from '../../src/modules/blocks/schema.ts';
import { bonusRulesTable } from '../../src/modules/bonuses/schema.ts';
import { seoPageTable } from '../../src/modules/seo/schema.ts';
import { siteConfigTable } from '../../src/modules/site-config/schema.ts';
import { demoSiteConfigs } from '../../src/modules/site-config/site-config-seed.ts';
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from '../helpers/test-databases.ts';
import { testEnv } from '../helpers/test-env.ts';

/**
 * An environment naming a database nobody has touched: a new PGlite directory, or a new database
 * on the PostgreSQL server. (The other suites start from an already migrated template.)
 */
async function untouchedDatabase(kind: TestDatabaseKind): Promise<{ env: Env; remove(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'parlay-data-'));
    return {
      env: testEnv({ DATA_DIR: dataDir }),
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createTestDatabase(kind);
  return { env: testEnv(database.env), remove: () => database.drop() };
}

async function appliedMigrations(client: DatabaseClient): Promise<number> {
  // The Database type spans both drivers, whose raw results differ: both have rows.
  const result = (await client.db.execute(
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  )) as {
    rows: { count: number }[];
  };
  return Number(result.rows[0]?.count);
}

describe.each(testDatabaseKinds)('migrations and demo data on %s', (kind) => {
  let database: Awaited<ReturnType<typeof untouchedDatabase>>;
  let client: DatabaseClient;

  beforeAll(async () => {
    database = await untouchedDatabase(kind);
    client = await createDatabaseClient(database.env);
  });

  afterAll(async () => {
    await client?.close();
    await database?.remove();
  });

  it('on an untouched database, applies every migration; applying again changes nothing', async () => {
    await client.migrate();
    const applied = await appliedMigrations(client);
    expect(applied).toBeGreaterThan(0);
    await client.migrate();
    expect(await appliedMigrations(client)).toBe(applied);
  });

  it('seeds what every site needs, and the demo data only when asked', async () => {
    const base = await seedDatabase(client.db, { demo: false });
    expect(base.map(({ module, data }) => `${module} ${data}`)).toEqual(['seo base', 'bonuses base']);
    expect(await client.db.$count(siteConfigTable)).toBe(0);
    expect(await client.db.$count(bonusRulesTable)).toBe(2);
    const demo = await seedDatabase(client.db, { demo: true });
    expect(demo.map(({ module, data }) => `${module} ${data}`)).toEqual(['site-config demo', 'blocks demo']);
    expect(await client.db.$count(siteConfigTable)).toBe(demoSiteConfigs.length);
    expect(await client.db.$count(blockRulesTable)).toBeGreaterThan(0);
  });

  it('seeding again writes nothing', async () => {
    const seo = await client.db.$count(seoPageTable);
    expect(await seedDatabase(client.db, { demo: true })).toEqual([]);
    expect(await client.db.$count(seoPageTable)).toBe(seo);
  });

  it('does not bring back demo data an operator removed', async () => {
    await client.db.delete(siteConfigTable).where(eq(siteConfigTable.languageCode, 'es'));
    expect(await seedDatabase(client.db, { demo: true })).toEqual([]);
    expect(await client.db.$count(siteConfigTable)).toBe(demoSiteConfigs.length - 1);
  });

  it('keeps its data across a restart', async () => {
    await client.close();
    client = await createDatabaseClient(database.env);
    await client.migrate();
    expect(await client.db.$count(siteConfigTable)).toBe(demoSiteConfigs.length - 1);
    if (kind === 'pglite') expect(await readdir(join(database.env.DATA_DIR, 'db'))).toContain('PG_VERSION');
  });
});
