import { type LayoutName, type RouteDefinition, routeTable } from '@parlay/contract/route-table';
import type { RouteObject } from 'react-router';
import { BlockedLayout } from '../layouts/blocked-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { EmptyLayout } from '../layouts/empty-layout.tsx';
import { MaintenanceLayout } from '../layouts/maintenance-layout.tsx';
import { navigationLoader } from '../navigation/navigation-loader.ts';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { RoutePage } from '../pages/route-page.tsx';
import type { RouteHandle } from '../routes/route-handle.ts';

const layouts: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  blocked: BlockedLayout,
  maintenance: MaintenanceLayout,
};

function pageRoute(route: RouteDefinition | null): RouteObject {
  const handle: RouteHandle = { route, dictionaries: ['main', 'routes', 'pages'] };
  const shared = {
    id: route?.name ?? 'not-found',
    loader: navigationLoader(route),
    element: <RoutePage />,
    errorElement: <RouteErrorPage />,
    handle,
  };
  if (!route) return { ...shared, path: '*' };
  return route.path === '' ? { ...shared, index: true } : { ...shared, path: route.path };
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
      const pages = routeTable.filter((route) => route.layout === layout).map(pageRoute);
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
