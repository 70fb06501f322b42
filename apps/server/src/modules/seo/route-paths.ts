import {
  bonusOfferPairs,
  type LanguageCode,
  type RouteDefinition,
  routeByName,
  type SiteConfig,
} from '@parlay/contract';

const offerOf = new Map(bonusOfferPairs.map(([bonus, offer]) => [bonus, offer]));
const bonusOf = new Map(bonusOfferPairs.map(([bonus, offer]) => [offer, bonus]));

/**
 * The route a language actually serves for `route`: its "offer" twin where the configuration's
 * promoBonusToOffer swaps bonus pages for offer pages, its "bonus" twin where it does not
 * (seed 001 §5); the route itself otherwise.
 */
export function servedRoute(route: RouteDefinition, config: SiteConfig): RouteDefinition {
  const twin = config.promoBonusToOffer ? offerOf.get(route.name) : bonusOf.get(route.name);
  return (twin === undefined ? undefined : routeByName.get(twin)) ?? route;
}

/** Params of a path (after the language) matched against a route path template, or undefined. */
export function matchRoutePath(template: string, rest: string): Record<string, string> | undefined {
  const pattern = template.split('/').filter((segment) => segment !== '');
  const segments = rest.split('/').filter((segment) => segment !== '');
  const params: Record<string, string> = {};
  let index = 0;
  for (const part of pattern) {
    const segment = segments[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return undefined;
      }
      params[name] = segment;
    } else if (part !== segment) {
      return undefined;
    }
    index += 1;
  }
  return index === segments.length ? params : undefined;
}

/** A route path template with its params filled in; optional params without a value are left out. */
export function fillRoutePath(template: string, params: Readonly<Record<string, string>>): string {
  return template
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((part) => {
      if (!part.startsWith(':')) return [part];
      const value = params[part.slice(1).replace(/\?$/, '')];
      return value === undefined ? [] : [value];
    })
    .join('/');
}

/** `/en/live?x=1` → `/ru/live`: the path in another language, without query. */
export function pathInLanguage(path: string, lang: LanguageCode): string {
  const pathname = path.split('?')[0] ?? '/';
  const segments = pathname.split('/').slice(1);
  const rest = /^[a-z]{2}$/.test(segments[0] ?? '') ? segments.slice(1) : segments;
  const tail = rest.join('/');
  return `/${lang}${tail === '' ? '' : `/${tail}`}`;
}

/**
 * The page `pathname` of `route` as another language serves it: the same path under that language,
 * or the twin route's path with the same params when that language swaps the route.
 */
export function localizedPath(
  route: RouteDefinition,
  pathname: string,
  lang: LanguageCode,
  config: SiteConfig,
): { route: RouteDefinition; path: string } {
  const served = servedRoute(route, config);
  const sameRoute = { route, path: pathInLanguage(pathname, lang) };
  if (served === route) return sameRoute;
  const rest = pathInLanguage(pathname, lang).split('/').slice(2).join('/');
  const params = matchRoutePath(route.path, rest);
  if (params === undefined) return sameRoute;
  const filled = fillRoutePath(served.path, params);
  return { route: served, path: `/${lang}${filled === '' ? '' : `/${filled}`}` };
}
