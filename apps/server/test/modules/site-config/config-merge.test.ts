import { describe, expect, it } from 'vitest';
import {
  deepEqual,
  getPath,
  hasPath,
  setPath,
  threeWayMerge,
} from '../../../src/modules/site-config/config-merge.ts';

describe('threeWayMerge (seed upgrade)', () => {
  const base = { minAge: 18, reminder: { delay: 120, interval: 86_400 }, routes: [1, 2], old: 'x' };

  it('takes the new seed value where the operator kept the old seed value', () => {
    const next = { ...base, minAge: 21 };
    expect(threeWayMerge(base, base, next)).toEqual(next);
  });

  it('keeps a value the operator changed, even when the new seed changes it too', () => {
    const stored = { ...base, minAge: 20, reminder: { delay: 600, interval: 86_400 } };
    const next = { ...base, minAge: 21, reminder: { delay: 60, interval: 3_600 } };
    expect(threeWayMerge(stored, base, next)).toEqual({
      ...base,
      minAge: 20,
      reminder: { delay: 600, interval: 3_600 },
    });
  });

  it('treats arrays as one value', () => {
    const stored = { ...base, routes: [1, 2, 3] };
    expect(threeWayMerge(stored, base, { ...base, routes: [1] })).toEqual(stored);
    expect(threeWayMerge(base, base, { ...base, routes: [1] })).toEqual({ ...base, routes: [1] });
  });

  it('adds keys new in the seed and drops keys the seed dropped unless the operator changed them', () => {
    const { old: _old, ...withoutOld } = base;
    const next = { ...withoutOld, isSnowEnabled: false };
    expect(threeWayMerge(base, base, next)).toEqual(next);
    expect(threeWayMerge({ ...base, old: 'mine' }, base, next)).toEqual({ ...next, old: 'mine' });
  });

  it('without a base, keeps every stored value and only adds missing keys', () => {
    const next = { ...base, minAge: 21, added: true };
    expect(threeWayMerge(base, undefined, next)).toEqual({ ...base, added: true });
  });

  it('takes the seed value when a value changed shape between versions', () => {
    expect(
      threeWayMerge({ consult: 'livechat' }, { consult: 'chatra' }, { consult: { provider: 'x' } }),
    ).toEqual({
      consult: { provider: 'x' },
    });
  });
});

describe('dotted paths', () => {
  const config = { maintenance: { isActive: false, started_at: null }, languages: [{ code: 'en' }] };

  it('finds values in objects and arrays, null included', () => {
    expect(hasPath(config, ['maintenance', 'started_at'])).toBe(true);
    expect(getPath(config, ['languages', '0', 'code'])).toBe('en');
    expect(hasPath(config, ['languages', '1'])).toBe(false);
    expect(hasPath(config, ['maintenance', 'nope'])).toBe(false);
    expect(hasPath(config, ['__proto__'])).toBe(false);
    expect(hasPath(config, ['maintenance', 'isActive', 'deeper'])).toBe(false);
  });

  it('sets a copy, leaving the original alone', () => {
    const changed = setPath(config, ['languages', '0', 'code'], 'ru');
    expect(getPath(changed, ['languages', '0', 'code'])).toBe('ru');
    expect(config.languages[0]?.code).toBe('en');
    expect(deepEqual(setPath(config, ['maintenance', 'isActive'], false), config)).toBe(true);
  });
});
