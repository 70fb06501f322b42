import type { ClientLimitsResponse, PingResponse } from '@parlay/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from '../../test/fake-visibility.ts';
import { type SessionLimitsState, watchSessionLimits } from './session-limits-watch.ts';

const minute = 60_000;
const hour = 60 * minute;

/** A limit service whose answers follow the fake clock: the session started at `startedAt`. */
function limitService(options: {
  limitMs: number | null;
  realityCheckMs?: number | null;
  startedAt?: number;
}) {
  const startedAt = options.startedAt ?? Date.now();
  let play = { currency: 'EUR', staked: 0, won: 0 };
  const remaining = () =>
    options.limitMs === null ? null : Math.max(0, options.limitMs - (Date.now() - startedAt));
  const load = vi.fn(
    async (): Promise<ClientLimitsResponse> => ({
      serverTime: Date.now(),
      session: {
        startedAt,
        limitMs: options.limitMs,
        remainingMs: remaining(),
        ended: remaining() === 0,
      },
      realityCheck: { intervalMs: options.realityCheckMs ?? null },
      play,
    }),
  );
  const ping = vi.fn(
    async (_signal: AbortSignal): Promise<PingResponse> => ({
      sessionLimitEnded: remaining() === 0,
      sessionRemainingMs: remaining(),
      sessionLimitMs: options.limitMs,
    }),
  );
  return {
    load,
    ping,
    setPlay(next: typeof play) {
      play = next;
    },
  };
}

function watch(service: ReturnType<typeof limitService>, visibility = fakeVisibility().visibility) {
  const states: SessionLimitsState[] = [];
  const watching = watchSessionLimits(
    { load: service.load, ping: service.ping, now: () => Date.now(), visibility },
    (state) => states.push(state),
  );
  return { watching, last: () => states.at(-1) };
}

beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
afterEach(() => vi.useRealTimers());

describe('the session limit ping', () => {
  it('pings every 30 s while a session limit exists', async () => {
    const service = limitService({ limitMs: hour });
    const { watching } = watch(service);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(service.ping).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(service.ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(service.ping).toHaveBeenCalledTimes(4);
    watching.stop();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(service.ping).toHaveBeenCalledTimes(4);
  });

  it('never pings without a session limit', async () => {
    const service = limitService({ limitMs: null });
    const { last } = watch(service);
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(service.ping).not.toHaveBeenCalled();
    expect(service.load).toHaveBeenCalledTimes(1);
    expect(last()?.ended).toBe(false);
  });

  it('pauses once the page has been hidden 30 s and pings at once when it is visible again', async () => {
    const service = limitService({ limitMs: hour });
    const page = fakeVisibility();
    watch(service, page.visibility);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(service.ping).toHaveBeenCalledTimes(1);
    page.set('hidden');
    // Hidden for 30 s, the ping still runs (its tick at 60 s included); then it stops.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(service.ping).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(service.ping).toHaveBeenCalledTimes(2);
    page.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(service.ping).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(service.ping).toHaveBeenCalledTimes(4);
  });
  it('waits for a slow answer rather than sending the next ping over it', async () => {
    const service = limitService({ limitMs: hour });
    let answer: (value: PingResponse) => void = () => {};
    service.ping.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    watch(service);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(service.ping).toHaveBeenCalledTimes(1);
    answer({ sessionLimitEnded: false, sessionRemainingMs: hour, sessionLimitMs: hour });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(service.ping).toHaveBeenCalledTimes(2);
  });

  it('aborts a ping on its way when the session limit ends', async () => {
    const service = limitService({ limitMs: hour, startedAt: Date.now() - hour + 45_000 });
    const signals: AbortSignal[] = [];
    service.ping.mockImplementation((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    const { last } = watch(service);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(last()?.ended).toBe(true);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('the end of the session limit', () => {
  it('comes from the local timer at the limit’s end, and the pings stop', async () => {
    const service = limitService({ limitMs: hour, startedAt: Date.now() - 59 * minute });
    const { last } = watch(service);
    await vi.advanceTimersByTimeAsync(minute - 1);
    expect(last()?.ended).toBe(false);
    // The server's clock runs slow here: only the browser's timer can see the end.
    service.ping.mockResolvedValue({
      sessionLimitEnded: false,
      sessionRemainingMs: hour,
      sessionLimitMs: hour,
    });
    await vi.advanceTimersByTimeAsync(1);
    expect(last()?.ended).toBe(true);
    const pings = service.ping.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(service.ping.mock.calls.length).toBe(pings);
  });

  it('comes from the ping when the server says it ended first', async () => {
    const service = limitService({ limitMs: hour });
    const { last } = watch(service);
    service.ping.mockResolvedValue({ sessionLimitEnded: true, sessionRemainingMs: 0, sessionLimitMs: hour });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(last()?.ended).toBe(true);
  });

  it('moves when the ping brings a limit changed in the office', async () => {
    const service = limitService({ limitMs: hour });
    const { last } = watch(service);
    service.ping.mockResolvedValue({
      sessionLimitEnded: false,
      sessionRemainingMs: 2 * hour,
      sessionLimitMs: 2 * hour,
    });
    await vi.advanceTimersByTimeAsync(hour);
    expect(last()?.ended).toBe(false);
    await vi.advanceTimersByTimeAsync(hour);
    expect(last()?.ended).toBe(true);
  });

  it('is there at once when the session had already ended', async () => {
    const service = limitService({ limitMs: hour, startedAt: Date.now() - 2 * hour });
    const { last } = watch(service);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()?.ended).toBe(true);
  });

  it('leaves a failing ping to the log: the local timer still ends the session', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const service = limitService({ limitMs: hour });
    service.ping.mockRejectedValue(new Error('offline'));
    const { last } = watch(service);
    await vi.advanceTimersByTimeAsync(hour);
    expect(last()?.ended).toBe(true);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('the reality check', () => {
  it('is due every interval since the session’s start, with the play read again for it', async () => {
    const service = limitService({
      limitMs: null,
      realityCheckMs: 15 * minute,
      startedAt: Date.now() - 5 * minute,
    });
    const { watching, last } = watch(service);
    await vi.advanceTimersByTimeAsync(10 * minute - 1);
    expect(last()?.realityCheckAt).toBeNull();
    service.setPlay({ currency: 'EUR', staked: 3_000, won: 1_200 });
    await vi.advanceTimersByTimeAsync(1);
    expect(last()?.realityCheckAt).toBe(Date.now());
    expect(last()?.clock?.play).toEqual({ currency: 'EUR', staked: 3_000, won: 1_200 });
    expect(service.load).toHaveBeenCalledTimes(2);

    // One at a time: while it is open, no other is due.
    const shownAt = last()?.realityCheckAt;
    await vi.advanceTimersByTimeAsync(20 * minute);
    expect(last()?.realityCheckAt).toBe(shownAt);
    watching.continuePlaying();
    expect(last()?.realityCheckAt).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(last()?.realityCheckAt).toBe(Date.now());
  });

  it('gives way to the end of the session limit', async () => {
    const service = limitService({ limitMs: hour, realityCheckMs: 30 * minute });
    const { last } = watch(service);
    await vi.advanceTimersByTimeAsync(30 * minute);
    expect(last()?.realityCheckAt).not.toBeNull();
    await vi.advanceTimersByTimeAsync(30 * minute);
    expect(last()).toMatchObject({ ended: true, realityCheckAt: null });
  });
});
