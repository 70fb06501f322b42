import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildMode, buildPaths, publicPaths, staticImportClosure } from '@parlay/build';
import type { ImportMap, RenderShell, ShellServices } from '@parlay/contract';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface ShellBundle {
  render: RenderShell;
  importMap: ImportMap;
  shellAssets: ShellServices['shellAssets'];
  buildId: string;
}

export class MissingBuildError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what} is not built: run \`npm run build\` (or \`npm start\`, which builds when needed)`, {
      cause,
    });
  }
}

async function readJson<T>(file: string, what: string): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    throw new MissingBuildError(what, error);
  }
}

/** The built shell: its server entry, what its browser entry loads, and the vendor import map. */
export async function loadShellBundle(reactBuild: BuildMode): Promise<ShellBundle> {
  const manifest = await readJson<Record<string, ManifestChunk>>(
    path.join(buildPaths.shellClientOut, '.vite/manifest.json'),
    'the shell',
  );
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !entry) throw new MissingBuildError('the shell entry', null);
  const importMap = await readJson<ImportMap>(
    path.join(buildPaths.vendorOut(reactBuild), 'importmap.json'),
    'the vendor bundle',
  );
  const entryUrl = `${publicPaths.shell}${entry.file}`;
  const vendorBase = publicPaths.vendor(reactBuild);
  const preloads = await staticImportClosure(entryUrl, importMap, (url) =>
    url.startsWith(vendorBase)
      ? path.join(buildPaths.vendorOut(reactBuild), url.slice(vendorBase.length))
      : path.join(buildPaths.shellClientOut, url.slice(publicPaths.shell.length)),
  ).catch((error: unknown) => {
    throw new MissingBuildError('the shell', error);
  });
  const stamp = await readJson<{ hash: string }>(
    path.join(buildPaths.shell, 'dist/build-stamp.json'),
    'the build stamp',
  );
  const serverEntry = pathToFileURL(path.join(buildPaths.shellServerOut, 'entry-server.js')).href;
  const { render } = (await import(serverEntry).catch((error: unknown) => {
    throw new MissingBuildError('the shell server entry', error);
  })) as Pick<ShellBundle, 'render'>;
  return {
    render,
    importMap,
    buildId: stamp.hash,
    shellAssets: {
      entryScript: entryUrl,
      // What the entry imports before it runs, React itself first (the longest download); not the
      // shared modules nothing imports (react-dom's legacy entry, react-router/dom).
      modulePreloads: [
        ...preloads.filter((url) => url.startsWith(vendorBase)),
        ...preloads.filter((url) => !url.startsWith(vendorBase)),
      ],
      stylesheets: (entry.css ?? []).map((file) => `${publicPaths.shell}${file}`),
    },
  };
}
