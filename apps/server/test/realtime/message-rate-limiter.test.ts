import { describe, expect, it } from 'vitest';
import { MessageRateLimiter } from '../../src/realtime/message-rate-limiter.ts';

describe('MessageRateLimiter', () => {
  it('allows a burst, then refuses until tokens come back at the configured rate', () => {
    const limiter = new MessageRateLimiter({ perSecond: 2, burst: 3 }, 0);
    expect([limiter.tryTake(0), limiter.tryTake(0), limiter.tryTake(0)]).toEqual([true, true, true]);
    expect(limiter.tryTake(0)).toBe(false);
    expect(limiter.tryTake(400)).toBe(false);
    expect(limiter.tryTake(500)).toBe(true);
    expect(limiter.tryTake(500)).toBe(false);
  });

  it('after a long quiet time, allows no more than the burst', () => {
    const limiter = new MessageRateLimiter({ perSecond: 10, burst: 2 }, 0);
    const taken = Array.from({ length: 5 }, () => limiter.tryTake(60_000));
    expect(taken).toEqual([true, true, false, false, false]);
  });
});
