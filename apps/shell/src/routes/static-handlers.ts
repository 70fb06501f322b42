import { createStaticHandler, type RouteObject, type StaticHandler } from 'react-router';

/** The first segment of a route path when it is plain text; null when a parameter or splat could match anything. */
function literalFirstSegment(path: string): string | null {
  const segment = path.split('/')[0] ?? '';
  return segment === '' || /[:*?]/.test(segment) ? null : segment.toLowerCase();
}

/** The routes with only the pages under the language prefix that `keep` accepts (layouts left empty dropped). */
function prune(routes: readonly RouteObject[], keep: (page: RouteObject) => boolean): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.index || route.id !== 'root') return route;
    const layouts = (route.children ?? []).flatMap((layout): RouteObject[] => {
      if (layout.index) return [layout];
      const pages = (layout.children ?? []).filter(keep);
      return pages.length > 0 ? [{ ...layout, children: pages }] : [];
    });
    return { ...route, children: layouts };
  });
}

export interface StaticHandlers {
  /** The handler for a URL path: the same answer as one over every route, found among a few. */
  forPath(pathname: string): StaticHandler;
}

/**
 * The server render's route handlers, built once at start: one per first segment after the
 * language, holding the pages whose path starts with it and those whose path starts with a
 * parameter, a splat or nothing (they could match any URL). React Router tries a URL against every
 * ranked branch in turn, and the route table explodes into some 300 branches; each handler ranks
 * only a handful. Route ids are the table's, so the browser's router (all routes) hydrates the
 * same matches. A path that cannot be split plainly gets the handler of every route.
 */
export function createStaticHandlers(routes: readonly RouteObject[]): StaticHandlers {
  const root = routes.find((route) => route.id === 'root');
  const pages = (root?.children ?? []).flatMap((layout) => layout.children ?? []);
  const segmentOf = (page: RouteObject) => (page.index ? null : literalFirstSegment(page.path ?? ''));
  const segments = new Set(pages.map(segmentOf).filter((segment) => segment !== null));
  const everyRoute = createStaticHandler([...routes]);
  const handlerFor = (segment: string | null) =>
    createStaticHandler(
      prune(routes, (page) => {
        const own = segmentOf(page);
        return own === null || own === segment;
      }),
    );
  const bySegment = new Map([...segments].map((segment) => [segment, handlerFor(segment)]));
  const anySegment = handlerFor(null);
  return {
    forPath(pathname) {
      // `/{language}/{segment}/…`; an empty part inside the path (`//`) or an unusual segment: every route.
      const parts = pathname.split('/');
      if (parts[0] !== '' || parts.slice(1, -1).includes('')) return everyRoute;
      let segment: string;
      try {
        segment = decodeURIComponent(parts[2] ?? '');
      } catch {
        return everyRoute;
      }
      // Route paths are ASCII: there lower case is exactly the router's case-insensitive match.
      if (!/^[\x20-\x7e]*$/.test(segment) || segment.includes('/')) return everyRoute;
      return bySegment.get(segment.toLowerCase()) ?? anySegment;
    },
  };
}
