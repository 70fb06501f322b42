import { describe, expect, it } from 'vitest';
import { createPageCache, type RequestFacts, type SharedAnswer } from '../../src/ssr/page-cache.ts';
import { pageTemplate } from '../../src/ssr/page-template.ts';

const anonymous: RequestFacts = { cookieHeader: undefined, header: () => undefined };
const variance = { cookies: ['app_theme'], headers: [] };
const page = (text: string): SharedAnswer => ({
  kind: 'page',
  status: 200,
  setCookies: [],
  template: pageTemplate(`<p>${text}</p>`),
});
const textOf = (found: { answer: SharedAnswer } | undefined) =>
  found?.answer.kind === 'page' ? found.answer.template.pieces.join('') : undefined;

function cacheAt(start: number) {
  const clock = { now: start };
  const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, now: () => clock.now });
  return { cache, clock };
}

describe('the page cache', () => {
  it('gives a page made from data that tells no freshness for its whole time, then forgets it', () => {
    const { cache, clock } = cacheAt(1_000);
    cache.keep('/en', variance, anonymous, page('home'), cache.generation);
    clock.now += 59_999;
    expect(cache.find('/en', anonymous)).toEqual({ answer: expect.anything(), refresh: false });
    clock.now += 1;
    expect(cache.find('/en', anonymous)).toBeUndefined();
  });

  it('gives a page as it is while fresh, then tells one request to refresh it while the others get it stale', () => {
    const { cache, clock } = cacheAt(1_000);
    cache.keep('/en/live', variance, anonymous, page('first'), cache.generation, {
      freshMs: 2_000,
      staleMs: 5_000,
    });
    clock.now += 1_999;
    expect(cache.find('/en/live', anonymous)?.refresh).toBe(false);
    clock.now += 1;
    const [first, second] = [cache.find('/en/live', anonymous), cache.find('/en/live', anonymous)];
    expect([first?.refresh, second?.refresh]).toEqual([true, false]);
    expect(textOf(second)).toBe('<p>first</p>');

    cache.keep('/en/live', variance, anonymous, page('second'), cache.generation, {
      freshMs: 2_000,
      staleMs: 5_000,
    });
    expect(textOf(cache.find('/en/live', anonymous))).toBe('<p>second</p>');
    clock.now += 7_000;
    expect(cache.find('/en/live', anonymous)).toBeUndefined();
  });

  it('keeps a page no longer than its own time, and not at all when its data may not be kept', () => {
    const { cache, clock } = cacheAt(1_000);
    cache.keep('/a', variance, anonymous, page('a'), cache.generation, { freshMs: 0, staleMs: 0 });
    expect(cache.find('/a', anonymous)).toBeUndefined();
    cache.keep('/b', variance, anonymous, page('b'), cache.generation, {
      freshMs: 600_000,
      staleMs: 600_000,
    });
    clock.now += 60_000;
    expect(cache.find('/b', anonymous)).toBeUndefined();
  });

  it('does not keep a page rendered before the cache was cleared', () => {
    const { cache } = cacheAt(1_000);
    const generation = cache.generation;
    cache.clear();
    cache.keep('/en', variance, anonymous, page('old'), generation);
    expect(cache.find('/en', anonymous)).toBeUndefined();
  });
});
