import type { ImportMap } from '@parlay/contract';
import { sharedModules, vendorEntryName } from './shared-modules.ts';

/** Maps a built vendor entry (from the Vite manifest) to its public URL for each shared module. */
export function importMapFromManifest(
  manifest: Record<string, { file: string; name?: string; isEntry?: boolean }>,
  publicBase: string,
): ImportMap {
  const byName = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.isEntry && chunk.name) byName.set(chunk.name, chunk.file);
  }
  const imports: Record<string, string> = {};
  for (const specifier of sharedModules) {
    const file = byName.get(vendorEntryName(specifier));
    if (!file) throw new Error(`vendor build has no entry for ${specifier}`);
    imports[specifier] = `${publicBase}${file}`;
  }
  return { imports };
}
