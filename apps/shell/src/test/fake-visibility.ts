import type { PageVisibility } from '../session/session-timers.ts';

/** A page whose visibility the test switches. */
export function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    isHidden: () => hidden,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    visibility,
    set(next: 'hidden' | 'visible') {
      hidden = next === 'hidden';
      for (const listener of listeners) listener();
    },
  };
}
