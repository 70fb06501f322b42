/** What remains of a wait, in whole seconds split for display; zero once it has passed. */
export interface Remaining {
  totalSeconds: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time from `now` to `until` (ms since the epoch), rounded up to the second so 0 means "now". */
export function remainingUntil(until: number, now: number): Remaining {
  const totalSeconds = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    totalSeconds,
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A clock reading of the wait, hours not wrapped at 24 (a cooling-off may last longer): "23:05:09". */
export function clockText({ hours, minutes, seconds }: Remaining): string {
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/** The wait as an ISO 8601 duration, for `<time dateTime>`: "PT23H5M9S". */
export function isoDuration({ hours, minutes, seconds }: Remaining): string {
  return `PT${hours}H${minutes}M${seconds}S`;
}
