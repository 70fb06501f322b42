import { type LayoutName, type RouteDefinition, routeTable } from '@parlay/contract/route-table';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { BlockedLayout } from '../layouts/blocked-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { EmptyLayout } from '../layouts/empty-layout.tsx';
import { MaintenanceLayout } from '../layouts/maintenance-layout.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { RoutePage } from '../pages/route-page.tsx';
import type { RouteHandle } from '../routes/route-handle.ts';

/**
 * The loader of a route (navigation-loader.ts): the browser loads it with its first navigation,
 * as the server's render ran it for the page the browser hydrates.
 */
function navigationLoader(route: RouteDefinition | null) {
  return async (args: LoaderFunctionArgs) =>
    (await import('../navigation/navigation-loader.ts')).navigationLoader(route)(args);
}

const layouts: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  blocked: BlockedLayout,
  maintenance: MaintenanceLayout,
};

function pageRoute(
  route: RouteDefinition | null,
  path = route?.path,
  fixedParams: Record<string, string> = {},
): RouteObject {
  const handle: RouteHandle = {
    route,
    dictionaries: ['main', 'routes', 'pages'],
    ...(Object.keys(fixedParams).length > 0 ? { fixedParams } : {}),
  };
  const loader = navigationLoader(route);
  const shared = {
    id: route === null ? 'not-found' : [route.name, ...Object.values(fixedParams)].join('~'),
    loader: (args: LoaderFunctionArgs) => loader({ ...args, params: { ...args.params, ...fixedParams } }),
    element: <RoutePage />,
    errorElement: <RouteErrorPage />,
    handle,
  };
  if (!route) return { ...shared, path: '*' };
  return path === '' ? { ...shared, index: true } : { ...shared, path };
}

/** Words of an optional param whose pattern is a list of plain words (`top|soon|today`), else null. */
function wordsOf(route: RouteDefinition, param: string): string[] | null {
  const pattern = route.params?.[param];
  return pattern !== undefined && /^[a-z0-9-]+(\|[a-z0-9-]+)*$/.test(pattern) ? pattern.split('|') : null;
}

/**
 * A route of the table as the router's routes: an optional param that takes only a few plain words
 * (the sports menu section) becomes those words as plain segments, each a route of its own, so the
 * router ranks them above the params around them and never takes another segment for one. The
 * word is the route's param all the same: the loader gets it, pages read it with useRouteParams.
 */
function pageRoutes(route: RouteDefinition): RouteObject[] {
  const segments = route.path.split('/');
  const index = segments.findIndex((segment) => {
    const name = /^:(\w+)\?$/.exec(segment)?.[1];
    return name !== undefined && wordsOf(route, name) !== null;
  });
  if (index === -1) return [pageRoute(route)];
  const name = segments[index]!.slice(1, -1);
  const pathWith = (replacement: string[]) =>
    [...segments.slice(0, index), ...replacement, ...segments.slice(index + 1)].join('/');
  return [
    pageRoute(route, pathWith([])),
    ...wordsOf(route, name)!.map((word) => pageRoute(route, pathWith([word]), { [name]: word })),
  ];
}

/**
 * The router's routes, built from the route table: the optional language prefix, then one pathless
 * route per layout holding that layout's pages; whatever matches nothing is the 404 page.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // A required segment: an optional one would double every route's match branches (React Router
    // ranks all of them on each match). URLs without a language fall to the catch-all below.
    path: '/:lang',
    children: (Object.keys(layouts) as LayoutName[]).map((layout) => {
      const Layout = layouts[layout];
      const pages = routeTable.filter((route) => route.layout === layout).flatMap(pageRoutes);
      return {
        id: `layout-${layout}`,
        element: <Layout />,
        children: layout === 'default' ? [...pages, pageRoute(null)] : pages,
      };
    }),
  },
  // `/` and any path whose first segment is no language: the loader puts the visitor's language in front.
  {
    id: 'no-language',
    path: '*',
    loader: navigationLoader(null),
    element: <RoutePage />,
    errorElement: <RouteErrorPage />,
  },
];
