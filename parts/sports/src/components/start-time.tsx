import { useEffect, useState } from 'react';

/**
 * The visitor's time zone for times on the page. The server does not know the zone: its render and
 * the hydrating one use UTC (the value here), the browser's own zone (undefined) replaces it right after.
 */
export function useVisitorTimeZone(): string | undefined {
  const [timeZone, setTimeZone] = useState<string | undefined>('UTC');
  useEffect(() => setTimeZone(undefined), []);
  return timeZone;
}

/** A moment as the part writes times: day and month (unless left out), hours and minutes, the zone's name. */
export function localTimeText(
  at: string,
  language: string,
  timeZone: string | undefined,
  withDate = true,
): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    ...(withDate ? { day: 'numeric', month: 'short' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZoneName: 'short' } : {}),
  }).format(new Date(at));
}

/** When a game starts, in the visitor's time zone (UTC in the server's render and the hydrating one). */
export function StartTime({
  startAt,
  language,
  withDate = true,
}: {
  startAt: string;
  language: string;
  withDate?: boolean;
}) {
  const timeZone = useVisitorTimeZone();
  return <time dateTime={startAt}>{localTimeText(startAt, language, timeZone, withDate)}</time>;
}
