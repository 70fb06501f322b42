import { describe, expect, it } from 'vitest';
import { formatSessionLeft, formatTimeValue } from './limit-units.ts';

describe('limit units', () => {
  it('writes time values in the page language', () => {
    expect(formatTimeValue(1095, 'day', 'en')).toBe('1,095 days');
    expect(formatTimeValue(1, 'hour', 'ru')).toBe('1 час');
  });

  it('writes what remains of a session in hours and minutes, rounding the minutes up', () => {
    expect(formatSessionLeft(5_400_000, 'en')).toBe('1 hour 30 minutes');
    expect(formatSessionLeft(7_200_000, 'en')).toBe('2 hours');
    expect(formatSessionLeft(59_000, 'en')).toBe('1 minute');
    expect(formatSessionLeft(0, 'en')).toBe('0 minutes');
  });
});
