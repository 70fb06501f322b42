import { type BlockCheckResult, blockRulesChangedMessageSchema } from '@parlay/contract';
import { isNonRoutableIp, normalizeIp } from '../../http/cidr.ts';
import { defineTopic, type PubSub, type Unsubscribe } from '../../pubsub/pubsub.ts';
import { type BlockRule, decideBlock, needsCountry, pagePathOf } from './block-rules.ts';
import type { BlocksRepository } from './blocks-repository.ts';

/** Every instance reloads its block rules when a message arrives here. */
export const blockRulesChangedTopic = defineTopic('blocks.changed', blockRulesChangedMessageSchema);

/** Rules are read again after this long, so rows edited in the database take effect within a minute. */
export const blockRulesTtlMs = 60_000;

export interface BlockCheckInput {
  /**
   * The visitor's country (the request context's rule: a trusted geo header, else the client
   * address); asked only when some enabled rule has a country.
   */
  visitorCountry: () => Promise<string | null>;
  auth: boolean;
  /** The page (path with optional query, language prefix included), or null when not known. */
  url?: string | null;
}

export interface BlocksService {
  /** Whether (and how) to block a visitor: the first block rule that holds, else 0 and 0. */
  check(input: BlockCheckInput): Promise<BlockCheckResult>;
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
  ttlMs?: number;
  now?: () => number;
}

export function createBlocksService(deps: BlocksServiceDeps): BlocksService {
  const { repository, pubsub, ttlMs = blockRulesTtlMs, now = Date.now } = deps;
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
    async check({ visitorCountry, auth, url }) {
      const enabled = await rules();
      return decideBlock(enabled, {
        country: needsCountry(enabled) ? await visitorCountry() : null,
        auth,
        path: url ? pagePathOf(url) : null,
      });
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
