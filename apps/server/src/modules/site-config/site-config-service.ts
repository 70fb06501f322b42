import {
  configChangedMessageSchema,
  type LanguageCode,
  type SiteConfig,
  siteConfigSchema,
} from '@parlay/contract';
import { defineTopic, type PubSub, type Unsubscribe } from '../../pubsub/pubsub.ts';
import type { SiteConfigRepository } from './site-config-repository.ts';

/** Every instance drops its cached configuration when a message arrives here. */
export const configChangedTopic = defineTopic('config.changed', configChangedMessageSchema);

export interface SiteConfigService {
  /**
   * The configuration served to a language's visitors, or undefined when the site has none for it.
   * Cached in memory until any instance announces a change.
   */
  getSiteConfig(lang: LanguageCode): Promise<SiteConfig | undefined>;
  /** Validates and stores a language's configuration, then tells every instance to reload it. */
  updateSiteConfig(lang: LanguageCode, config: SiteConfig): Promise<void>;
  /** Starts following `config.changed`; the returned function stops it. */
  followChanges(): Promise<Unsubscribe>;
}

export function createSiteConfigService(deps: {
  repository: SiteConfigRepository;
  pubsub: PubSub;
}): SiteConfigService {
  const { repository, pubsub } = deps;
  // Promises, so concurrent first requests for a language share one query.
  const cache = new Map<LanguageCode, Promise<SiteConfig | undefined>>();

  const load = async (lang: LanguageCode): Promise<SiteConfig | undefined> => {
    const row = await repository.findByLanguage(lang);
    if (row === undefined) return undefined;
    const parsed = siteConfigSchema.safeParse(row.config);
    if (!parsed.success) {
      throw new Error(`stored site configuration for "${lang}" is invalid: ${parsed.error.message}`);
    }
    return parsed.data;
  };

  const forget = (lang?: LanguageCode) => {
    if (lang === undefined) cache.clear();
    else cache.delete(lang);
  };

  return {
    getSiteConfig(lang) {
      const cached = cache.get(lang);
      if (cached !== undefined) return cached;
      const loading = load(lang);
      cache.set(lang, loading);
      // A failed load is not remembered: the next request tries again.
      loading.catch(() => {
        if (cache.get(lang) === loading) cache.delete(lang);
      });
      return loading;
    },

    async updateSiteConfig(lang, config) {
      await repository.save(lang, siteConfigSchema.parse(config));
      // This instance forgets at once; the others when the message reaches them.
      forget(lang);
      await pubsub.publish(configChangedTopic, { lang });
    },

    followChanges() {
      return pubsub.subscribe(configChangedTopic, ({ lang }) => forget(lang));
    },
  };
}
