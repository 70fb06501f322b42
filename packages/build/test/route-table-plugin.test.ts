import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type RouteDefinition, routeTable } from '@parlay/contract/route-table';
import { describe, expect, it } from 'vitest';
import { browserRouteTableSource } from '../src/route-table-plugin.ts';
import { repoRoot } from '../src/workspace.ts';

const routesDir = path.join(repoRoot, 'packages/contract/src/routes');
const file = path.join(routesDir, 'route-table.ts');

/** The route table the browser's build of the module holds, run as it is. */
async function browserRouteTable(): Promise<readonly RouteDefinition[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parlay-route-table-'));
  try {
    await writeFile(path.join(dir, 'route-table.ts'), browserRouteTableSource(await readFile(file, 'utf8')));
    // The modules the route table imports, beside it as in the package.
    for (const neighbour of ['paths.ts', 'sports-segments.ts'])
      await copyFile(path.join(routesDir, neighbour), path.join(dir, neighbour));
    const loaded = (await import(pathToFileURL(path.join(dir, 'route-table.ts')).href)) as {
      routeTable: readonly RouteDefinition[];
    };
    return loaded.routeTable;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('browser route table', () => {
  it('is the route table without what only the server reads', async () => {
    expect(routeTable.some((route) => route.indexable)).toBe(true);
    const withoutServerFields = routeTable.map(({ indexable: _sitemap, ...route }) => route);
    expect(await browserRouteTable()).toEqual(withoutServerFields);
  });
});
