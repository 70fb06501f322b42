import { describe, expect, it } from 'vitest';
import { blockPageFor, blockReason } from './block-reason.ts';

describe('blockReason', () => {
  it('is the template type when the display type is 1', () => {
    expect(blockReason({ displayTypeId: 1, templateTypeId: 13 })).toBe(13);
  });
  it('defaults to 0 when the template type is missing', () => {
    expect(blockReason({ displayTypeId: 1 })).toBe(0);
  });
  it('is null for any other display type, or when geo blocking is forced off', () => {
    expect(blockReason({ displayTypeId: 0, templateTypeId: 3 })).toBeNull();
    expect(blockReason({ displayTypeId: 1, templateTypeId: 3 }, true)).toBeNull();
  });
});

describe('blockPageFor', () => {
  it.each([
    [4, 'site-updates'],
    [16, 'suspension'],
    [3, 'block'],
    [1, 'block'],
    [5, 'block'],
    [2, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
  ])('maps reason %i to the %s page', (reason, page) => {
    expect(blockPageFor(reason)).toBe(page);
  });
  it('maps no reason, and reasons without a page, to no page', () => {
    expect(blockPageFor(null)).toBeNull();
    expect(blockPageFor(0)).toBeNull();
    expect(blockPageFor(99)).toBeNull();
  });
});
