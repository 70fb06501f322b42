import { routeByName } from './route-table.ts';

/** A table path filled with params, optional segments without a value left out. */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number | undefined>>,
): string {
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
      return [encodeURIComponent(String(value))];
    })
    .filter(Boolean)
    .join('/');
}

/** The URL of a page in a language: `/en/information/about`. */
export function languageHref(language: string, path: string, search = ''): string {
  return `/${language}${path ? `/${path}` : ''}${search}`;
}

/** The URL of a named route of the table. */
export function routeHref(
  name: string,
  language: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const route = routeByName.get(name);
  if (!route) throw new Error(`no route named ${name}`);
  return languageHref(language, fillPath(route.path, params));
}
