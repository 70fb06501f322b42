import type { Plugin } from 'vite';
import { isSharedModule, type SharedModule } from './shared-modules.ts';

/** Names each shared module must export: a set of names, or 'all' when a namespace import needs everything. */
export type SharedImports = Map<SharedModule, Set<string> | 'all'>;

const staticImport = /\b(?:import|export)\s*([\w$\s{},*]*?)\s*from\s*["']([^"']+)["']/g;

function addNames(imports: SharedImports, specifier: SharedModule, names: string[] | 'all') {
  const current = imports.get(specifier);
  if (current === 'all') return;
  if (names === 'all') {
    imports.set(specifier, 'all');
    return;
  }
  const set = current ?? new Set<string>();
  for (const name of names) set.add(name);
  imports.set(specifier, set);
}

/** The bindings a built chunk imports from the shared modules (`import{a as b}from"react-router"`). */
export function collectSharedImports(code: string, into: SharedImports = new Map()): SharedImports {
  for (const [, clause = '', specifier = ''] of code.matchAll(staticImport)) {
    if (!isSharedModule(specifier)) continue;
    if (clause.includes('*')) {
      addNames(into, specifier, 'all');
      continue;
    }
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = named
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      )
      .filter(Boolean);
    const hasDefault = /^[\w$]+/.test(clause.trim()) && !clause.trim().startsWith('{');
    addNames(into, specifier, hasDefault ? [...names, 'default'] : names);
  }
  return into;
}

/** Records what a browser build imports from the shared modules, so the vendor bundle exports just that. */
export function sharedImportsRecorder(into: SharedImports): Plugin {
  return {
    name: 'parlay:shared-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') collectSharedImports(output.code, into);
    },
  };
}
