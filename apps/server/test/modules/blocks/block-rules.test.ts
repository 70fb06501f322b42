import { describe, expect, it } from 'vitest';
import {
  type BlockRule,
  decideBlock,
  needsCountry,
  pagePathOf,
} from '../../../src/modules/blocks/block-rules.ts';

const rule = (overrides: Partial<BlockRule>): BlockRule => ({
  name: 'rule',
  priority: 0,
  country: null,
  auth: null,
  urlPrefix: null,
  displayTypeId: 1,
  templateTypeId: 3,
  ...overrides,
});

describe('decideBlock', () => {
  it('with no rules, or none that holds, answers 0 and 0', () => {
    expect(decideBlock([], { country: 'UA', auth: false, path: '/' })).toEqual({
      displayTypeId: 0,
      templateTypeId: 0,
    });
    expect(decideBlock([rule({ country: 'US' })], { country: 'UA', auth: false, path: '/' })).toEqual({
      displayTypeId: 0,
      templateTypeId: 0,
    });
  });

  it('answers the first rule that holds, so an earlier exception wins over a later block', () => {
    const rules = [
      rule({ country: 'UA', urlPrefix: '/information', displayTypeId: 0, templateTypeId: 0 }),
      rule({ country: 'UA', templateTypeId: 13 }),
    ];
    expect(decideBlock(rules, { country: 'UA', auth: false, path: '/information/rules' })).toEqual({
      displayTypeId: 0,
      templateTypeId: 0,
    });
    expect(decideBlock(rules, { country: 'UA', auth: false, path: '/casino' })).toEqual({
      displayTypeId: 1,
      templateTypeId: 13,
    });
  });

  it('needs every condition of a rule to hold', () => {
    const rules = [rule({ country: 'GB', auth: false, urlPrefix: '/casino', templateTypeId: 8 })];
    const decide = (country: string | null, auth: boolean, path: string | null) =>
      decideBlock(rules, { country, auth, path }).templateTypeId;
    expect(decide('GB', false, '/casino/roulette')).toBe(8);
    expect(decide('GB', true, '/casino/roulette')).toBe(0);
    expect(decide('GB', false, '/line')).toBe(0);
    expect(decide('GB', false, null)).toBe(0);
    expect(decide(null, false, '/casino')).toBe(0);
  });

  it('matches a URL prefix on whole segments only', () => {
    const rules = [rule({ urlPrefix: '/casino', templateTypeId: 5 })];
    expect(decideBlock(rules, { country: null, auth: true, path: '/casino' }).templateTypeId).toBe(5);
    expect(decideBlock(rules, { country: null, auth: true, path: '/casino-search' }).templateTypeId).toBe(0);
  });
});

describe('needsCountry', () => {
  it('is true only when some rule has a country condition', () => {
    expect(needsCountry([rule({ urlPrefix: '/x' })])).toBe(false);
    expect(needsCountry([rule({ urlPrefix: '/x' }), rule({ country: 'US' })])).toBe(true);
  });
});

describe('pagePathOf', () => {
  it.each([
    ['/en/casino/roulette?x=1', '/casino/roulette'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/casino/', '/casino'],
    ['/eng/casino', '/eng/casino'],
    ['/ru/line#top', '/line'],
  ])('takes %s as %s', (url, path) => {
    expect(pagePathOf(url)).toBe(path);
  });
});
