import type { MountPart } from '@parlay/contract';

// Importing a part's entry module: all the page needs to hydrate the parts the server rendered.
// Fetching a descriptor (part-loader.ts, with its retries) is for navigations, loaded with the first.

/** A part that could not be loaded, with the status its page answers. */
export class PartLoadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'PartLoadError';
    this.status = status;
  }
}

/** How the entry module is imported: the browser's module loader (tests pass their own). */
export type ImportModule = (src: string) => Promise<unknown>;

const importModule: ImportModule = (src) => import(/* @vite-ignore */ src);

/** Imports the part's entry module (the first script) and checks it offers `mount`. */
export async function importPart(
  scriptsToLoad: readonly string[],
  load: ImportModule = importModule,
): Promise<MountPart> {
  const [entry, ...rest] = scriptsToLoad;
  if (!entry) throw new PartLoadError(502, 'descriptor lists no script');
  const [module] = await Promise.all([load(entry), ...rest.map((src) => load(src))]);
  const mount = (module as { mount?: unknown } | null)?.mount;
  if (typeof mount !== 'function') throw new PartLoadError(502, 'part entry does not export mount');
  return mount as MountPart;
}
