import { useEffect, useState } from 'react';

/**
 * The current time, read again every second while `ticking` (a pending limit's countdown is on
 * the page); still otherwise, so a page without one does no work.
 */
export function useNow(ticking: boolean, tickMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [ticking, tickMs]);
  return now;
}
