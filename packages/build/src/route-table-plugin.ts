import type { Plugin } from 'vite';

const routeTableModule = /[/\\]packages[/\\]contract[/\\]src[/\\]routes[/\\]route-table\.ts$/;

/** What only the server reads of a route: `indexable` (the sitemap). */
const serverOnlyFields = /\bindexable: true,?/g;

/** The route table module's source as browser builds take it: without what only the server reads. */
export function browserRouteTableSource(source: string): string {
  return source.replace(serverOnlyFields, '');
}

/**
 * Browser builds get the route table without what only the server reads. Every page's entry
 * carries the table, and the home page's JavaScript budget counts each byte of it.
 */
export function browserRouteTablePlugin(): Plugin {
  return {
    name: 'parlay-browser-route-table',
    enforce: 'pre',
    transform(code, id) {
      return routeTableModule.test(id) ? { code: browserRouteTableSource(code), map: null } : null;
    },
  };
}
