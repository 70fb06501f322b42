import { buildPaths, localParts, publicPaths } from '@parlay/build';

/**
 * How the server reaches a part: built in this repository (rendered in-process from its server
 * bundle) or served elsewhere (its descriptor fetched over HTTP). The shell does not care which.
 */
export type PartRegistryEntry =
  | {
      name: string;
      kind: 'local';
      clientDir: string;
      serverEntry: string;
      publicBase: string;
      timeoutMs: number;
      optional: boolean;
    }
  | { name: string; kind: 'remote'; url: string; timeoutMs: number; optional: boolean };

/** Parts a page can live without: they degrade to a cached rendition or their error state. */
const optionalParts = new Set(['footer']);

/** The parts this repository builds, each read from its own dist folder. */
export function localPartRegistry(timeoutMs = 3000): PartRegistryEntry[] {
  return localParts.map((name) => ({
    name,
    kind: 'local',
    clientDir: buildPaths.partClientOut(name),
    serverEntry: `${buildPaths.partServerOut(name)}/server.js`,
    publicBase: publicPaths.part(name),
    timeoutMs,
    optional: optionalParts.has(name),
  }));
}
