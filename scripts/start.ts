/**
 * `npm start`: builds the production bundles when they are missing or stale, then starts every
 * role of the server in this process (embedded PGlite database unless DATABASE_URL is set).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts'), '--if-stale'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'apps/server/src/server.ts'));
