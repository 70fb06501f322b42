/**
 * `npm run check:deps`: every workspace (and the root, for scripts/ and the root's configs) declares
 * what its files import, and imports what it declares. Fails listing
 * - packages imported but not declared in the workspace's package.json (dependencies,
 *   devDependencies or peerDependencies; Node built-ins and the workspace's own name excepted).
 *   Type-only imports need a declaration too: the type checker resolves them like any import, and a
 *   type import of another workspace still ties the two (the direction rules read declarations);
 * - packages declared but never used: not imported, not a binary the workspace's npm scripts run,
 *   not `@types/x` of an imported `x` (`@types/node` of a `node:` import), nor in
 *   `usedWithoutImport` below with the reason;
 * - relative imports that reach into another workspace (import it by its package name, declared);
 * - a package declared with different version ranges by different workspaces (one React, one zod…).
 * Each workspace declares for itself: the root's declarations are the root's (its scripts and
 * configs), not a shared pool, so a workspace builds and tests with what it says it needs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { importsOfFile, isRelative, listSourceFiles, packageOf } from './source-imports.ts';

interface Manifest {
  name?: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
  bin?: string | Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface Workspace {
  /** Absolute folder. */
  dir: string;
  /** Folder from the repository root ('.' for the root). */
  folder: string;
  name: string;
  manifest: Manifest;
}

/** Dependencies a workspace uses without importing them, by workspace name, with why. */
export type UsedWithoutImport = Record<string, Record<string, string>>;

export const usedWithoutImport: UsedWithoutImport = {
  parlay: {
    'happy-dom': 'the DOM of the web test project (vitest.config.ts names the environment)',
  },
  '@parlay/build': {
    react: 'built into the vendor bundle (shared-modules.ts names the shared modules)',
    'react-dom': 'built into the vendor bundle (shared-modules.ts names the shared modules)',
    'react-router': 'built into the vendor bundle (shared-modules.ts names the shared modules)',
  },
  '@parlay/server': {
    'pino-pretty': "the log transport on a terminal (app.ts names pino's transport target)",
  },
};

const dependencyFields = ['dependencies', 'devDependencies', 'peerDependencies'] as const;

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** The root and every workspace its `workspaces` globs (`folder/*` or a plain folder) name. */
export function findWorkspaces(root: string): Workspace[] {
  const rootManifest = readManifest(root);
  const folders = (rootManifest.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  return ['.', ...folders.sort()]
    .filter((folder) => existsSync(path.join(root, folder, 'package.json')))
    .map((folder) => {
      const manifest = folder === '.' ? rootManifest : readManifest(path.join(root, folder));
      return { dir: path.join(root, folder), folder, name: manifest.name ?? folder, manifest };
    });
}

/** The workspace a path belongs to: the deepest workspace folder holding it. */
function ownerOf(file: string, workspaces: readonly Workspace[]): Workspace | undefined {
  return workspaces
    .filter((workspace) => file === workspace.dir || file.startsWith(workspace.dir + path.sep))
    .sort((a, b) => b.dir.length - a.dir.length)[0];
}

/** The names of the binaries a dependency installs (its package.json `bin`), found from `dir` upwards. */
function binariesOf(dependency: string, dir: string, root: string): string[] {
  for (let at = dir; ; at = path.dirname(at)) {
    const manifestFile = path.join(at, 'node_modules', dependency, 'package.json');
    if (existsSync(manifestFile)) {
      const { bin } = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      if (typeof bin === 'string') return [dependency.split('/').at(-1) as string];
      return Object.keys(bin ?? {});
    }
    if (at === root || at === path.dirname(at)) return [];
  }
}

/** `@types/react` → `react`, `@types/babel__core` → `@babel/core`. */
const typedPackage = (typesPackage: string) => {
  const name = typesPackage.slice('@types/'.length);
  return name.includes('__') ? `@${name.replace('__', '/')}` : name;
};

function listOf(places: readonly string[]): string {
  const shown = places.slice(0, 3).join(', ');
  return places.length > 3 ? `${shown} (+${places.length - 3} more)` : shown;
}

/** The problems found, one message each (empty when declarations and imports agree). */
export function checkWorkspaceDeps(root: string, explained: UsedWithoutImport = usedWithoutImport): string[] {
  const workspaces = findWorkspaces(root);
  const problems: string[] = [];
  const nestedFolders = new Set(workspaces.filter((w) => w.folder !== '.').map((w) => w.dir));

  for (const workspace of workspaces) {
    const label = `${workspace.name} (${workspace.folder})`;
    const declared = new Map<string, string>();
    for (const field of dependencyFields) {
      for (const dependency of Object.keys(workspace.manifest[field] ?? {})) declared.set(dependency, field);
    }
    const imported = new Map<string, string[]>();
    let importsBuiltins = false;
    for (const file of listSourceFiles(workspace.dir, nestedFolders)) {
      const shownFile = path.relative(root, file);
      for (const { specifier, line } of importsOfFile(file)) {
        const place = `${shownFile}:${line}`;
        if (isRelative(specifier)) {
          const target = ownerOf(path.resolve(path.dirname(file), specifier), workspaces);
          if (target && target !== workspace) {
            problems.push(
              `${place} reaches into ${target.name} (${target.folder}) by path (${specifier}): import it by its package name`,
            );
          }
          continue;
        }
        const dependency = packageOf(specifier);
        if (dependency === null) {
          importsBuiltins ||= isBuiltin(specifier);
          continue;
        }
        if (dependency === workspace.name) continue;
        imported.set(dependency, [...(imported.get(dependency) ?? []), place]);
      }
    }

    const undeclared = [...imported].filter(([dependency]) => !declared.has(dependency));
    if (undeclared.length > 0) {
      problems.push(
        `${label} imports packages its package.json does not declare:\n${undeclared
          .map(([dependency, places]) => `  ${dependency} — ${listOf(places)}`)
          .join('\n')}`,
      );
    }

    const scriptWords = new Set(
      Object.values(workspace.manifest.scripts ?? {}).flatMap((script) => script.split(/[\s;&|()]+/)),
    );
    const isUsed = (dependency: string) =>
      imported.has(dependency) ||
      (dependency === '@types/node' && importsBuiltins) ||
      (dependency.startsWith('@types/') && imported.has(typedPackage(dependency))) ||
      explained[workspace.name]?.[dependency] !== undefined ||
      binariesOf(dependency, workspace.dir, root).some((binary) => scriptWords.has(binary));
    const unused = [...declared].filter(([dependency]) => !isUsed(dependency));
    if (unused.length > 0) {
      problems.push(
        `${label} declares packages it does not use:\n${unused
          .map(([dependency, field]) => `  ${dependency} (${field})`)
          .join('\n')}`,
      );
    }
  }

  const ranges = new Map<string, Map<string, string[]>>();
  for (const workspace of workspaces) {
    for (const field of dependencyFields) {
      for (const [dependency, range] of Object.entries(workspace.manifest[field] ?? {})) {
        const byRange = ranges.get(dependency) ?? new Map<string, string[]>();
        byRange.set(range, [...(byRange.get(range) ?? []), workspace.name]);
        ranges.set(dependency, byRange);
      }
    }
  }
  for (const [dependency, byRange] of ranges) {
    if (byRange.size < 2) continue;
    const listed = [...byRange].map(([range, names]) => `${range} in ${names.join(', ')}`).join('; ');
    problems.push(`${dependency} is declared with different versions: ${listed}`);
  }
  return problems;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = checkWorkspaceDeps(root);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    `Workspace dependencies: ${findWorkspaces(root).length} package.json files match their imports.`,
  );
}
