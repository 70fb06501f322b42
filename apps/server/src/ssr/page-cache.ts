import type { CspAdditions, ShellReuse } from '@parlay/contract';
import { LRUCache } from 'lru-cache';
import type { PageTemplate } from './page-template.ts';

/** An answer of the page route worth giving again. */
export type SharedAnswer =
  | { kind: 'redirect'; status: number; location: string; setCookies: readonly string[] }
  | {
      kind: 'page';
      status: number;
      setCookies: readonly string[];
      cspAdditions?: CspAdditions;
      template: PageTemplate;
    };

/** What the cache reads of a request to tell whether an answer fits it. */
export interface RequestFacts {
  cookieHeader: string | undefined;
  header(name: string): string | undefined;
}

type Variance = NonNullable<ShellReuse>;

/**
 * How long an answer is given: as it is for `freshMs`, then for `staleMs` more while one request's
 * render makes the next (stale-while-revalidate). The freshness of the data it was made from.
 */
export interface Freshness {
  freshMs: number;
  staleMs: number;
}

/** A kept answer for a request; `refresh`: it is past fresh and this request is to render the next. */
export interface Found {
  answer: SharedAnswer;
  refresh: boolean;
}

export interface PageCache {
  /**
   * The answer kept for a request of this scope (the URL and the server's own inputs, made into a
   * string by the caller) that agrees with it on every cookie and header the answer was made from.
   * Past its fresh time, the first request to find it is told to refresh it; the others get it as
   * it is meanwhile.
   */
  find(scope: string, request: RequestFacts): Found | undefined;
  /**
   * Keeps an answer made for `request` for the requests of its scope that agree with it on
   * `variance`, for as long as `freshness` says (at most the cache's `ttlMs`) — unless the cache
   * was cleared since `generation` (read before rendering): then the answer may rest on data that
   * changed meanwhile.
   */
  keep(
    scope: string,
    variance: Variance,
    request: RequestFacts,
    answer: SharedAnswer,
    generation: number,
    freshness?: Freshness,
  ): void;
  /** Counts the clearings. */
  readonly generation: number;
  /** Forgets every answer (the data pages are made from changed). */
  clear(): void;
}

export interface PageCacheOptions {
  /** Bytes of answers kept at most; the least recently used go first. */
  maxBytes: number;
  /**
   * How long an answer is kept at most, and the whole time of one made from data that tells no
   * freshness: a safety net for data that changes without telling.
   */
  ttlMs: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

interface Entry {
  answer: SharedAnswer;
  freshUntil: number;
  staleUntil: number;
  /** A request was told to refresh it. */
  refreshing: boolean;
}

/** How many sets of cookies and headers one scope's answers may vary with (usually one or two). */
const variancesPerScope = 4;
/** Room every answer takes besides its page (keys, headers). */
const answerOverhead = 512;

/**
 * The cookie pairs of a Cookie header that a parser could take for `name`, as they were sent: two
 * requests that agree on them give any parser the same value.
 */
function cookiePairs(cookieHeader: string | undefined, name: string): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.split('=', 1)[0]!.trim() === name);
}

function varianceKey(variance: Variance, request: RequestFacts): string {
  return JSON.stringify([
    variance.cookies.map((name) => cookiePairs(request.cookieHeader, name)),
    variance.headers.map((name) => request.header(name) ?? null),
  ]);
}

/**
 * Answers the page route gave, kept in memory by what they were made from, so that requests asking
 * for the very same page get it without a render. Much like an HTTP cache with Vary, except that the
 * render itself tells which cookies and headers it read.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  // Date.now read at each call: a test moving it moves the cache too.
  const now = options.now ?? (() => Date.now());
  // Times are the entries' own (freshUntil, staleUntil); the LRU's ttl only lets memory go.
  const answers = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: ({ answer }) =>
      answerOverhead + (answer.kind === 'page' ? answer.template.size : answer.location.length),
    ttl: options.ttlMs,
  });
  // Per scope, the sets of cookies and headers its answers were made from (with their JSON as id).
  const variances = new LRUCache<string, { id: string; variance: Variance }[]>({
    max: 10_000,
    ttl: options.ttlMs,
  });
  let generation = 0;
  const answerKey = (scope: string, id: string, variance: Variance, request: RequestFacts) =>
    `${scope}\n${id}\n${varianceKey(variance, request)}`;

  return {
    find(scope, request) {
      const at = now();
      for (const { id, variance } of variances.get(scope) ?? []) {
        const key = answerKey(scope, id, variance, request);
        const entry = answers.get(key);
        if (!entry) continue;
        if (at >= entry.staleUntil) {
          answers.delete(key);
          continue;
        }
        const refresh = at >= entry.freshUntil && !entry.refreshing;
        if (refresh) entry.refreshing = true;
        return { answer: entry.answer, refresh };
      }
      return undefined;
    },

    keep(scope, variance, request, answer, since, freshness) {
      if (since !== generation) return;
      const freshMs = Math.min(freshness?.freshMs ?? options.ttlMs, options.ttlMs);
      const staleMs = Math.min(freshness?.staleMs ?? 0, options.ttlMs - freshMs);
      if (freshMs + staleMs <= 0) return;
      const id = JSON.stringify([variance.cookies, variance.headers]);
      const known = variances.get(scope) ?? [];
      if (!known.some((entry) => entry.id === id))
        variances.set(scope, [{ id, variance }, ...known].slice(0, variancesPerScope));
      const at = now();
      answers.set(answerKey(scope, id, variance, request), {
        answer,
        freshUntil: at + freshMs,
        staleUntil: at + freshMs + staleMs,
        refreshing: false,
      });
    },

    get generation() {
      return generation;
    },

    clear() {
      generation += 1;
      answers.clear();
      variances.clear();
    },
  };
}
