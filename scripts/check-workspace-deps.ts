/**
 * `npm run check:deps`: every workspace (and the root, for scripts/ and the root's configs) declares
 * what its files import, and imports what it declares. Fails listing
 * - packages imported but not declared in the workspace's package.json (dependencies,
 *   devDependencies or peerDependencies; Node built-ins and the workspace's own name excepted).
 *   Type-only imports need a declaration too: the type checker resolves them like any import, and a
 *   type import of another workspace still ties the two (the direction rules read declarations);
 * - packages declared but never used: not imported, not a binary the workspace's npm scripts run,
 *   not `@types/x` of an imported `x` (`@types/node` of a `node:` import), nor in
 *   `usedWithoutImport` below with the reason (an entry for a package imported or not declared fails too);
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

interface WorkspaceImports {
  /** Package → where it is imported (`file:line`). */
  packages: Map<string, string[]>;
  importsBuiltins: boolean;
  /** Relative imports that reach into another workspace. */
  crossings: string[];
}

function importsOfWorkspace(
  workspace: Workspace,
  workspaces: readonly Workspace[],
  root: string,
): WorkspaceImports {
  const found: WorkspaceImports = { packages: new Map(), importsBuiltins: false, crossings: [] };
  const nestedFolders = new Set(workspaces.filter((other) => other.folder !== '.').map((other) => other.dir));
  for (const file of listSourceFiles(workspace.dir, nestedFolders)) {
    for (const { specifier, line } of importsOfFile(file)) {
      const place = `${path.relative(root, file)}:${line}`;
      if (isRelative(specifier)) {
        const target = ownerOf(path.resolve(path.dirname(file), specifier), workspaces);
        if (target && target !== workspace) {
          found.crossings.push(
            `${place} reaches into ${target.name} (${target.folder}) by path (${specifier}): import it by its package name`,
          );
        }
        continue;
      }
      const dependency = packageOf(specifier);
      if (dependency === null) found.importsBuiltins ||= isBuiltin(specifier);
      else if (dependency !== workspace.name) {
        found.packages.set(dependency, [...(found.packages.get(dependency) ?? []), place]);
      }
    }
  }
  return found;
}

/** What a workspace imports without declaring, declares without using, or explains needlessly. */
function declarationProblems(
  workspace: Workspace,
  imports: WorkspaceImports,
  explained: Record<string, string>,
  root: string,
): string[] {
  const label = `${workspace.name} (${workspace.folder})`;
  const declared = new Map(
    dependencyFields.flatMap((field) =>
      Object.keys(workspace.manifest[field] ?? {}).map((name) => [name, field] as const),
    ),
  );
  const problems: string[] = [];

  const undeclared = [...imports.packages].filter(([dependency]) => !declared.has(dependency));
  if (undeclared.length > 0) {
    const lines = undeclared.map(([dependency, places]) => `  ${dependency} — ${listOf(places)}`);
    problems.push(`${label} imports packages its package.json does not declare:\n${lines.join('\n')}`);
  }

  for (const dependency of Object.keys(explained)) {
    if (!declared.has(dependency) || imports.packages.has(dependency)) {
      const why = declared.has(dependency) ? 'imports' : 'does not declare';
      problems.push(`${label}: usedWithoutImport explains ${dependency}, which it ${why}: drop the entry`);
    }
  }

  const scriptWords = new Set(
    Object.values(workspace.manifest.scripts ?? {}).flatMap((script) => script.split(/[\s;&|()]+/)),
  );
  const isUsed = (dependency: string) =>
    imports.packages.has(dependency) ||
    (dependency === '@types/node' && imports.importsBuiltins) ||
    (dependency.startsWith('@types/') && imports.packages.has(typedPackage(dependency))) ||
    explained[dependency] !== undefined ||
    binariesOf(dependency, workspace.dir, root).some((binary) => scriptWords.has(binary));
  const unused = [...declared].filter(([dependency]) => !isUsed(dependency));
  if (unused.length > 0) {
    const lines = unused.map(([dependency, field]) => `  ${dependency} (${field})`);
    problems.push(`${label} declares packages it does not use:\n${lines.join('\n')}`);
  }
  return problems;
}

/** Packages that two workspaces declare with different version ranges. */
function versionProblems(workspaces: readonly Workspace[]): string[] {
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
  return [...ranges]
    .filter(([, byRange]) => byRange.size > 1)
    .map(([dependency, byRange]) => {
      const listed = [...byRange].map(([range, names]) => `${range} in ${names.join(', ')}`).join('; ');
      return `${dependency} is declared with different versions: ${listed}`;
    });
}

/** The problems found, one message each (empty when declarations and imports agree). */
export function checkWorkspaceDeps(root: string, explained: UsedWithoutImport = usedWithoutImport): string[] {
  const workspaces = findWorkspaces(root);
  const problems = workspaces.flatMap((workspace) => {
    const imports = importsOfWorkspace(workspace, workspaces, root);
    return [
      ...imports.crossings,
      ...declarationProblems(workspace, imports, explained[workspace.name] ?? {}, root),
    ];
  });
  return [...problems, ...versionProblems(workspaces)];
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
