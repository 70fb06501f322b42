import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrationsFolder } from '../../src/db/migrations-folder.ts';
import { createPgliteClient } from '../../src/db/pglite-client.ts';

/**
 * A migrated, empty PGlite cluster to start test databases from, like PostgreSQL's template
 * databases: creating a PGlite cluster from scratch (initdb) costs seconds, loading a snapshot a
 * fraction of that. The snapshot is cached in the temporary directory under a key made of the
 * PGlite version and the migration files, so a changed migration builds a new one.
 */
export function pgliteTemplate(): Promise<Blob> {
  templateInThisProcess ??= loadOrBuildTemplate();
  return templateInThisProcess;
}

let templateInThisProcess: Promise<Blob> | undefined;

async function loadOrBuildTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `parlay-pglite-template-${await templateKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet on this machine.
  }
  const client = await createPgliteClient({ location: 'memory' });
  try {
    await client.migrate();
    const snapshot = await client.dumpDataDir();
    // Write then rename: a test file running in parallel never reads half a snapshot.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
    await rename(partial, file);
    return snapshot;
  } finally {
    await client.close();
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  // package.json is not among PGlite's exports: it sits one folder above the entry (dist/).
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(dirname(pgliteEntry)), 'package.json')));
  for (const entry of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (entry.endsWith('.sql') || entry.endsWith('.json'))
      hash.update(entry).update(await readFile(join(migrationsFolder, entry)));
  }
  return hash.digest('hex').slice(0, 16);
}
