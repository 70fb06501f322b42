/**
 * `npm run check:layers`: the folders of apps/shell/src stand in layers, and imports point down.
 *
 *   app       the entries (entry-client.tsx, entry-server.tsx) and app/: what composes the whole
 *             shell — providers, the router, the data the server hands over
 *   screens   pages/, layouts/: what a route shows
 *   features  auth/, session/, navigation/, parts/, prompts/, wallet/: one capability each
 *   shared    api/, components/, document/, i18n/, routes/, state/: what any layer may use
 *
 * A file may import its own folder, folders of its own layer and folders of lower layers, never a
 * higher layer; folders never import each other in a cycle (a file-level cycle is Biome's
 * noImportCycles). Every folder belongs to a layer: a new folder fails until it is placed here.
 * Tests (`*.test.ts(x)`) and test helpers (test/) stand outside the layers: they may import any
 * folder, and nothing else imports them. Type-only imports count like any other: the order is about
 * what a folder knows of. Biome's noRestrictedImports could not say this: it matches the specifier
 * text (`../auth/x.ts` from one depth, `../../auth/x.ts` from another), its overrides replace each
 * other's options instead of adding up, and it cannot tell that a folder belongs to no layer.
 */
import path from 'node:path';
import { importsOfFile, isRelative, listSourceFiles } from './source-imports.ts';

export interface Layer {
  name: string;
  /** Folders directly under the source root; '.' for the files at the root itself. */
  folders: readonly string[];
}

export const shellLayers: readonly Layer[] = [
  { name: 'app', folders: ['.', 'app'] },
  { name: 'screens', folders: ['pages', 'layouts'] },
  { name: 'features', folders: ['auth', 'session', 'navigation', 'parts', 'prompts', 'wallet'] },
  { name: 'shared', folders: ['api', 'components', 'document', 'i18n', 'routes', 'state'] },
];

const testFolder = 'test';
const isTestCode = (file: string) => /\.test\.[cm]?tsx?$/.test(file) || folderOf(file) === testFolder;

/** The top folder of a path relative to the source root ('.' for a file at the root). */
function folderOf(relativePath: string): string {
  const segments = relativePath.split(path.sep);
  return segments.length === 1 ? '.' : (segments[0] as string);
}

/** The folders of `graph` that stand in a cycle, each cycle as its strongly connected component (Tarjan). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        lowLink.set(node, Math.min(lowLink.get(node) as number, lowLink.get(next) as number));
      } else if (stack.includes(next)) {
        lowLink.set(node, Math.min(lowLink.get(node) as number, index.get(next) as number));
      }
    }
    if (lowLink.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return components;
}

/** The problems found under `sourceRoot` (empty when every import points down and no folders cycle). */
export function checkLayers(sourceRoot: string, layers: readonly Layer[] = shellLayers): string[] {
  const layerOf = new Map(
    layers.flatMap((layer, rank) => layer.folders.map((folder) => [folder, rank] as const)),
  );
  const problems: string[] = [];
  const edges = new Map<string, Map<string, string>>();
  const shown = (file: string) => path.relative(process.cwd(), file);

  const files = listSourceFiles(sourceRoot).map((file) => ({
    file,
    relative: path.relative(sourceRoot, file),
  }));
  const unplaced = new Set(
    files.map(({ relative }) => folderOf(relative)).filter((folder) => !layerOf.has(folder)),
  );
  unplaced.delete(testFolder);
  for (const folder of unplaced) {
    problems.push(
      `${shown(path.join(sourceRoot, folder))}/ is in no layer: place it in scripts/check-shell-layers.ts`,
    );
  }

  for (const { file, relative } of files) {
    if (isTestCode(relative)) continue;
    const from = folderOf(relative);
    for (const { specifier, line } of importsOfFile(file)) {
      if (!isRelative(specifier)) continue;
      const target = path.relative(sourceRoot, path.resolve(path.dirname(file), specifier));
      const to = folderOf(target);
      const place = `${shown(file)}:${line}`;
      if (target.startsWith('..') || to === from) continue;
      if (isTestCode(target)) {
        problems.push(`${place} imports test code (${specifier}): only tests may`);
        continue;
      }
      const fromRank = layerOf.get(from);
      const toRank = layerOf.get(to);
      if (fromRank === undefined || toRank === undefined) continue;
      if (toRank < fromRank) {
        const [fromLayer, toLayer] = [layers[fromRank]?.name, layers[toRank]?.name];
        problems.push(
          `${place} imports ${specifier}: ${from}/ (${fromLayer}) may not import ${to}/ (${toLayer})`,
        );
      }
      const targets = edges.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `${place} imports ${specifier}`);
      edges.set(from, targets);
    }
  }

  const graph = new Map([...edges].map(([from, targets]) => [from, new Set(targets.keys())]));
  for (const cycle of cyclesOf(graph)) {
    const links = cycle.flatMap((from) =>
      cycle
        .filter((to) => edges.get(from)?.has(to))
        .map((to) => `  ${from}/ → ${to}/: ${edges.get(from)?.get(to)}`),
    );
    problems.push(
      `Folders ${cycle.map((folder) => `${folder}/`).join(', ')} import each other in a cycle:\n${links.join('\n')}`,
    );
  }
  return problems;
}

if (import.meta.main) {
  const problems = checkLayers(path.resolve(import.meta.dirname, '../apps/shell/src'));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    `Shell layers: ${shellLayers.map((layer) => layer.name).join(' → ')}; imports point down, no folder cycles.`,
  );
}
