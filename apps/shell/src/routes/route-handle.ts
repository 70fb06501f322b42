import type { RouteDefinition } from '@parlay/contract/route-table';
import type { DictionaryId } from '../i18n/dictionaries.ts';

/** Route meta: the table's definition of the route plus what the shell needs to render it. */
export interface RouteHandle {
  route: RouteDefinition | null;
  /** Dictionaries the route needs loaded before it renders. */
  dictionaries: readonly DictionaryId[];
  /** Params the router's path fixes: a word of an optional param routed as a plain segment (routes.tsx). */
  fixedParams?: Readonly<Record<string, string>>;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && Array.isArray((value as RouteHandle).dictionaries);
}

/** Dictionary key of a route's title. */
export const routeTitleKey = (name: string) => `route_${name.replaceAll('-', '_')}`;

/** Dictionary key of a page's document title: the home page has its own, longer one. */
export const pageTitleKey = (name: string) => (name === 'home' ? 'home_title' : routeTitleKey(name));

/** Dictionary key of the document title of a page a navigation check refused, by status. */
export function refusedTitleKey(status: number): string {
  if (status === 404) return 'not_found_title';
  if (status === 401) return 'auth_required_title';
  return 'error_title';
}
