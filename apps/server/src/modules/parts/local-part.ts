import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Descriptor, PartRender, PartServerContext, RenderPart } from '@parlay/contract';
import { sha256Hex } from '../../security/crypto.ts';
import type { DevServer } from '../../ssr/dev-server.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RenderedDescriptor {
  status: number;
  version: string;
  descriptor: Descriptor;
  /** Where the part redirects instead (`PartRender.location`). */
  location?: string;
}

export interface LocalPart {
  name: string;
  version: string;
  describe(url: string, context: PartServerContext): Promise<RenderedDescriptor>;
}

/** Scripts and stylesheets an entry needs, its imported chunks included, each listed once. */
function entryAssets(manifest: Manifest): { scripts: string[]; css: string[] } {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('part manifest has no entry');
  const scripts: string[] = [];
  const css: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.includes(chunk.file)) return;
    scripts.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  return { scripts, css };
}

/**
 * A part built in this repository: its server bundle renders in-process, its client manifest
 * lists what the browser loads. The version is the package version plus a hash of the build.
 * A server-only part's browser build is its stylesheet (the entry module Vite makes of a CSS
 * module holds only its class names): the browser gets the stylesheet and no script.
 */
export async function loadLocalPart(
  name: string,
  clientDir: string,
  serverEntry: string,
  publicBase: string,
  serverOnly = false,
): Promise<LocalPart> {
  const manifestText = await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as Manifest;
  const packageJson = JSON.parse(await readFile(path.join(clientDir, '../../package.json'), 'utf8')) as {
    version: string;
  };
  const version = `${packageJson.version}+${sha256Hex(manifestText).slice(0, 8)}`;
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: RenderPart };
  const assets = entryAssets(manifest);
  const scripts = serverOnly ? [] : assets.scripts.map((file) => `${publicBase}${file}`);
  const css = assets.css.map((file) => `${publicBase}${file}`);
  return {
    name,
    version,
    async describe(url, context) {
      return descriptorOf(name, version, await render(url, context), scripts, css);
    },
  };
}

/** A local part in development: rendered from its sources, its client served by Vite (which injects its CSS). */
export function devLocalPart(name: string, dev: DevServer): LocalPart {
  return {
    name,
    version: 'dev',
    async describe(url, context) {
      const render = await dev.renderPart(name);
      const { scripts, css } = dev.partAssets(name);
      return descriptorOf(name, 'dev', await render(url, context), scripts, css);
    },
  };
}

function descriptorOf(
  name: string,
  version: string,
  rendered: PartRender,
  scripts: string[],
  css: string[],
): RenderedDescriptor {
  return {
    status: rendered.status,
    version,
    ...(rendered.location === undefined ? {} : { location: rendered.location }),
    descriptor: {
      appName: name,
      title: rendered.title,
      codeToEval: '',
      scriptsToLoad: scripts,
      cssToLoad: css.map((href) => ({ href, microfront: name })),
      style: [],
      head: rendered.head,
      body: rendered.html,
    },
  };
}
