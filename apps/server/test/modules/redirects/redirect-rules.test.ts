import { describe, expect, it } from 'vitest';
import {
  breadcrumbsFor,
  compileRedirectRules,
  maxRedirectHops,
  parseSiteUrl,
  type RedirectRule,
  resolveRedirect,
} from '../../../src/modules/redirects/redirect-rules.ts';

const exact = (path: string, target: string, code: 301 | 302 = 301): RedirectRule => ({
  match: 'exact',
  path,
  target,
  code,
  reason: `exact ${path}`,
});
const prefix = (path: string, target: string, code: 301 | 302 = 301): RedirectRule => ({
  match: 'prefix',
  path,
  target,
  code,
  reason: `prefix ${path}`,
});

describe('parseSiteUrl', () => {
  it.each([
    ['/en/casino/roulette?tab=2', { language: 'en', path: '/casino/roulette', query: 'tab=2' }],
    ['/en', { language: 'en', path: '/', query: '' }],
    ['/en/', { language: 'en', path: '/', query: '' }],
    ['/casino/', { language: null, path: '/casino', query: '' }],
    ['/', { language: null, path: '/', query: '' }],
    ['/eng/casino', { language: null, path: '/eng/casino', query: '' }],
    ['/EN/casino', { language: null, path: '/EN/casino', query: '' }],
    ['/ru?x=1&y=2', { language: 'ru', path: '/', query: 'x=1&y=2' }],
  ])('takes %s apart', (url, parts) => {
    expect(parseSiteUrl(url)).toEqual(parts);
  });
});

describe('resolveRedirect', () => {
  it('with no rule for the path, answers none', () => {
    expect(resolveRedirect(compileRedirectRules([exact('/a', '/b')]), '/en/c')).toEqual({ kind: 'none' });
  });

  it('prefers the exact rule over a prefix rule of the same path', () => {
    const rules = compileRedirectRules([prefix('/a', '/prefix'), exact('/a', '/exact')]);
    expect(resolveRedirect(rules, '/en/a')).toMatchObject({ kind: 'redirect', url: '/en/exact' });
    expect(resolveRedirect(rules, '/en/a/b')).toMatchObject({ kind: 'redirect', url: '/en/prefix/b' });
  });

  it('prefers the longest prefix, and never splits a segment', () => {
    const rules = compileRedirectRules([prefix('/a', '/short'), prefix('/a/b', '/long')]);
    expect(resolveRedirect(rules, '/a/b/c')).toMatchObject({ url: '/long/c' });
    expect(resolveRedirect(rules, '/a/bc')).toMatchObject({ url: '/short/bc' });
    expect(resolveRedirect(rules, '/ab')).toEqual({ kind: 'none' });
  });

  it('keeps the language prefix and the query; the target query comes first', () => {
    const rules = compileRedirectRules([prefix('/old', '/new?from=old'), exact('/home', '/')]);
    expect(resolveRedirect(rules, '/uk/old/x?a=1')).toMatchObject({ url: '/uk/new/x?from=old&a=1' });
    expect(resolveRedirect(rules, '/uk/home?a=1')).toMatchObject({ url: '/uk?a=1' });
    expect(resolveRedirect(rules, '/home')).toMatchObject({ url: '/' });
  });

  it('a prefix rule onto the root keeps the rest without a double slash', () => {
    const rules = compileRedirectRules([prefix('/old', '/')]);
    expect(resolveRedirect(rules, '/en/old/casino')).toMatchObject({ url: '/en/casino' });
    expect(resolveRedirect(rules, '/en/old')).toMatchObject({ url: '/en' });
  });

  it('follows a chain; a 302 anywhere makes the whole chain 302', () => {
    const rules = compileRedirectRules([exact('/a', '/b'), exact('/b', '/c', 302), exact('/c', '/d')]);
    const resolution = resolveRedirect(rules, '/a');
    expect(resolution).toMatchObject({ kind: 'redirect', url: '/d', code: 302 });
    if (resolution.kind === 'redirect')
      expect(resolution.rules.map(({ path }) => path)).toEqual(['/a', '/b', '/c']);
  });

  it(`follows ${maxRedirectHops} rules, and answers a loop past them`, () => {
    const chain = (length: number) =>
      compileRedirectRules(Array.from({ length }, (_, index) => exact(`/p${index}`, `/p${index + 1}`)));
    expect(resolveRedirect(chain(maxRedirectHops), '/p0')).toMatchObject({ kind: 'redirect', url: '/p5' });
    expect(resolveRedirect(chain(maxRedirectHops + 1), '/p0')).toMatchObject({ kind: 'loop' });
  });

  it.each([
    ['a two-rule cycle', [exact('/a', '/b'), exact('/b', '/a')], '/a'],
    ['a rule onto itself', [exact('/a', '/a/')], '/en/a'],
    ['a prefix rule that keeps growing the path', [prefix('/a', '/a/a')], '/a/x'],
  ])('answers a loop for %s', (_case, list, url) => {
    expect(resolveRedirect(compileRedirectRules(list), url)).toMatchObject({ kind: 'loop' });
  });
});

describe('breadcrumbsFor', () => {
  it('gives Home and one crumb per segment, titled from the segment', () => {
    expect(breadcrumbsFor('/en/bonus/casino/happy_birthday-rules?x=1')).toEqual([
      { title: 'Home', url: '/en' },
      { title: 'Bonus', url: '/en/bonus' },
      { title: 'Casino', url: '/en/bonus/casino' },
      { title: 'Happy birthday rules', url: '/en/bonus/casino/happy_birthday-rules' },
    ]);
  });

  it('without a language, starts at the root; decodes escapes and survives malformed ones', () => {
    expect(breadcrumbsFor('/')).toEqual([{ title: 'Home', url: '/' }]);
    expect(breadcrumbsFor('/caf%C3%A9/%E0%A4%A')).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Café', url: '/caf%C3%A9' },
      { title: '%E0%A4%A', url: '/caf%C3%A9/%E0%A4%A' },
    ]);
  });
});
