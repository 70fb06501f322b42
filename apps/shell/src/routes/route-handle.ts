import type { DictionaryId } from '../i18n/dictionaries.ts';

/** Route meta: what a route needs besides its element. */
export interface RouteHandle {
  /** The part that renders the route's content, if a part does. */
  part?: string;
  /** Dictionaries the route needs loaded before it renders. */
  dictionaries: readonly DictionaryId[];
  /** Dictionary key of the page title, for routes the shell renders itself. */
  titleKey?: string;
  descriptionKey?: string;
  /** Keep the scroll position on navigation to this route. */
  keepScroll?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && Array.isArray((value as RouteHandle).dictionaries);
}
