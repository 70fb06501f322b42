import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { partRegistry } from '@parlay/contract/part-registry';

/** Absolute folders of the repository's build inputs and outputs. */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export const buildPaths = {
  shell: path.join(repoRoot, 'apps/shell'),
  vendorOut: (mode: 'production' | 'development') =>
    path.join(repoRoot, 'apps/shell/dist', mode === 'production' ? 'vendor' : 'vendor-dev'),
  shellClientOut: path.join(repoRoot, 'apps/shell/dist/client'),
  shellServerOut: path.join(repoRoot, 'apps/shell/dist/server'),
  part: (name: string) => path.join(repoRoot, 'parts', name),
  partClientOut: (name: string) => path.join(repoRoot, 'parts', name, 'dist/client'),
  partServerOut: (name: string) => path.join(repoRoot, 'parts', name, 'dist/server'),
};

/** Public URL prefixes the server mounts the built bundles under. */
export const publicPaths = {
  vendor: (mode: 'production' | 'development') => (mode === 'production' ? '/vendor/' : '/vendor-dev/'),
  shell: '/assets/',
  part: (name: string) => `/parts/${name}/`,
};

/** The parts built from this repository (the part registry's names). */
export const localParts = partRegistry.map((part) => part.name);

/**
 * What a part's browser build starts from, a path in its package: `src/client.tsx` (its `mount`),
 * or for a server-only part the stylesheet its registration names (the build then holds no script).
 */
export function partBrowserEntry(name: string): string {
  const registration = partRegistry.find((part) => part.name === name);
  return registration && 'serverOnly' in registration ? registration.serverOnly.stylesheet : 'src/client.tsx';
}
