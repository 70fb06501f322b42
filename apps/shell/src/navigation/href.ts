import { type RouteDefinition, routeByName } from '@parlay/contract/route-table';

/** A table path filled with params, optional segments without a value left out. */
export function fillPath(path: string, params: Readonly<Record<string, string | undefined>>): string {
  return path
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const name = segment.slice(1).replace(/\?$/, '');
      const value = params[name];
      if (value === undefined || value === '') {
        if (segment.endsWith('?')) return [];
        throw new Error(`missing param ${name} for ${path}`);
      }
      return [encodeURIComponent(value)];
    })
    .filter(Boolean)
    .join('/');
}

/** The URL of a page in a language: `/en/information/about`. */
export function languageHref(language: string, path: string, search = ''): string {
  return `/${language}${path ? `/${path}` : ''}${search}`;
}

/** The URL of a named route. */
export function routeHref(
  name: string,
  language: string,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const route = routeByName.get(name);
  if (!route) throw new Error(`no route named ${name}`);
  return languageHref(language, fillPath(route.path, params));
}

export function isRoute(route: RouteDefinition | null, ...names: string[]): boolean {
  return route !== null && names.includes(route.name);
}

/** The same URL without the named query parameters, or null when it has none of them. */
export function withoutQueryParams(url: URL, names: readonly string[]): string | null {
  const query = new URLSearchParams(url.search);
  const present = names.filter((name) => query.has(name));
  if (present.length === 0) return null;
  for (const name of present) query.delete(name);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}
