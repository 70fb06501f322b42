import type { ClientLimitsResponse } from '@parlay/contract';
import { describe, expect, it } from 'vitest';
import {
  clockFromLimits,
  elapsedHoursMinutes,
  endsAtAfterPing,
  hoursMinutesDuration,
  hoursMinutesText,
  msToNextMinute,
  needsLimitPing,
  netPosition,
  nextRealityCheckAt,
  type SessionClock,
  sessionLimitEnded,
} from './session-clock.ts';

const minute = 60_000;
const hour = 60 * minute;

function limits(overrides: Partial<ClientLimitsResponse> = {}): ClientLimitsResponse {
  return {
    serverTime: 1_000_000,
    session: { startedAt: 1_000_000 - 10 * minute, limitMs: hour, remainingMs: 50 * minute, ended: false },
    realityCheck: { intervalMs: 15 * minute },
    play: { currency: 'EUR', staked: 2_500, won: 1_000 },
    ...overrides,
  };
}

const clock = (overrides: Partial<SessionClock> = {}): SessionClock => ({
  startedAt: 0,
  endsAt: null,
  realityCheckMs: null,
  play: null,
  ...overrides,
});

describe('the clock read from the client limits call', () => {
  it('moves the server’s times into the browser’s: a browser 5 s ahead sees every time 5 s later', () => {
    const read = clockFromLimits(limits(), 1_005_000);
    expect(read.startedAt).toBe(1_005_000 - 10 * minute);
    expect(read.endsAt).toBe(1_005_000 + 50 * minute);
    expect(read.realityCheckMs).toBe(15 * minute);
    expect(read.play).toEqual({ currency: 'EUR', staked: 2_500, won: 1_000 });
  });

  it('keeps the session’s start of the first read: later reads change the limit and the play only', () => {
    const first = clockFromLimits(limits(), 1_005_000);
    const later = clockFromLimits(
      limits({
        serverTime: 1_000_000 + 20 * minute,
        session: { startedAt: 1_000_000 - 10 * minute, limitMs: 2 * hour, remainingMs: 0, ended: false },
        play: { currency: 'EUR', staked: 9_000, won: 100 },
      }),
      1_005_000 + 40 * minute,
      first,
    );
    expect(later.startedAt).toBe(first.startedAt);
    expect(later.endsAt).toBe(first.startedAt + 2 * hour);
    expect(later.play).toEqual({ currency: 'EUR', staked: 9_000, won: 100 });
  });

  it('has no end without a session limit, and no reality check without one', () => {
    const read = clockFromLimits(
      limits({
        session: { startedAt: 0, limitMs: null, remainingMs: null, ended: false },
        realityCheck: { intervalMs: null },
      }),
      5,
    );
    expect(read.endsAt).toBeNull();
    expect(read.realityCheckMs).toBeNull();
  });

  it('ends at once when the server says the limit ended', () => {
    const read = clockFromLimits(
      limits({ session: { startedAt: 0, limitMs: hour, remainingMs: 0, ended: true } }),
      7_000,
    );
    expect(read.endsAt).toBe(7_000);
    expect(sessionLimitEnded(read, 7_000)).toBe(true);
  });
});

