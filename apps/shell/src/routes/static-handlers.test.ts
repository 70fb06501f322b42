import { routeTable } from '@parlay/contract/route-table';
import { createStaticHandler, type StaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes.tsx';
import { createStaticHandlers } from './static-handlers.ts';

/** Every way of filling a route path: optional segments left out one by one, params and splats given values. */
function pathsOf(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const filled = segments.map((segment) =>
    segment === '*' ? 'a/b' : segment.startsWith(':') ? `x${segment.length}` : segment,
  );
  const withOptional = segments.map((_, count) =>
    filled.filter((_segment, index) => index < count || !segments[index]!.endsWith('?')).join('/'),
  );
  return [...new Set([filled.join('/'), ...withOptional])];
}

const pagePaths = routeTable.flatMap((route) => pathsOf(route.path));

const urls = [
  '/',
  '/en',
  '/en/',
  '/casino',
  '/no-such-language/casino',
  '/en/no-such-page',
  '/en//casino',
  '/en/%63asino',
  '/en/casino%2Fslots',
  '/en/%E0%A4%A',
  '/en/Cas%C4%B0no',
  ...pagePaths.flatMap((path) => [`/en/${path}`, `/ru/${path.toUpperCase()}/extra/`]),
];

/** The route ids a handler matches for a path (no loader run). */
async function matchedIds(handler: StaticHandler, pathname: string): Promise<string> {
  const context = await handler.query(new Request(`http://x${pathname}`), {
    filterMatchesToLoad: () => false,
  });
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  return `${context.statusCode} ${context.matches.map((match) => match.route.id).join(' ')}`;
}

describe('the server render’s route handlers', () => {
  const handlers = createStaticHandlers(routes);
  const everyRoute = createStaticHandler(routes);

  it('match every page of the route table (and near misses) as the routes all together do', async () => {
    const differing: string[] = [];
    for (const pathname of urls) {
      const handler = handlers.forPath(new URL(pathname, 'http://x').pathname);
      const [ours, all] = await Promise.all([
        matchedIds(handler, pathname),
        matchedIds(everyRoute, pathname),
      ]);
      if (ours !== all) differing.push(`${pathname}: ${ours} instead of ${all}`);
    }
    expect(urls.length).toBeGreaterThan(300);
    expect(differing).toEqual([]);
  });

  it('rank only a few branches for a page under a section', () => {
    const branches = (routeObjects: StaticHandler['dataRoutes']): number =>
      routeObjects.reduce(
        (count, route) =>
          count + (route.children ? branches(route.children) : 0) + (route.path || route.index ? 1 : 0),
        0,
      );
    expect(branches(handlers.forPath('/en/casino').dataRoutes)).toBeLessThan(
      branches(everyRoute.dataRoutes) / 5,
    );
  });
});
