import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from '../test/fake-visibility.ts';
import { startVisibleInterval } from './session-timers.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the session refresh timer', () => {
  it('refreshes every 60 s while the page is visible', () => {
    const refresh = vi.fn();
    const page = fakeVisibility();
    const stop = startVisibleInterval(refresh, { visibility: page.visibility });
    vi.advanceTimersByTime(59_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('keeps running for the first 30 s of a hidden page, then pauses', () => {
    const refresh = vi.fn();
    const page = fakeVisibility();
    startVisibleInterval(refresh, { visibility: page.visibility, intervalMs: 10_000 });
    page.set('hidden');
    vi.advanceTimersByTime(29_999);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes at once and restarts when the page comes back after the pause', () => {
    const refresh = vi.fn();
    const page = fakeVisibility();
    startVisibleInterval(refresh, { visibility: page.visibility });
    page.set('hidden');
    vi.advanceTimersByTime(5 * 60_000);
    const whileHidden = refresh.mock.calls.length;
    page.set('visible');
    expect(refresh).toHaveBeenCalledTimes(whileHidden + 1);
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(whileHidden + 2);
  });

  it('does not force a refresh when the page was hidden only briefly', () => {
    const refresh = vi.fn();
    const page = fakeVisibility();
    startVisibleInterval(refresh, { visibility: page.visibility });
    page.set('hidden');
    vi.advanceTimersByTime(10_000);
    page.set('visible');
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
