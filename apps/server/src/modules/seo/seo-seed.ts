import { type PartName, type RouteDefinition, routeByName, routeTable } from '@parlay/contract';
import type { Executor } from '../../db/database.ts';
import type { ModuleSeed } from '../../db/seed.ts';
import { createSeoRepository, type SeoPageRow } from './seo-repository.ts';
import {
  type DescriptionFamily,
  describe,
  homeDescription,
  routeLabel,
  seoTextLanguages,
  siteName,
} from './seo-texts.ts';

export const robots = {
  index: 'index, follow',
  /** Not indexed, links followed: redirects and transient pages. */
  noindex: 'noindex, follow',
  /** Private or technical: neither indexed nor followed. */
  closed: 'noindex, nofollow',
} as const;

const restrictiveness: readonly string[] = [robots.index, robots.noindex, robots.closed];

/** The robots value of a route on its own. */
export function routeRobots(route: RouteDefinition): string {
  const closed =
    route.auth === true ||
    route.guard === 'debugger' ||
    route.name === 'internal-vpn' ||
    route.layout !== 'default' ||
    route.part === 'identity' ||
    route.name === 'casino-search';
  if (closed) return robots.closed;
  if (route.redirect !== undefined || route.name.endsWith('-thankyou')) return robots.noindex;
  return robots.index;
}

/** The most restrictive robots value of the route and its ancestors (`parent` chain). */
export function hierarchyRobots(route: RouteDefinition): string {
  let strictest = routeRobots(route);
  const seen = new Set([route.name]);
  let parent = route.parent === undefined ? undefined : routeByName.get(route.parent);
  while (parent !== undefined && !seen.has(parent.name)) {
    seen.add(parent.name);
    const own = routeRobots(parent);
    if (restrictiveness.indexOf(own) > restrictiveness.indexOf(strictest)) strictest = own;
    parent = parent.parent === undefined ? undefined : routeByName.get(parent.parent);
  }
  return strictest;
}

const familyByPart: Readonly<Record<PartName, DescriptionFamily>> = {
  sports: 'sports',
  casino: 'casino',
  office: 'office',
  info: 'info',
  promo: 'promo',
  toto: 'draws',
  lotto: 'draws',
  partners: 'partners',
  games: 'games',
  apps: 'apps',
  news: 'news',
  identity: 'identity',
};

/** The payment result pages (`onpay/…`, shown by the office part) read as payments, not the office. */
export const isPaymentResultRoute = (route: RouteDefinition) => route.name.startsWith('onpay-');

function familyOf(route: RouteDefinition): DescriptionFamily {
  if (isPaymentResultRoute(route)) return 'payments';
  return route.part ? familyByPart[route.part] : 'site';
}

/**
 * A route's label; a route nobody wrote a label for yet borrows its parent's (a test lists such
 * routes, so they get their own before release).
 */
function labelOf(route: RouteDefinition, lang: string): string {
  let current: RouteDefinition | undefined = route;
  const seen = new Set<string>();
  while (current !== undefined && !seen.has(current.name)) {
    const label = routeLabel(current.name, lang);
    if (label !== undefined) return label;
    seen.add(current.name);
    current = current.parent === undefined ? undefined : routeByName.get(current.parent);
  }
  return routeLabel('home', lang) ?? siteName;
}

/** Path of the route after the language, without optional params; undefined with required ones. */
export function bareRoutePath(route: RouteDefinition): string | undefined {
  const segments = route.path.split('/').filter((segment) => segment !== '');
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment.includes('*')) return undefined;
    if (segment.startsWith(':')) {
      if (!segment.endsWith('?')) return undefined;
      continue;
    }
    kept.push(segment);
  }
  // An optional param before a static segment would make the bare path another page.
  const lastStatic = segments.findLastIndex((segment) => !segment.startsWith(':'));
  const firstOptional = segments.findIndex((segment) => segment.startsWith(':'));
  if (firstOptional !== -1 && lastStatic > firstOptional) return undefined;
  return kept.join('/');
}

/** The default SEO data of one route in one language. */
export function seedSeoPage(route: RouteDefinition, lang: string): SeoPageRow {
  const label = labelOf(route, lang);
  const isHome = route.name === 'home';
  return {
    routeName: route.name,
    languageCode: lang,
    title: isHome ? `${siteName} — ${label}` : `${label} — ${siteName}`,
    description: isHome ? homeDescription(lang) : describe(familyOf(route), label, lang),
    metaRobots: routeRobots(route),
    hierarchyMetaRobots: hierarchyRobots(route),
    metas: isHome
      ? [
          { name: 'application-name', content: siteName },
          { name: 'apple-mobile-web-app-title', content: siteName },
        ]
      : [],
    // Multi-live shows the live events side by side: the live page is the one to index.
    customCanonical: route.name === 'multi-live' ? { mode: 'url', targetUrl: `/${lang}/live` } : null,
    mediaAlternates: [],
  };
}

/** Every route of the table in every language with texts. */
export function seoSeedRows(): SeoPageRow[] {
  return routeTable.flatMap((route) => seoTextLanguages.map((lang) => seedSeoPage(route, lang)));
}

/**
 * Inserts the default SEO data of every (route, language) that has none: a new route or language
 * gets its data at the next start, rows an operator edited stay as they are. Resolves with the
 * number of rows inserted.
 */
export async function seedSeoPages(executor: Executor): Promise<number> {
  const repository = createSeoRepository(executor);
  const stored = new Set(
    (await repository.listKeys()).map(({ routeName, languageCode }) => `${routeName}/${languageCode}`),
  );
  const missing = seoSeedRows().filter(
    ({ routeName, languageCode }) => !stored.has(`${routeName}/${languageCode}`),
  );
  await repository.insertMissing(missing);
  return missing.length;
}

/** SEO: the default page data of every route and language that has none (a new route gets its data at the next start). */
export const seoModuleSeed: ModuleSeed = { module: 'seo', base: seedSeoPages };
