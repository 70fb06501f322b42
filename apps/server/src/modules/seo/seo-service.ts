import {
  type AlternateLink,
  bonusOfferPairs,
  type LanguageCode,
  type RouteDefinition,
  routeByName,
  routeTable,
  type SeoPageData,
  type SiteConfig,
  seoChangedMessageSchema,
} from '@parlay/contract';
import type { Database } from '../../db/database.ts';
import { apiPathPrefixes } from '../../http/api-paths.ts';
import { defineTopic, type PubSub, type Unsubscribe } from '../../pubsub/pubsub.ts';
import type { SiteConfigService } from '../site-config/index.ts';
import { localizedPath, pathInLanguage, servedRoute } from './route-paths.ts';
import { createSeoRepository, type SeoPageRow, type SeoRepository } from './seo-repository.ts';
import { bareRoutePath, isPaymentResultRoute, seedSeoPage } from './seo-seed.ts';
import { hasSeoTexts } from './seo-texts.ts';

/** Every instance drops its cached SEO rows when a message arrives here. */
export const seoChangedTopic = defineTopic('seo.changed', seoChangedMessageSchema);

/** What a page's SEO data is asked for with. */
export interface SeoPageInput {
  /** Route name of the route table. */
  route: string;
  lang: LanguageCode;
  /**
   * The page's path as served (`/en/slots/game/12/book-of-ra`, a query is ignored). Optional for
   * routes without required params: their own path is used.
   */
  path?: string | undefined;
}

export type SeoPageResult =
  | { kind: 'page'; data: SeoPageData }
  | { kind: 'unknown-route' }
  | { kind: 'unknown-language' }
  | { kind: 'path-required' };

export interface SeoService {
  /** The page data, or why there is none (for the HTTP route's errors). */
  findPageData(input: SeoPageInput): Promise<SeoPageResult>;
  /** The page data for the server-rendered head; undefined for an unknown route or language. */
  pageData(input: SeoPageInput): Promise<SeoPageData | undefined>;
  /** sitemap.xml: every indexable page without params, in every public language, with hreflang alternates. */
  sitemapXml(): Promise<string>;
  /** robots.txt: private, technical and API paths disallowed, and where the sitemap is. */
  robotsTxt(): Promise<string>;
  /** Inserts or replaces a page's SEO data, then tells every instance to reload that language. */
  savePage(row: SeoPageRow): Promise<void>;
  /** Starts following `seo.changed`; the returned function stops it. */
  followChanges(): Promise<Unsubscribe>;
}

export interface SeoServiceDeps {
  db: Database;
  pubsub: PubSub;
  siteConfig: SiteConfigService;
  /** The site's origin (`https://parlay.com`), the base of every absolute link. */
  publicOrigin: () => string;
  repository?: SeoRepository;
  /** How long a language's rows stay cached without a `seo.changed` message. */
  cacheTtlMs?: number;
  now?: () => number;
}

/** English is the fallback language (ARCHITECTURE "Internationalisation"). */
const fallbackLanguage = 'en';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
}

/** Whether a route's page answers in a language's configuration (route id, forbidden strings). */
function availableIn(route: RouteDefinition, config: SiteConfig, pathname: string): boolean {
  if (route.routeId !== undefined && !config.availableRoutes.includes(route.routeId)) return false;
  const lowered = pathname.toLowerCase();
  return !config.forbiddenUrlStrings.some((text) => lowered.includes(text.toLowerCase()));
}

/** Languages a search engine is shown: the site's, less those hidden from anonymous visitors. */
function publicLanguages(config: SiteConfig): LanguageCode[] {
  return config.languages
    .map(({ code }) => code)
    .filter((code) => !config.langHiddenUnauthorized.includes(code));
}

/** In the sitemap: indexable, public, not redirected or guarded, no required params. */
function inSitemap(route: RouteDefinition): boolean {
  return (
    route.indexable === true &&
    route.auth !== true &&
    route.redirect === undefined &&
    route.guard === undefined &&
    bareRoutePath(route) !== undefined
  );
}

/** An offer route: the twin a bonus route is served as where promoBonusToOffer is on. */
function isOfferTwin(route: RouteDefinition): boolean {
  return bonusOfferPairs.some(([, offer]) => offer === route.name);
}

/** Routes kept from crawlers: private (signed-in) and technical ones. */
function disallowedInRobots(route: RouteDefinition): boolean {
  return (
    route.auth === true ||
    route.guard === 'debugger' ||
    route.name === 'internal-vpn' ||
    isPaymentResultRoute(route)
  );
}

