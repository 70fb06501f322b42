import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';

/**
 * Columns any request of a signed-in player may move without changing anything the player or
 * the site would call a change: reading a session touches its idle timer.
 */
const touchedOnRead: Readonly<Record<string, readonly string[]>> = {
  sessions: ['last_seen_at', 'idle_expires_at'],
};

async function rows(app: App, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The tables of the app's schema, listed once per app (a run adds none). */
const tablesOf = new WeakMap<App, Promise<string[]>>();

function tables(app: App): Promise<string[]> {
  let listed = tablesOf.get(app);
  if (listed === undefined) {
    listed = rows(
      app,
      sql`SELECT table_name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ).then((found) => found.map(({ table_name: name }) => String(name)));
    tablesOf.set(app, listed);
  }
  return listed;
}

/**
 * A digest per table of the app's database, every table of its schema (so a table added later
 * is watched too): the row count and an MD5 of the rows, without the columns `touchedOnRead`; one
 * query for all. Equal digests before and after some requests: they changed nothing.
 */
export async function databaseDigest(app: App): Promise<Record<string, string>> {
  const perTable = (await tables(app)).map((name) => {
    const skipped = (touchedOnRead[name] ?? []).map((column) => sql` - ${column}`);
    return sql`SELECT ${name} AS name, count(*) || ':' || coalesce(md5(string_agg(line, '|' ORDER BY line)), '') AS digest
      FROM (SELECT (to_jsonb(t)${sql.join(skipped)})::text AS line FROM ${sql.identifier(name)} t) s`;
  });
  const found = await rows(app, sql.join(perTable, sql` UNION ALL `));
  return Object.fromEntries(found.map(({ name, digest }) => [String(name), String(digest)]));
}
