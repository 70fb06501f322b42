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

export interface PageCache {
  /**
   * The answer kept for a request of this scope (the URL and the server's own inputs, made into a
   * string by the caller) that agrees with it on every cookie and header the answer was made from.
   */
  find(scope: string, request: RequestFacts): SharedAnswer | undefined;
  /**
   * Keeps an answer made for `request` for the requests of its scope that agree with it on
   * `variance` — unless the cache was cleared since `generation` (read before rendering): then the
   * answer may rest on data that changed meanwhile.
   */
  keep(
    scope: string,
    variance: Variance,
    request: RequestFacts,
    answer: SharedAnswer,
    generation: number,
  ): void;
  /** Counts the clearings. */
  readonly generation: number;
  /** Forgets every answer (the data pages are made from changed). */
  clear(): void;
}

export interface PageCacheOptions {
  /** Bytes of answers kept at most; the least recently used go first. */
  maxBytes: number;
  /** How long an answer is kept: a safety net for data that changes without telling. */
  ttlMs: number;
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
  const answers = new LRUCache<string, SharedAnswer>({
    maxSize: options.maxBytes,
    sizeCalculation: (answer) =>
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
      for (const { id, variance } of variances.get(scope) ?? []) {
        const answer = answers.get(answerKey(scope, id, variance, request));
        if (answer) return answer;
      }
      return undefined;
    },

    keep(scope, variance, request, answer, since) {
      if (since !== generation) return;
      const id = JSON.stringify([variance.cookies, variance.headers]);
      const known = variances.get(scope) ?? [];
      if (!known.some((entry) => entry.id === id))
        variances.set(scope, [{ id, variance }, ...known].slice(0, variancesPerScope));
      answers.set(answerKey(scope, id, variance, request), answer);
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
