/** The time units of limit values, written by Intl in the page's language ("5 hours", "5 часов"). */
export type TimeUnit = 'hour' | 'minute' | 'day';

export function formatTimeValue(value: number, unit: TimeUnit, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** What remains of a session limit (ms) in hours and minutes, the minutes rounded up: "1 hour, 30 minutes". */
export function formatSessionLeft(ms: number, language: string): string {
  const totalMinutes = Math.max(0, Math.ceil(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    ...(hours > 0 ? [formatTimeValue(hours, 'hour', language)] : []),
    ...(minutes > 0 || hours === 0 ? [formatTimeValue(minutes, 'minute', language)] : []),
  ];
  return new Intl.ListFormat(language, { style: 'narrow', type: 'unit' }).format(parts);
}
