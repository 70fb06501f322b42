import path from 'node:path';

/** The repository root (tests/e2e/support → three levels up). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Where screenshots go (gitignored): failures and the viewport screenshots of the layout journey. */
export const artifactsDir = path.join(repoRoot, 'test-artifacts/e2e');

/** Written by `npm run build` once every bundle is in place. */
export const buildStamp = path.join(repoRoot, 'apps/shell/dist/build-stamp.json');

/** A file name from a test's name: letters, digits, dots and dashes only. */
export function artifactName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9.]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 150) || 'unnamed'
  );
}
