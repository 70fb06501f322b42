import { type RedirectResult, redirectRulesChangedMessageSchema, sitePathSchema } from '@parlay/contract';
import { defineTopic, type PubSub, type Unsubscribe } from '../../pubsub/pubsub.ts';
import {
  breadcrumbsFor,
  compileRedirectRules,
  type RedirectRuleSet,
  resolveRedirect,
} from './redirect-rules.ts';
import type { RedirectsRepository } from './redirects-repository.ts';

/** Every instance reloads its redirect rules when a message arrives here. */
export const redirectRulesChangedTopic = defineTopic('redirects.changed', redirectRulesChangedMessageSchema);

/**
 * Rules are read again after this long even without a message, so rows an operator edits in the
 * database directly take effect on every instance within a minute.
 */
export const redirectRulesTtlMs = 60_000;

export interface RedirectsService {
  /**
   * Where a site URL (path and optional query, language prefix included) should go. A URL that is
   * not a valid site path is answered with no redirect.
   */
  resolve(url: string): Promise<RedirectResult>;
  /** Drops the cached rules on every instance (after the rules table changed). */
  reload(): Promise<void>;
  /** Starts following `redirects.changed`; the returned function stops it. */
  followChanges(): Promise<Unsubscribe>;
}

export interface RedirectsServiceDeps {
  repository: RedirectsRepository;
  pubsub: PubSub;
  logger: { warn(details: object, message: string): void };
  ttlMs?: number;
  now?: () => number;
}

export function createRedirectsService(deps: RedirectsServiceDeps): RedirectsService {
  const { repository, pubsub, logger, ttlMs = redirectRulesTtlMs, now = Date.now } = deps;
  let cache: { rules: Promise<RedirectRuleSet>; loadedAt: number } | undefined;

  const rules = (): Promise<RedirectRuleSet> => {
    if (cache !== undefined && now() - cache.loadedAt < ttlMs) return cache.rules;
    // One promise, so concurrent requests after expiry share one query.
    const loading = repository.listEnabled().then(compileRedirectRules);
    const entry = { rules: loading, loadedAt: now() };
    cache = entry;
    // A failed load is not remembered: the next request tries again.
    loading.catch(() => {
      if (cache === entry) cache = undefined;
    });
    return loading;
  };

  const noRedirect = (url: string): RedirectResult => ({
    redirect: false,
    code: null,
    url,
    reasons: [],
    breadcrumbs: breadcrumbsFor(url),
  });

  return {
    async resolve(url) {
      if (!sitePathSchema.safeParse(url).success) return noRedirect(url);
      const resolution = resolveRedirect(await rules(), url);
      switch (resolution.kind) {
        case 'none':
          return noRedirect(url);
        case 'loop':
          logger.warn(
            { url, rules: resolution.rules.map(({ match, path, target }) => ({ match, path, target })) },
            'redirect rules loop or chain too long: not redirecting',
          );
          return noRedirect(url);
        case 'redirect':
          return {
            redirect: true,
            code: resolution.code,
            url: resolution.url,
            reasons: resolution.rules.map(({ reason }) => reason),
            breadcrumbs: breadcrumbsFor(resolution.url),
          };
      }
    },

    async reload() {
      cache = undefined;
      await pubsub.publish(redirectRulesChangedTopic, {});
    },

    followChanges() {
      return pubsub.subscribe(redirectRulesChangedTopic, () => {
        cache = undefined;
      });
    },
  };
}
