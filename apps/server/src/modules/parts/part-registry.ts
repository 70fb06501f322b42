import { buildPaths, publicPaths } from '@parlay/build';
import { partRegistry } from '@parlay/contract';

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
      /** No client entry: the browser gets the part's stylesheet only (part-registry.ts in contract). */
      serverOnly?: boolean;
    }
  | { name: string; kind: 'remote'; url: string; timeoutMs: number; optional: boolean };

/** The parts of the registry (packages/contract), each read from its own dist folder. */
export function localPartRegistry(): PartRegistryEntry[] {
  return partRegistry.map((part) => ({
    name: part.name,
    kind: 'local',
    clientDir: buildPaths.partClientOut(part.name),
    serverEntry: `${buildPaths.partServerOut(part.name)}/server.js`,
    publicBase: publicPaths.part(part.name),
    timeoutMs: part.timeoutMs,
    optional: part.importance === 'optional',
    serverOnly: 'serverOnly' in part,
  }));
}
