import { describe, expect, it } from 'vitest';
import { groupLimitTypes } from './limit-groups.ts';

describe('groupLimitTypes', () => {
  it('groups the offered types, money first, and leaves out groups the site does not offer', () => {
    expect(groupLimitTypes([33, 22, 20, 21, 30, 31, 32])).toEqual([
      { kind: 'deposit', typeIds: [20, 21, 22] },
      { kind: 'session', typeIds: [31] },
      { kind: 'reality-check', typeIds: [32] },
      { kind: 'timeout', typeIds: [33] },
      { kind: 'self-exclusion', typeIds: [30] },
    ]);
  });

  it('keeps wagering and loss limits apart and has no place for the extra-limit', () => {
    expect(groupLimitTypes([1, 10, 2, 37, 12, 1])).toEqual([
      { kind: 'wagering', typeIds: [1, 2] },
      { kind: 'loss', typeIds: [10, 12] },
    ]);
  });
});
