import { useEffect, useState } from 'react';
import type { DataRouter } from 'react-router';

// `data-hydrated` on <html> says the page on screen is ready for a person: the shell has hydrated,
// no navigation is under way and every part on the page has hydrated (or shows its error). It goes
// away while a navigation or a part load is in flight. End-to-end tests and `npm run size` wait for
// it instead of for network silence; nothing in the product reads it.

// The shell's own hold is taken in its first commit, with those of the parts, so the count first
// comes down to none once all of them are done.
let holds = 0;

function showMarker(): void {
  document.documentElement.toggleAttribute('data-hydrated', holds === 0);
}

/** Keeps the marker off until the returned release is called (once). */
function holdMarker(): () => void {
  holds++;
  showMarker();
  return () => {
    holds--;
    showMarker();
  };
}

/** Keeps the marker off while `busy` (a part loading or hydrating, a page's chunk on its way). */
export function useHoldHydrationMarker(busy: boolean): void {
  useEffect(() => (busy ? holdMarker() : undefined), [busy]);
}

/** Keeps the marker off from the moment a navigation starts (a click) until the router is idle again. */
export function holdHydrationMarkerWhileNavigating(router: DataRouter): void {
  let release: (() => void) | null = null;
  router.subscribe(({ navigation }) => {
    if (navigation.state === 'idle') {
      release?.();
      release = null;
    } else release ??= holdMarker();
  });
}

/**
 * Rendered after the shell's tree, so its first effect runs once everything before it has
 * hydrated; it holds the marker one render longer, so what the first effects show (the age
 * notice, a part starting to load) is on screen, or holding the marker itself, by then.
 */
export function ShellHydrationMarker() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useHoldHydrationMarker(!hydrated);
  return null;
}
