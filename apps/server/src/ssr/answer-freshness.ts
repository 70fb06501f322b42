import type { Freshness } from './page-cache.ts';

/** A `Cache-Control` header's directives, by lower-case name, with their values ('' when bare). */
function directivesOf(header: string): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of header.split(',')) {
    const [name = '', value = ''] = part.split('=', 2).map((text) => text.trim());
    if (name) directives.set(name.toLowerCase(), value.replace(/^"|"$/g, ''));
  }
  return directives;
}

const seconds = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) * 1000 : undefined;

/**
 * How long a shared cache may give this answer, as its `Cache-Control` says (s-maxage before
 * max-age, then stale-while-revalidate); null when a shared cache may not keep it at all (private,
 * no-store, no-cache, or no lifetime given).
 */
export function freshnessOf(answer: Response): Freshness | null {
  const directives = directivesOf(answer.headers.get('cache-control') ?? '');
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return null;
  const freshMs = seconds(directives.get('s-maxage')) ?? seconds(directives.get('max-age'));
  if (freshMs === undefined) return null;
  return { freshMs, staleMs: seconds(directives.get('stale-while-revalidate')) ?? 0 };
}

/**
 * Whether no cache may store this answer, the client's own included (`no-store`: a player's own
 * data, such as their coupon): nor then any answer made from it.
 */
function forbidsStoring(answer: Response): boolean {
  return directivesOf(answer.headers.get('cache-control') ?? '').has('no-store');
}

/**
 * The freshness of a page made from API answers: that of its stalest input — fresh while every
 * answer is, given stale while every answer may be. `observe` each answer read; `freshness` is
 * undefined when none was (the page cache's own time applies), null when one may not be kept;
 * `storable` is false once one may not be stored at all (`forbidsStoring`).
 */
export function pageFreshness(): {
  observe(answer: Response): void;
  freshness(): Freshness | null | undefined;
  storable(): boolean;
} {
  let freshUntil = Number.POSITIVE_INFINITY;
  let staleUntil = Number.POSITIVE_INFINITY;
  let read = false;
  let keepable = true;
  let storable = true;
  return {
    observe(answer) {
      read = true;
      if (forbidsStoring(answer)) storable = false;
      const freshness = freshnessOf(answer);
      if (freshness === null) {
        keepable = false;
        return;
      }
      freshUntil = Math.min(freshUntil, freshness.freshMs);
      staleUntil = Math.min(staleUntil, freshness.freshMs + freshness.staleMs);
    },
    freshness() {
      if (!read) return undefined;
      if (!keepable) return null;
      return { freshMs: freshUntil, staleMs: staleUntil - freshUntil };
    },
    storable: () => storable,
  };
}
