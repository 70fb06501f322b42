import type { GameClock as Clock } from '@parlay/contract';
import { useEffect, useState } from 'react';

/** Seconds on a clock at `now`: it runs on at its rate between messages. */
export function clockSeconds(clock: Clock, now: number): number {
  return clock.running
    ? clock.seconds + Math.max(0, Math.floor(((now - clock.at) / 1000) * clock.rate))
    : clock.seconds;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A game's clock (mm:ss), moving on every second in the browser. The first render uses the time the
 * page's data was read, so the server's markup and the hydrating one agree.
 */
export function GameClock({ clock, readAt }: { clock: Clock; readAt: number }) {
  const [now, setNow] = useState(readAt);
  useEffect(() => {
    if (!clock.running) return;
    setNow(Date.now());
    // The demo feed's clocks run faster than real time: tick as often as the clock moves a second.
    const interval = Math.max(100, Math.min(1000, 1000 / clock.rate));
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [clock]);
  const seconds = clockSeconds(clock, now);
  return (
    <time dateTime={`PT${seconds}S`}>
      {twoDigits(Math.floor(seconds / 60))}:{twoDigits(seconds % 60)}
    </time>
  );
}