describe('the session limit', () => {
  it('ends when the browser’s time reaches the end (hours × 3 600 000 ms from the start)', () => {
    const oneHour = clock({ endsAt: hour });
    expect(sessionLimitEnded(oneHour, hour - 1)).toBe(false);
    expect(sessionLimitEnded(oneHour, hour)).toBe(true);
    expect(sessionLimitEnded(clock(), Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('is pinged while it exists and has not run out', () => {
    expect(needsLimitPing(clock({ endsAt: hour }), 0)).toBe(true);
    expect(needsLimitPing(clock({ endsAt: hour }), hour)).toBe(false);
    expect(needsLimitPing(clock(), 0)).toBe(false);
  });

  it('takes the end the ping gives: ended is now, else the limit in force counted from the start', () => {
    const started = clock({ startedAt: 1_000, endsAt: 1_000 + hour });
    expect(
      endsAtAfterPing(started, { sessionLimitEnded: true, sessionRemainingMs: 0, sessionLimitMs: hour }, 500),
    ).toBe(500);
    // The browser's clock runs ahead of the server's: the time left the server counts does not move the end.
    expect(
      endsAtAfterPing(
        started,
        { sessionLimitEnded: false, sessionRemainingMs: hour, sessionLimitMs: hour },
        2 * hour,
      ),
    ).toBe(1_000 + hour);
    // A limit raised in the office (after its cooling-off) moves it; a removed one takes it away.
    expect(
      endsAtAfterPing(
        started,
        { sessionLimitEnded: false, sessionRemainingMs: hour, sessionLimitMs: 2 * hour },
        500,
      ),
    ).toBe(1_000 + 2 * hour);
    expect(
      endsAtAfterPing(
        started,
        { sessionLimitEnded: false, sessionRemainingMs: null, sessionLimitMs: null },
        500,
      ),
    ).toBeNull();
  });
});

describe('the reality check', () => {
  it('is due every interval since the session’s start, the next one after the time asked', () => {
    const every15 = clock({ startedAt: 1_000, realityCheckMs: 15 * minute });
    expect(nextRealityCheckAt(every15, 1_000)).toBe(1_000 + 15 * minute);
    expect(nextRealityCheckAt(every15, 1_000 + 15 * minute - 1)).toBe(1_000 + 15 * minute);
    expect(nextRealityCheckAt(every15, 1_000 + 15 * minute)).toBe(1_000 + 30 * minute);
    expect(nextRealityCheckAt(every15, 1_000 + 47 * minute)).toBe(1_000 + 60 * minute);
    expect(nextRealityCheckAt(clock(), 0)).toBeNull();
  });

  it('is always the first multiple of the interval after the time asked', () => {
    // Every offered interval, at times before the start, on and around each boundary, and far on.
    for (const minutes of [5, 10, 15, 30, 45, 60]) {
      const period = minutes * minute;
      const startedAt = 1_700_000_123_456;
      const offsets = [-hour, -1, 0, 1, period - 1, period, period + 1, 7 * period + 12_345, 48 * hour + 1];
      for (const sinceStart of offsets) {
        const at = startedAt + sinceStart;
        const due = nextRealityCheckAt(clock({ startedAt, realityCheckMs: period }), at)!;
        expect(due).toBeGreaterThan(at);
        expect((due - startedAt) % period).toBe(0);
        expect(due - Math.max(at, startedAt)).toBeLessThanOrEqual(period);
      }
    }
  });

  it('shows the net position as won minus staked', () => {
    expect(netPosition({ currency: 'EUR', staked: 2_500, won: 1_000 })).toBe(-1_500);
    expect(netPosition({ currency: 'EUR', staked: 0, won: 0 })).toBe(0);
  });
});

describe('the session time', () => {
  it('is whole hours and minutes since the start, as hh:mm and as an ISO duration', () => {
    const started = clock({ startedAt: 10_000 });
    const elapsed = elapsedHoursMinutes(started, 10_000 + 25 * hour + 7 * minute + 59_999);
    expect(elapsed).toEqual({ hours: 25, minutes: 7 });
    expect(hoursMinutesText(elapsed)).toBe('25:07');
    expect(hoursMinutesText({ hours: 0, minutes: 5 })).toBe('00:05');
    expect(hoursMinutesDuration(elapsed)).toBe('PT25H7M');
    expect(elapsedHoursMinutes(started, 0)).toEqual({ hours: 0, minutes: 0 });
  });

  it('is read again when it reaches the next whole minute', () => {
    const started = clock({ startedAt: 10_000 });
    expect(msToNextMinute(started, 10_000)).toBe(minute);
    expect(msToNextMinute(started, 10_000 + minute + 15_000)).toBe(45_000);
  });
});
