import { useEffect, useState } from 'react';

/**
 * When a game starts, in the visitor's time zone. The server does not know the zone: its render and
 * the hydrating one write UTC, the browser's own zone replaces it right after.
 */
export function StartTime({
  startAt,
  language,
  withDate = true,
}: {
  startAt: string;
  language: string;
  withDate?: boolean;
}) {
  const [timeZone, setTimeZone] = useState<string | undefined>('UTC');
  useEffect(() => setTimeZone(undefined), []);
  const text = new Intl.DateTimeFormat(language, {
    timeZone,
    ...(withDate ? { day: 'numeric', month: 'short' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZoneName: 'short' } : {}),
  }).format(new Date(startAt));
  return <time dateTime={startAt}>{text}</time>;
}
