/**
 * Builds the production bundles: the vendor bundle (shared React, in production and development
 * builds), the shell (browser + server) and every part (browser + server). `--if-stale` skips the
 * work when the sources have not changed since the last build.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BuildMode,
  buildPaths,
  clientBuildConfig,
  importMapFromManifest,
  localParts,
  partBrowserEntry,
  publicPaths,
  repoRoot,
  type SharedImports,
  serverBuildConfig,
  sharedImportsRecorder,
  vendorBuildConfig,
  writeVendorEntries,
} from '@parlay/build';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const stampFile = path.join(repoRoot, 'apps/shell/dist/build-stamp.json');
const sourceRoots = ['apps/shell/src', 'parts', 'packages', 'package-lock.json'];

async function listFiles(target: string): Promise<string[]> {
  const absolute = path.join(repoRoot, target);
  const entries = await readdir(absolute, { withFileTypes: true, recursive: true }).catch(() => null);
  if (!entries) return [absolute];
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[/\\](node_modules|dist)[/\\]/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** A hash of every build input: what decides whether the bundles are stale. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(sourceRoots.map(listFiles))).flat().sort();
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function readManifest(
  outDir: string,
): Promise<Record<string, { file: string; name?: string; isEntry?: boolean }>> {
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}

async function buildVendor(mode: BuildMode, used?: SharedImports): Promise<void> {
  const entriesDir = path.join(repoRoot, 'apps/shell/dist/.vendor-entries');
  const inputs = await writeVendorEntries(entriesDir, repoRoot, used);
  const outDir = buildPaths.vendorOut(mode);
  await build(vendorBuildConfig(inputs, outDir, mode));
  const importMap = importMapFromManifest(await readManifest(outDir), publicPaths.vendor(mode));
  await writeFile(path.join(outDir, 'importmap.json'), `${JSON.stringify(importMap, null, 2)}\n`);
  await rm(entriesDir, { recursive: true, force: true });
}

async function buildShell(used: SharedImports): Promise<void> {
  const root = buildPaths.shell;
  await build(
    clientBuildConfig({
      root,
      entry: 'src/entry-client.tsx',
      outDir: 'dist/client',
      base: publicPaths.shell,
      plugins: [react(), sharedImportsRecorder(used)],
    }),
  );
  await build(
    serverBuildConfig({ root, entry: 'src/entry-server.tsx', outDir: 'dist/server', plugins: [react()] }),
  );
}

async function buildPart(name: string, used: SharedImports): Promise<void> {
  const root = buildPaths.part(name);
  await build(
    clientBuildConfig({
      root,
      entry: partBrowserEntry(name),
      outDir: 'dist/client',
      base: publicPaths.part(name),
      plugins: [react(), sharedImportsRecorder(used)],
    }),
  );
  await build(
    serverBuildConfig({ root, entry: 'src/server.tsx', outDir: 'dist/server', plugins: [react()] }),
  );
}

async function main(): Promise<void> {
  const onlyIfStale = process.argv.includes('--if-stale');
  const hash = await sourceHash();
  if (onlyIfStale) {
    const stamp = await readFile(stampFile, 'utf8').then(
      (text) => JSON.parse(text) as { hash: string },
      () => null,
    );
    if (stamp?.hash === hash) {
      console.log(`build: bundles are up to date (${hash})`);
      return;
    }
  }
  const started = performance.now();
  // The browser builds first: they tell which shared names the production vendor must export.
  const used: SharedImports = new Map();
  await buildShell(used);
  for (const part of localParts) await buildPart(part, used);
  await buildVendor('production', used);
  await buildVendor('development');
  await mkdir(path.dirname(stampFile), { recursive: true });
  await writeFile(stampFile, `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s (${hash})`);
}

await main();
