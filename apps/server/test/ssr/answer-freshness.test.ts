import { describe, expect, it } from 'vitest';
import { freshnessOf, pageFreshness } from '../../src/ssr/answer-freshness.ts';

const answer = (cacheControl?: string) =>
  new Response('{}', { headers: cacheControl === undefined ? {} : { 'cache-control': cacheControl } });

describe('the freshness of API answers', () => {
  it('reads a shared cache’s lifetime from Cache-Control, s-maxage first', () => {
    expect(freshnessOf(answer('public, max-age=2, stale-while-revalidate=5'))).toEqual({
      freshMs: 2_000,
      staleMs: 5_000,
    });
    expect(freshnessOf(answer('public, max-age=60, s-maxage=10'))).toEqual({ freshMs: 10_000, staleMs: 0 });
  });

  it('finds none a shared cache may keep in private, uncacheable or lifeless answers', () => {
    for (const header of [undefined, 'private, max-age=60', 'no-store', 'no-cache, max-age=5', 'public'])
      expect(freshnessOf(answer(header))).toBeNull();
  });

  it('gives a page the freshness of its stalest input, or none when one input may not be kept', () => {
    const page = pageFreshness();
    expect(page.freshness()).toBeUndefined();
    page.observe(answer('public, max-age=10, stale-while-revalidate=30'));
    page.observe(answer('public, max-age=2, stale-while-revalidate=5'));
    expect(page.freshness()).toEqual({ freshMs: 2_000, staleMs: 5_000 });
    page.observe(answer('public, max-age=60'));
    expect(page.freshness()).toEqual({ freshMs: 2_000, staleMs: 5_000 });
    page.observe(answer('public, max-age=3'));
    expect(page.freshness()).toEqual({ freshMs: 2_000, staleMs: 1_000 });
    page.observe(answer());
    expect(page.freshness()).toBeNull();
  });

  it('lets no cache store a page once one of its answers may not be stored (a player’s own data)', () => {
    const page = pageFreshness();
    page.observe(answer('public, max-age=10'));
    page.observe(answer('private, no-cache'));
    expect(page.storable()).toBe(true);
    page.observe(answer('private, no-store'));
    expect(page.storable()).toBe(false);
    expect(page.freshness()).toBeNull();
  });
});
