import {
  configChangedMessageSchema,
  isSiteConfigGroupName,
  type LanguageCode,
  type SiteConfig,
  type SiteConfigGroupName,
  type SiteConfigGroups,
  siteConfigSchema,
} from '@parlay/contract';
import type { Database } from '../../db/database.ts';
import { defineTopic, type PubSub, type Unsubscribe } from '../../pubsub/pubsub.ts';
import { getPath, hasPath, pathSegments, setPath } from './config-merge.ts';
import { resolveGeoCountry, withGeoCountry } from './countries.ts';
import { createSiteConfigRepository, type SiteConfigRepository } from './site-config-repository.ts';
import { describeIssues, validateSiteConfig } from './site-config-validation.ts';

/** Every instance drops its cached configuration when a message arrives here. */
export const configChangedTopic = defineTopic('config.changed', configChangedMessageSchema);

/** How a visitor's request sees the configuration. */
export interface VisitorOptions {
  /**
   * The visitor's country (the request context's `visitorCountry`): the configuration answers that
   * country's code, id, currency and 12-hour flag. Absent or unknown: the default country (RU).
   */
  geoCountry?: string | null | undefined;
}

/** A configuration change that was refused; nothing was written. */
export class ConfigChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigChangeError';
  }
}

export type ConfigGroupsResult =
  | { kind: 'groups'; groups: SiteConfigGroups }
  | { kind: 'unknown-groups'; names: string[] }
  | { kind: 'unknown-language' };

export interface SiteConfigService {
  /**
   * The configuration of a language, or undefined when the site has none for it. Without
   * `visitor`: as stored (the language's own country defaults). With it: as that visitor gets it
   * (all.json, server rendering). Cached in memory until any instance announces a change.
   */
  getSiteConfig(lang: LanguageCode, visitor?: VisitorOptions): Promise<SiteConfig | undefined>;
  /** The configuration of a language, else English's: what a call in any language is checked against. */
  getSiteConfigOrEnglish(lang: LanguageCode): Promise<SiteConfig | undefined>;
  /** The named top-level groups of a language's configuration, as a visitor gets them. */
  getConfigGroups(
    lang: LanguageCode,
    names: readonly string[],
    visitor?: VisitorOptions,
  ): Promise<ConfigGroupsResult>;
  /** The languages the site has a configuration for. */
  listLanguages(): Promise<LanguageCode[]>;
  /** Validates and stores a language's configuration, then tells every instance to reload it. */
  updateSiteConfig(lang: LanguageCode, config: SiteConfig): Promise<void>;
  /** The value at a dotted path (or the whole configuration) per language, as stored. */
  getValues(key: string | undefined, lang?: LanguageCode): Promise<Record<LanguageCode, unknown>>;
  /**
   * Sets the value at an existing dotted path for one language or all of them, in one transaction:
   * if the result does not validate for any language, nothing changes (ConfigChangeError).
   * Then tells every instance to reload. Resolves with the languages changed.
   */
  setValue(key: string, value: unknown, lang?: LanguageCode): Promise<LanguageCode[]>;
  /** Starts following `config.changed`; the returned function stops it. */
  followChanges(): Promise<Unsubscribe>;
}

export interface SiteConfigServiceDeps {
  db: Database;
  pubsub: PubSub;
  repository?: SiteConfigRepository;
  /**
   * How long a language's configuration stays cached without a `config.changed` message: a safety
   * net for writers that cannot reach this instance's pub/sub (the CLI against PostgreSQL without Redis).
   */
  cacheTtlMs?: number;
  now?: () => number;
  /**
   * Whether this server can serve Google One Tap (a Google client is configured). Without it a
   * visitor's configuration says One Tap is off, whatever the stored configuration says, so the
   * browser never asks for a client id that is not there.
   */
  googleOneTap?: boolean;
}

const defaultCacheTtlMs = 60_000;

