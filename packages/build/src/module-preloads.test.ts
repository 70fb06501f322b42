import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staticImportClosure } from './module-preloads.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'module-preloads-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const files = (entries: Record<string, string>) =>
  Promise.all(Object.entries(entries).map(([name, code]) => writeFile(path.join(dir, name), code)));
const fileOf = (url: string) => path.join(dir, path.basename(url));
const importMap = {
  imports: {
    react: '/vendor/react.js',
    'react-dom': '/vendor/react-dom.js',
    'react-router/dom': '/vendor/rr-dom.js',
  },
};

describe('staticImportClosure', () => {
  it("follows static imports (below Vite's dependency map) through the import map into the vendor chunks, leaving out lazy chunks", async () => {
    await files({
      'entry.js':
        'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["x.css"])))=>i.map(i=>d[i]);\n' +
        'import{a as b}from"./chunk.js";import{useState as c}from"react";const l=()=>import("./lazy.js");',
      'chunk.js': 'import"./side.js";export const a=1;',
      'side.js': '',
      'react.js': 'export{r as useState}from"./shared.js";',
      'shared.js': 'var r=1;throw Error(`import { RouterProvider } from "react-router/dom"`);export{r};',
    });
    expect(await staticImportClosure('/assets/entry.js', importMap, fileOf)).toEqual([
      '/assets/chunk.js',
      '/vendor/react.js',
      '/assets/side.js',
      '/vendor/shared.js',
    ]);
  });
});
