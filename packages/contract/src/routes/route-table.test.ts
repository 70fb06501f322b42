import { describe, expect, it } from 'vitest';
import { bonusOfferPairs } from './route-groups.ts';
import { routeByName, routeIds, routeIdsByName, routeTable } from './route-table.ts';

/** A concrete path for a route: required params filled with a value that fits their pattern. */
function samplePath(path: string): string {
  return path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? 'x1' : segment))
    .join('/');
}

describe('route table', () => {
  it('names every route once', () => {
    const names = routeTable.map((route) => route.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('has no two routes with the same path', () => {
    const paths = routeTable.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('gives every parent that exists', () => {
    const missing = routeTable
      .filter((route) => route.parent && !routeByName.has(route.parent))
      .map((route) => route.name);
    expect(missing).toEqual([]);
  });

  it('points every redirect at a path of the table', () => {
    const targets = routeTable.flatMap((route) =>
      [route.redirect?.to, ...(route.redirect?.cases ?? []).map((c) => c.to)].filter(
        (to) => to !== undefined,
      ),
    );
    const known = new Set(routeTable.map((route) => samplePath(route.path)));
    for (const target of targets) {
      const matches =
        known.has(target!) ||
        routeTable.some((route) =>
          new RegExp(
            `^${route.path.replace(/\/:[\w]+\?/g, '(?:/[^/]+)?').replace(/:[\w]+/g, '[^/]+')}$`,
          ).test(target!),
        );
      expect(matches, `redirect target ${target}`).toBe(true);
    }
  });

  it('keeps the rules section at route id 47', () => {
    expect(routeByName.get('information-rules')?.routeId).toBe(47);
    expect(routeIds).toContain(47);
    expect(routeIds).toEqual([...new Set(Object.values(routeIdsByName))].sort((a, b) => a - b));
  });

  it('flags office and appeal routes as needing authentication', () => {
    const unflagged = routeTable.filter(
      (route) => (route.path.startsWith('office/') || route.name === 'block-appeal-history') && !route.auth,
    );
    expect(unflagged.map((route) => route.name)).toEqual([]);
  });

  it('pairs each bonus route with an offer route', () => {
    for (const [bonus, offer] of bonusOfferPairs) {
      expect(routeByName.has(bonus) && routeByName.has(offer), `${bonus} ↔ ${offer}`).toBe(true);
    }
  });

  it('writes param patterns only for params the path has', () => {
    for (const route of routeTable) {
      for (const param of Object.keys(route.params ?? {}))
        expect(route.path, route.name).toContain(`:${param}`);
    }
  });
});
