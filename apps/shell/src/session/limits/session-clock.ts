/**
 * The signed-in session's clock in the browser (seed 000 §7, §9; issue 13 "Session limit",
 * "Reality check"): when the session limit ends, when the next reality check is due, how long the
 * session has lasted. Pure: every function is handed the times it reads. Times are this browser's
 * milliseconds since the epoch: the session's start is turned into one with the offset between the
 * clocks seen when the first answer arrived, and the limit (hours × 3 600 000 ms) counts from it.
 */
import type { ClientLimitsResponse, PingResponse } from '@parlay/contract';

/** The ping's period while a session limit exists (seed 000 §9 "limit ping 30 s"). */
export const sessionLimitPingIntervalMs = 30_000;

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

export interface SessionPlay {
  currency: string;
  staked: number;
  won: number;
}

export interface SessionClock {
  /** When the session started, in this browser's time. */
  startedAt: number;
  /** When the session limit runs out, in this browser's time; null without a session limit. */
  endsAt: number | null;
  /** The reality check's period; null without one. */
  realityCheckMs: number | null;
  /** What this session staked and won (minor units), when the server could tell. */
  play: SessionPlay | null;
}

/**
 * The clock the client limits call describes, read at `receivedAt` (this browser's time). The
 * session's start is placed once, at the first read (`previous` keeps it): from then on the limit
 * counts on this browser's clock, and later reads only change the limit, the interval and the play.
 */
export function clockFromLimits(
  limits: ClientLimitsResponse,
  receivedAt: number,
  previous?: SessionClock,
): SessionClock {
  const { session } = limits;
  const startedAt = previous?.startedAt ?? session.startedAt + (receivedAt - limits.serverTime);
  return {
    startedAt,
    endsAt: endOf(startedAt, session.limitMs, session.ended, receivedAt),
    realityCheckMs: positiveOrNull(limits.realityCheck.intervalMs),
    play: limits.play,
  };
}

/**
 * The session limit's end after a ping answered at `receivedAt`: "ended" is the end now; otherwise
 * the limit in force, counted from the session's start (a limit changed in the office moves it).
 */
export function endsAtAfterPing(clock: SessionClock, ping: PingResponse, receivedAt: number): number | null {
  return endOf(clock.startedAt, ping.sessionLimitMs, ping.sessionLimitEnded, receivedAt);
}

function endOf(startedAt: number, limitMs: number | null, ended: boolean, at: number): number | null {
  if (ended) return at;
  return limitMs === null ? null : startedAt + limitMs;
}

/** Whether the session limit has run out at `now`. */
export function sessionLimitEnded(clock: SessionClock, now: number): boolean {
  return clock.endsAt !== null && now >= clock.endsAt;
}

/** The ping runs while a session limit exists and has not run out (seed 000 §7). */
export function needsLimitPing(clock: SessionClock, now: number): boolean {
  return clock.endsAt !== null && !sessionLimitEnded(clock, now);
}

/**
 * When the next reality check is due: the first whole multiple of the period since the session's
 * start that lies after `after` (a check missed while the page was closed is not shown late).
 * Null without a reality check.
 */
export function nextRealityCheckAt(clock: SessionClock, after: number): number | null {
  const period = clock.realityCheckMs;
  if (period === null) return null;
  const elapsed = Math.max(0, after - clock.startedAt);
  return clock.startedAt + (Math.floor(elapsed / period) + 1) * period;
}

/** The session's length at `now` in whole hours and minutes (the header's hh:mm). */
export function elapsedHoursMinutes(
  clock: Pick<SessionClock, 'startedAt'>,
  now: number,
): { hours: number; minutes: number } {
  const elapsed = Math.max(0, now - clock.startedAt);
  return { hours: Math.floor(elapsed / hourMs), minutes: Math.floor((elapsed % hourMs) / minuteMs) };
}

/** "hh:mm" of a length in hours and minutes. */
export function hoursMinutesText({ hours, minutes }: { hours: number; minutes: number }): string {
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** An ISO 8601 duration ("PT1H5M") for <time dateTime>. */
export function hoursMinutesDuration({ hours, minutes }: { hours: number; minutes: number }): string {
  return `PT${hours}H${minutes}M`;
}

/** Milliseconds from `now` until the session's length next reaches a whole minute. */
export function msToNextMinute(clock: Pick<SessionClock, 'startedAt'>, now: number): number {
  const elapsed = Math.max(0, now - clock.startedAt);
  return minuteMs - (elapsed % minuteMs);
}

/** The net position of the session's play (won − staked, minor units). */
export function netPosition(play: SessionPlay): number {
  return play.won - play.staked;
}

function positiveOrNull(value: number | null): number | null {
  return value !== null && value > 0 ? value : null;
}
