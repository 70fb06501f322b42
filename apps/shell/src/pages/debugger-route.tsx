import { type ComponentType, useEffect, useState } from 'react';
import { useHoldHydrationMarker } from '../state/hydration-marker.tsx';
import { StatusPage } from './status-page.tsx';

const loadDebuggerPage = () => import('./debugger-page.tsx');

/**
 * The /debugger route's element in the main bundle: the page itself is a chunk fetched only when
 * the route renders. The server render and the first browser render show the same short page
 * (so hydration matches); the outbox replaces it once the chunk is in.
 */
export function DebuggerRoute() {
  const [Page, setPage] = useState<ComponentType | null>(null);
  // The page is not ready for a person until the outbox is in.
  useHoldHydrationMarker(Page === null);
  useEffect(() => {
    let alive = true;
    void loadDebuggerPage().then((module) => {
      if (alive) setPage(() => module.DebuggerPage);
    });
    return () => {
      alive = false;
    };
  }, []);
  return Page ? <Page /> : <StatusPage titleKey="debugger_title" textKey="debugger_text" />;
}