function staticPrefix(route: RouteDefinition): string {
  const segments: string[] = [];
  for (const segment of route.path.split('/')) {
    if (segment === '' || segment.startsWith(':') || segment.includes('*')) break;
    segments.push(segment);
  }
  return segments.join('/');
}

/**
 * The shortest path prefixes covering the disallowed routes: a whole first segment when every route
 * under it is disallowed (`office`), else each route's own static prefix.
 */
export function disallowedPrefixes(routes: readonly RouteDefinition[] = routeTable): string[] {
  const prefixes = new Set<string>();
  for (const route of routes.filter(disallowedInRobots)) {
    const prefix = staticPrefix(route);
    if (prefix === '') continue;
    const first = prefix.split('/')[0] ?? prefix;
    const siblings = routes.filter((other) => staticPrefix(other).split('/')[0] === first);
    prefixes.add(siblings.every(disallowedInRobots) ? first : prefix);
  }
  return [...prefixes].sort();
}

export function createSeoService(deps: SeoServiceDeps): SeoService {
  const { db, pubsub, siteConfig, publicOrigin, cacheTtlMs = 300_000, now = Date.now } = deps;
  const repository = deps.repository ?? createSeoRepository(db);
  const cache = new Map<LanguageCode, { loading: Promise<Map<string, SeoPageRow>>; loadedAt: number }>();

  const rowsOf = (lang: LanguageCode): Promise<Map<string, SeoPageRow>> => {
    const cached = cache.get(lang);
    if (cached !== undefined && now() - cached.loadedAt < cacheTtlMs) return cached.loading;
    const loading = repository
      .findByLanguage(lang)
      .then((rows) => new Map(rows.map((row) => [row.routeName, row])));
    const entry = { loading, loadedAt: now() };
    cache.set(lang, entry);
    loading.catch(() => {
      if (cache.get(lang) === entry) cache.delete(lang);
    });
    return loading;
  };

  /** The stored row; else the fallback language's; else the built-in default. */
  const rowFor = async (route: RouteDefinition, lang: LanguageCode): Promise<SeoPageRow> => {
    const own = (await rowsOf(lang)).get(route.name);
    if (own !== undefined) return own;
    if (hasSeoTexts(lang)) return seedSeoPage(route, lang);
    return (await rowsOf(fallbackLanguage)).get(route.name) ?? seedSeoPage(route, fallbackLanguage);
  };

  /** Configurations of the given languages that exist. */
  const configsOf = async (languages: readonly LanguageCode[]) => {
    const entries = await Promise.all(
      languages.map(async (lang) => [lang, await siteConfig.getSiteConfig(lang)] as const),
    );
    return new Map(
      entries.filter((entry): entry is readonly [LanguageCode, SiteConfig] => entry[1] !== undefined),
    );
  };

  /** The configuration the site-wide choices (public languages, x-default) are read from. */
  const siteWideConfig = async (): Promise<SiteConfig | undefined> => {
    const fallback = await siteConfig.getSiteConfig(fallbackLanguage);
    if (fallback !== undefined) return fallback;
    const [first] = await siteConfig.listLanguages();
    return first === undefined ? undefined : siteConfig.getSiteConfig(first);
  };

  const alternatesOf = async (
    route: RouteDefinition,
    config: SiteConfig,
    pathname: string,
    origin: string,
  ): Promise<AlternateLink[]> => {
    const configs = await configsOf(publicLanguages(config));
    const links: AlternateLink[] = [];
    for (const [lang, languageConfig] of configs) {
      const localized = localizedPath(route, pathname, lang, languageConfig);
      if (availableIn(localized.route, languageConfig, localized.path)) {
        links.push({ hreflang: lang, href: new URL(localized.path, origin).href });
      }
    }
    const byDefault = links.find(({ hreflang }) => hreflang === config.defaultLanguage) ?? links[0];
    if (byDefault !== undefined) links.push({ hreflang: 'x-default', href: byDefault.href });
    return links;
  };

  /** Whether a language's page of the route belongs in the sitemap: served, indexed, its own canonical. */
  const sitemapPage = async (
    route: RouteDefinition,
    lang: LanguageCode,
    config: SiteConfig,
  ): Promise<string | undefined> => {
    const served = servedRoute(route, config);
    const bare = bareRoutePath(served);
    if (bare === undefined) return undefined;
    const path = `/${lang}${bare === '' ? '' : `/${bare}`}`;
    if (!availableIn(served, config, path)) return undefined;
    const row = await rowFor(served, lang);
    if (row.metaRobots.includes('noindex') || row.customCanonical !== null) return undefined;
    return path;
  };

  const findPageData: SeoService['findPageData'] = async (input) => {
    const route = routeByName.get(input.route);
    if (route === undefined) return { kind: 'unknown-route' };
    const config = await siteConfig.getSiteConfig(input.lang);
    if (config === undefined) return { kind: 'unknown-language' };
    const bare = bareRoutePath(route);
    if (input.path === undefined && bare === undefined) return { kind: 'path-required' };
    const origin = publicOrigin();
    const { protocol, host, hostname } = new URL(origin);
    const pathname = pathInLanguage(input.path ?? `/${input.lang}/${bare}`, input.lang);
    const row = await rowFor(route, input.lang);

    let canonical = new URL(pathname, origin).href;
    const custom = row.customCanonical;
    if (custom?.mode === 'url') canonical = new URL(custom.targetUrl, origin).href;
    else if (custom?.mode === 'mirror') canonical = new URL(pathname, `${protocol}//${custom.domain}`).href;

    const metas = [...row.metas];
    const licence = config.licenceConfig;
    if (licence.content !== '' && (licence.domains.length === 0 || licence.domains.includes(hostname))) {
      metas.push({ name: licence.name, content: licence.content });
    }

    return {
      kind: 'page',
      data: {
        route: route.name,
        lang: input.lang,
        title: row.title,
        description: row.description,
        metaRobots: row.metaRobots,
        hierarchyMetaRobots: row.hierarchyMetaRobots,
        metas,
        customCanonical: custom ?? null,
        canonical,
        alternates: await alternatesOf(route, config, pathname, origin),
        mediaAlternates: row.mediaAlternates.map((rule) => ({
          media: rule.mediaType,
          href: new URL(rule.urlPath ?? pathname, `${protocol}//${rule.toDomain ?? host}`).href,
        })),
      },
    };
  };

  return {
    findPageData,

    async pageData(input) {
      const result = await findPageData(input);
      return result.kind === 'page' ? result.data : undefined;
    },

    async sitemapXml() {
      const base = publicOrigin();
      const config = await siteWideConfig();
      const configs: Map<LanguageCode, SiteConfig> =
        config === undefined ? new Map() : await configsOf(publicLanguages(config));
      const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ];
      // Offer pages are the bonus pages under other names: listed through their bonus twin.
      const listed = routeTable.filter((route) => inSitemap(route) && !isOfferTwin(route));
      for (const route of listed) {
        const pages: { lang: LanguageCode; href: string }[] = [];
        for (const [lang, languageConfig] of configs) {
          const path = await sitemapPage(route, lang, languageConfig);
          if (path !== undefined) pages.push({ lang, href: new URL(path, base).href });
        }
        const xDefault = pages.find(({ lang }) => lang === config?.defaultLanguage) ?? pages[0];
        const links = pages.map(
          ({ lang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`,
        );
        if (xDefault !== undefined) {
          links.push(
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(xDefault.href)}"/>`,
          );
        }
        for (const page of pages) {
          lines.push('  <url>', `    <loc>${escapeXml(page.href)}</loc>`, ...links, '  </url>');
        }
      }
      lines.push('</urlset>', '');
      return lines.join('\n');
    },

    async robotsTxt() {
      const base = publicOrigin();
      const languages = await siteConfig.listLanguages();
      const lines = ['User-agent: *'];
      // The parts' descriptors and bundles (/mf) stay open: crawlers render pages with them.
      for (const prefix of apiPathPrefixes.filter((prefix) => prefix !== '/mf'))
        lines.push(`Disallow: ${prefix}`);
      const prefixes = disallowedPrefixes();
      for (const lang of languages) {
        for (const prefix of prefixes) lines.push(`Disallow: /${lang}/${prefix}`);
      }
      lines.push('Allow: /', '', `Sitemap: ${base}/sitemap.xml`, '');
      return lines.join('\n');
    },

    async savePage(row) {
      await repository.save(row);
      cache.delete(row.languageCode);
      await pubsub.publish(seoChangedTopic, { lang: row.languageCode });
    },

    followChanges() {
      return pubsub.subscribe(seoChangedTopic, ({ lang }) => {
        if (lang === undefined) cache.clear();
        else cache.delete(lang);
      });
    },
  };
}
