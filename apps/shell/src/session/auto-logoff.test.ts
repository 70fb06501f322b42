import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActivityStorage, startAutoLogoff } from './auto-logoff.ts';

function memoryStorage(): ActivityStorage & { value: number | null } {
  return {
    value: null,
    read() {
      return this.value;
    },
    write(at) {
      this.value = at;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('auto-logoff', () => {
  it('signs out once after the configured minutes without activity', () => {
    const onInactive = vi.fn();
    const target = new EventTarget();
    startAutoLogoff(2, onInactive, { storage: memoryStorage(), target });
    vi.advanceTimersByTime(119_000);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onInactive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('counts pointer, key and scroll activity as the user being there', () => {
    const onInactive = vi.fn();
    const target = new EventTarget();
    startAutoLogoff(1, onInactive, { storage: memoryStorage(), target });
    for (const type of ['pointermove', 'keydown', 'scroll']) {
      vi.advanceTimersByTime(50_000);
      target.dispatchEvent(new Event(type));
    }
    vi.advanceTimersByTime(59_000);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('counts activity in another tab (shared storage)', () => {
    const onInactive = vi.fn();
    const storage = memoryStorage();
    startAutoLogoff(1, onInactive, { storage, target: new EventTarget() });
    vi.advanceTimersByTime(50_000);
    storage.value = Date.now();
    vi.advanceTimersByTime(50_000);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped (signed out another way)', () => {
    const onInactive = vi.fn();
    const stop = startAutoLogoff(1, onInactive, { storage: memoryStorage(), target: new EventTarget() });
    stop();
    vi.advanceTimersByTime(5 * 60_000);
    expect(onInactive).not.toHaveBeenCalled();
  });
});
