import { type BlockCheckResult, blockRulesChangedMessageSchema } from '@parlay/contract';
import { defineTopic, type PubSub, type Unsubscribe } from '../../pubsub/pubsub.ts';
import { type BlockRule, countryCodeOf, decideBlock, needsCountry, pagePathOf } from './block-rules.ts';
import type { BlocksRepository } from './blocks-repository.ts';
import { isNonRoutableIp, normalizeIp } from './cidr.ts';

/** Every instance reloads its block rules when a message arrives here. */
export const blockRulesChangedTopic = defineTopic('blocks.changed', blockRulesChangedMessageSchema);

/** Rules are read again after this long, so rows edited in the database take effect within a minute. */
export const blockRulesTtlMs = 60_000;

/** The request header a trusted proxy or CDN puts the visitor's country in (ISO 3166-1 alpha-2). */
export const geoCountryHeader = 'x-geo-country';

export interface BlockCheckInput {
  /** The visitor's country from a trusted source (the geo header); when absent, `ip` is looked up. */
  country?: string | null;
  /** The client address; private and loopback addresses have no country. */
  ip?: string | null;
  auth: boolean;
  /** The page (path with optional query, language prefix included), or null when not known. */
  url?: string | null;
}

/** What the service needs of a request to read the geo header. */
export interface GeoHeaderSource {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The address of the peer that sent the request (the proxy, when there is one). */
  peerAddress: string | undefined;
}

export interface BlocksService {
  /** Whether (and how) to block a visitor: the first block rule that holds, else 0 and 0. */
  check(input: BlockCheckInput): Promise<BlockCheckResult>;
  /**
   * The visitor's country from the `x-geo-country` header, or null when the request did not come
   * through a trusted proxy (anyone can send the header) or the header holds no country code.
   */
  headerCountry(source: GeoHeaderSource): string | null;
  /** The country of an address from the IP range table; null for private, loopback and unknown. */
  countryOfIp(ip: string): Promise<string | null>;
  /** Drops the cached rules on every instance (after the rules table changed). */
  reload(): Promise<void>;
  /** Starts following `blocks.changed`; the returned function stops it. */
  followChanges(): Promise<Unsubscribe>;
}

export interface BlocksServiceDeps {
  repository: BlocksRepository;
  pubsub: PubSub;
  /** Whether the peer of a request may set the geo header (a proxy the server trusts). */
  trustsGeoHeaderFrom: (peerAddress: string | undefined) => boolean;
  ttlMs?: number;
  now?: () => number;
}

export function createBlocksService(deps: BlocksServiceDeps): BlocksService {
  const { repository, pubsub, trustsGeoHeaderFrom, ttlMs = blockRulesTtlMs, now = Date.now } = deps;
  let cache: { rules: Promise<BlockRule[]>; loadedAt: number } | undefined;

  const rules = (): Promise<BlockRule[]> => {
    if (cache !== undefined && now() - cache.loadedAt < ttlMs) return cache.rules;
    // Settled once here: a query builder is a lazy thenable that would query again on every await.
    const loading = Promise.resolve(repository.listEnabledRules());
    const entry = { rules: loading, loadedAt: now() };
    cache = entry;
    loading.catch(() => {
      if (cache === entry) cache = undefined;
    });
    return loading;
  };

  const countryOfIp = async (ip: string): Promise<string | null> => {
    const address = normalizeIp(ip);
    if (address === null || isNonRoutableIp(address)) return null;
    return repository.findCountryByIp(address);
  };

  return {
    async check({ country, ip, auth, url }) {
      const enabled = await rules();
      let visitorCountry = countryCodeOf(country);
      if (visitorCountry === null && ip && needsCountry(enabled)) visitorCountry = await countryOfIp(ip);
      return decideBlock(enabled, {
        country: visitorCountry,
        auth,
        path: url ? pagePathOf(url) : null,
      });
    },

    headerCountry({ headers, peerAddress }) {
      if (!trustsGeoHeaderFrom(peerAddress)) return null;
      const value = headers[geoCountryHeader];
      // A repeated header is ambiguous: ignore it rather than pick one.
      return typeof value === 'string' ? countryCodeOf(value) : null;
    },

    countryOfIp,

    async reload() {
      cache = undefined;
      await pubsub.publish(blockRulesChangedTopic, {});
    },

    followChanges() {
      return pubsub.subscribe(blockRulesChangedTopic, () => {
        cache = undefined;
      });
    },
  };
}
