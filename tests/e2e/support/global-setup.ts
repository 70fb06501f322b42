import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildStamp, repoRoot } from './paths.ts';

/**
 * Runs once before the journeys: builds the production bundles when they are missing — the
 * server renders from them (`npm test` builds first; a bare `vitest` run may not have).
 */
export default function setup(): void {
  if (existsSync(buildStamp)) return;
  console.log('e2e: the bundles are not built yet, building them (node scripts/build.ts)…');
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the build failed (exit code ${result.status ?? result.signal})`);
}
