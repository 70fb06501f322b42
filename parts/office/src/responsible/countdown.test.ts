import { describe, expect, it } from 'vitest';
import { clockText, isoDuration, remainingUntil } from './countdown.ts';

describe('countdown', () => {
  it('splits the time left into hours, minutes and seconds, rounding a part second up', () => {
    const remaining = remainingUntil(1_000_000 + 24 * 3_600_000, 1_000_001);
    expect(remaining).toEqual({ totalSeconds: 86_400, hours: 24, minutes: 0, seconds: 0 });
    expect(clockText(remaining)).toBe('24:00:00');
    expect(clockText(remainingUntil(3_909_000, 0))).toBe('01:05:09');
    expect(isoDuration(remainingUntil(3_909_000, 0))).toBe('PT1H5M9S');
  });

  it('is zero once the moment has passed', () => {
    expect(remainingUntil(5_000, 9_000)).toEqual({ totalSeconds: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
