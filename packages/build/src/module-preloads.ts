import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportMap } from '@parlay/contract';

/**
 * One static import or re-export (`import{a}from"x"`, `import"./y.js"`, `export*from"z"`). The
 * bundler hoists them to the top of a built module, so only that leading run is read: a string
 * further on that merely looks like an import (an error message) is not one.
 */
const leadingImport = /\s*(?:import|export)\s*(?:[\w$\s{},*]*?\s*from\s*)?["']([^"']+)["']\s*;?/y;
/** Vite's map of a chunk's lazy stylesheets, the one statement it writes above the imports. */
const viteDependencyMap = /^const __vite__mapDeps=[^\n]*\n/;

function staticImportsOf(code: string): string[] {
  const specifiers: string[] = [];
  leadingImport.lastIndex = viteDependencyMap.exec(code)?.[0].length ?? 0;
  for (let match = leadingImport.exec(code); match; match = leadingImport.exec(code))
    specifiers.push(match[1] ?? '');
  return specifiers;
}

/**
 * The modules a built browser entry needs before it runs: its static imports, followed through
 * the import map into the vendor bundle and on through the vendor's own chunks. These are what
 * the page preloads; its lazy chunks and the shared modules nothing on it imports are left out.
 * `fileOf` maps a public URL to the built file on disk.
 */
export async function staticImportClosure(
  entryUrl: string,
  importMap: ImportMap,
  fileOf: (url: string) => string,
): Promise<string[]> {
  const seen = new Set<string>([entryUrl]);
  const queue = [entryUrl];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const code = await readFile(fileOf(url), 'utf8');
    for (const specifier of staticImportsOf(code)) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      const target =
        importMap.imports[specifier] ??
        (relative ? path.posix.join(path.posix.dirname(url), specifier) : null);
      if (target === null || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  seen.delete(entryUrl);
  return [...seen];
}
