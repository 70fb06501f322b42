import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Files of a throwaway repository for the checks' tests, by path; objects are written as JSON. */
export type FixtureFiles = Record<string, string | object>;

/** Writes `files` into a new temporary folder; answers it and how to remove it. */
export function writeFixture(files: FixtureFiles): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'parlay-check-'));
  for (const [file, contents] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, typeof contents === 'string' ? contents : `${JSON.stringify(contents, null, 2)}\n`);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