export function createSiteConfigService(deps: SiteConfigServiceDeps): SiteConfigService {
  const { db, pubsub, cacheTtlMs = defaultCacheTtlMs, now = Date.now, googleOneTap = false } = deps;
  const repository = deps.repository ?? createSiteConfigRepository(db);
  // Promises, so concurrent first requests for a language share one query.
  const cache = new Map<LanguageCode, { loading: Promise<SiteConfig | undefined>; loadedAt: number }>();

  const load = async (lang: LanguageCode): Promise<SiteConfig | undefined> => {
    const row = await repository.findByLanguage(lang);
    if (row === undefined) return undefined;
    const validation = validateSiteConfig(lang, row.config);
    if (!validation.success) {
      throw new Error(
        `stored site configuration for "${lang}" is invalid: ${describeIssues(validation.issues)}`,
      );
    }
    return validation.config;
  };

  const forget = (lang?: LanguageCode) => {
    if (lang === undefined) cache.clear();
    else cache.delete(lang);
  };

  const stored = (lang: LanguageCode): Promise<SiteConfig | undefined> => {
    const cached = cache.get(lang);
    if (cached !== undefined && now() - cached.loadedAt < cacheTtlMs) return cached.loading;
    const loading = load(lang);
    const entry = { loading, loadedAt: now() };
    cache.set(lang, entry);
    // A failed load is not remembered: the next request tries again.
    loading.catch(() => {
      if (cache.get(lang) === entry) cache.delete(lang);
    });
    return loading;
  };

  const announce = async (languages: readonly LanguageCode[] | 'all') => {
    // This instance forgets at once; the others when the message reaches them.
    if (languages === 'all') {
      forget();
      await pubsub.publish(configChangedTopic, {});
      return;
    }
    for (const lang of languages) {
      forget(lang);
      await pubsub.publish(configChangedTopic, { lang });
    }
  };

  // One visitor's view per stored configuration and country, made once: the same answer object
  // each time lets the answer's JSON be made once too (http/memoised-serializer.ts). A stored
  // configuration replaced on a change takes its views with it.
  const views = new WeakMap<SiteConfig, Map<string, SiteConfig>>();
  const getSiteConfig: SiteConfigService['getSiteConfig'] = async (lang, visitor) => {
    const config = await stored(lang);
    if (config === undefined || visitor === undefined) return config;
    const geo = resolveGeoCountry(visitor.geoCountry ?? undefined);
    const byCountry = views.get(config) ?? new Map<string, SiteConfig>();
    views.set(config, byCountry);
    const known = byCountry.get(geo.countryCode);
    if (known !== undefined) return known;
    const view = Object.freeze({
      ...withGeoCountry(config, geo),
      isOneTapAuthEnabled: config.isOneTapAuthEnabled && googleOneTap,
    });
    byCountry.set(geo.countryCode, view);
    return view;
  };

  return {
    getSiteConfig,

    async getSiteConfigOrEnglish(lang) {
      return (await getSiteConfig(lang)) ?? getSiteConfig('en');
    },

    async getConfigGroups(lang, names, visitor) {
      const unknown = names.filter((name) => !isSiteConfigGroupName(name));
      if (unknown.length > 0) return { kind: 'unknown-groups', names: [...new Set(unknown)] };
      const config = await getSiteConfig(lang, visitor ?? {});
      if (config === undefined) return { kind: 'unknown-language' };
      const groups: Record<string, unknown> = {};
      for (const name of names as SiteConfigGroupName[]) groups[name] = config[name];
      return { kind: 'groups', groups: groups as SiteConfigGroups };
    },

    listLanguages: () => repository.listLanguageCodes(),

    async updateSiteConfig(lang, config) {
      const validation = validateSiteConfig(lang, config);
      if (!validation.success) throw new ConfigChangeError(describeIssues(validation.issues));
      await repository.save(lang, validation.config);
      await announce([lang]);
    },

    async getValues(key, lang) {
      const segments = key === undefined ? [] : pathSegments(key);
      const rows = await repository.findAll();
      const selected = lang === undefined ? rows : rows.filter(({ languageCode }) => languageCode === lang);
      if (lang !== undefined && selected.length === 0) {
        throw new ConfigChangeError(`no configuration for language "${lang}"`);
      }
      const values: Record<LanguageCode, unknown> = {};
      for (const row of selected) {
        // Parsed, so keys come in the schema's order (the database keeps its own).
        const parsed = siteConfigSchema.safeParse(row.config);
        const config: unknown = parsed.success ? parsed.data : row.config;
        if (!hasPath(config, segments)) {
          throw new ConfigChangeError(`"${key}" is not a key of the configuration`);
        }
        values[row.languageCode] = getPath(config, segments);
      }
      return values;
    },

    async setValue(key, value, lang) {
      if (value === undefined) throw new ConfigChangeError('a value is required');
      const segments = pathSegments(key);
      const changed = await db.transaction(async (transaction) => {
        const languages = lang === undefined ? await repository.listLanguageCodes(transaction) : [lang];
        if (languages.length === 0) throw new ConfigChangeError('no language is configured yet');
        const problems: string[] = [];
        const updates: { lang: LanguageCode; config: SiteConfig }[] = [];
        for (const language of languages) {
          const row = await repository.findByLanguageForUpdate(language, transaction);
          if (row === undefined) throw new ConfigChangeError(`no configuration for language "${language}"`);
          if (!hasPath(row.config, segments)) {
            throw new ConfigChangeError(`"${key}" is not a key of the configuration`);
          }
          const validation = validateSiteConfig(language, setPath(row.config, segments, value));
          if (validation.success) updates.push({ lang: language, config: validation.config });
          else problems.push(`${language}: ${describeIssues(validation.issues)}`);
        }
        if (problems.length > 0) {
          throw new ConfigChangeError(`refused ${key} = ${JSON.stringify(value)}; ${problems.join(' | ')}`);
        }
        for (const update of updates) await repository.save(update.lang, update.config, transaction);
        return updates.map((update) => update.lang);
      });
      await announce(lang === undefined ? 'all' : changed);
      return changed;
    },

    followChanges() {
      return pubsub.subscribe(configChangedTopic, ({ lang }) => forget(lang));
    },
  };
}
