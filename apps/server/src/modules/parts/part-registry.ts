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
    }
  | { name: string; kind: 'remote'; url: string; timeoutMs: number; optional: boolean };

/** The parts of the registry (packages/contract), each read from its own dist folder. */
export function localPartRegistry(): PartRegistryEntry[] {
  return partRegistry.map(({ name, timeoutMs, importance }) => ({
    name,
    kind: 'local',
    clientDir: buildPaths.partClientOut(name),
    serverEntry: `${buildPaths.partServerOut(name)}/server.js`,
    publicBase: publicPaths.part(name),
    timeoutMs,
    optional: importance === 'optional',
  }));
}
