import { useSyncExternalStore } from 'react';

/** Whether a newer build was deployed since the page loaded (seed 000 §8 "Update available"). */
let updateAvailable = false;
const listeners = new Set<() => void>();

export function announceUpdateAvailable(): void {
  updateAvailable = true;
  for (const listener of listeners) listener();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateAvailable,
    () => false,
  );
}
