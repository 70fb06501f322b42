/**
 * Watches a signed-in session's limits in the browser (issue 13; seed 000 §7, §8, §9): reads the
 * client limits call once, pings every 30 s while a session limit exists (paused once the page has
 * been hidden 30 s, at once when it is visible again), says when the session limit has run out —
 * by the server's word or by the local timer, whichever comes first — and when a reality check is
 * due, with this session's play read again for it.
 */
import type { ClientLimitsResponse, PingResponse } from '@parlay/contract';
import { documentVisibility, type PageVisibility, startVisibleInterval } from '../session-timers.ts';
import {
  clockFromLimits,
  endsAtAfterPing,
  needsLimitPing,
  nextRealityCheckAt,
  type SessionClock,
  sessionLimitEnded,
  sessionLimitPingIntervalMs,
} from './session-clock.ts';

export interface SessionLimitsState {
  /** Null until the client limits call first answers. */
  clock: SessionClock | null;
  /** The session limit has run out: the player is to be disconnected. Never goes back. */
  ended: boolean;
  /** When the reality check on show came due; null while none is. */
  realityCheckAt: number | null;
}

export interface SessionLimitsSource {
  load(): Promise<ClientLimitsResponse>;
  /** Aborted when the watch no longer wants the answer (the limit ended, the player left). */
  ping(signal: AbortSignal): Promise<PingResponse>;
  now(): number;
  visibility?: PageVisibility;
}

export interface SessionLimitsWatch {
  /** The player closed the reality check: the next one counts from the session's start again. */
  continuePlaying(): void;
  stop(): void;
}

export const initialSessionLimits: SessionLimitsState = { clock: null, ended: false, realityCheckAt: null };

export function watchSessionLimits(
  source: SessionLimitsSource,
  onChange: (state: SessionLimitsState) => void,
): SessionLimitsWatch {
  const visibility = source.visibility ?? documentVisibility;
  let state = initialSessionLimits;
  let stopped = false;
  let stopPing: (() => void) | null = null;
  let pingInFlight: AbortController | null = null;
  let deadlineTimer: ReturnType<typeof setTimeout> | null = null;
  /** The end the deadline timer is set for. */
  let deadlineFor: number | null = null;
  let realityTimer: ReturnType<typeof setTimeout> | null = null;
  /** Reality checks up to this time are shown or were missed: the next one is due after it. */
  let realityCheckedUpTo = source.now();
  let realityTimerDue: number | null = null;

  const emit = (next: Partial<SessionLimitsState>) => {
    state = { ...state, ...next };
    onChange(state);
  };
  const clearTimer = (timer: ReturnType<typeof setTimeout> | null) => {
    if (timer !== null) clearTimeout(timer);
  };
  const stopAll = () => {
    stopPing?.();
    stopPing = null;
    // A ping on its way is not wanted any more: the player is about to be signed out, or gone.
    pingInFlight?.abort();
    pingInFlight = null;
    clearTimer(deadlineTimer);
    clearTimer(realityTimer);
    deadlineTimer = null;
    realityTimer = null;
  };

  const end = () => {
    stopAll();
    emit({ ended: true, realityCheckAt: null });
  };

  const checkDeadline = () => {
    deadlineTimer = null;
    if (stopped || state.ended || state.clock === null) return;
    const now = source.now();
    if (sessionLimitEnded(state.clock, now)) {
      end();
      return;
    }
    deadlineFor = state.clock.endsAt;
    if (deadlineFor !== null) deadlineTimer = setTimeout(checkDeadline, deadlineFor - now);
  };

  /** Sets the reality check's timer to the next one due; one already set for that time is left alone. */
  const scheduleRealityCheck = () => {
    const open = stopped || state.ended || state.clock === null || state.realityCheckAt !== null;
    const due = open || state.clock === null ? null : nextRealityCheckAt(state.clock, realityCheckedUpTo);
    if (realityTimer !== null && due === realityTimerDue) return;
    clearTimer(realityTimer);
    realityTimer = null;
    realityTimerDue = due;
    if (due !== null)
      realityTimer = setTimeout(() => void realityCheckDue(due), Math.max(0, due - source.now()));
  };

  const realityCheckDue = async (due: number) => {
    realityTimer = null;
    realityTimerDue = null;
    realityCheckedUpTo = due;
    // The net position must be this moment's: the session's play is read again for it.
    let clock = state.clock;
    try {
      clock = clockFromLimits(await source.load(), source.now(), state.clock ?? undefined);
    } catch (error) {
      console.error('[limits] the session play could not be read for the reality check', error);
      if (clock) clock = { ...clock, play: null };
    }
    if (stopped || state.ended) return;
    apply(clock, { realityCheckAt: due });
  };

  /** One ping at a time: a slow answer is waited for, not overtaken by the next. */
  const ping = async () => {
    if (pingInFlight !== null) return;
    const controller = new AbortController();
    pingInFlight = controller;
    try {
      const answer = await source.ping(controller.signal);
      if (stopped || state.ended || state.clock === null) return;
      apply({ ...state.clock, endsAt: endsAtAfterPing(state.clock, answer, source.now()) });
    } catch (error) {
      // Seed 000 §8: errors in the ping are logged only.
      if (!controller.signal.aborted) console.error('[limits] ping failed', error);
    } finally {
      if (pingInFlight === controller) pingInFlight = null;
    }
  };

  /** Takes a new clock: the deadline, the ping and the reality check follow it. */
  function apply(clock: SessionClock | null, extra: Partial<SessionLimitsState> = {}): void {
    emit({ clock, ...extra });
    if (clock === null) return;
    const now = source.now();
    if (sessionLimitEnded(clock, now)) {
      end();
      return;
    }
    if (deadlineTimer === null || clock.endsAt !== deadlineFor) {
      clearTimer(deadlineTimer);
      deadlineTimer = null;
      checkDeadline();
    }
    if (needsLimitPing(clock, now))
      stopPing ??= startVisibleInterval(() => void ping(), {
        intervalMs: sessionLimitPingIntervalMs,
        visibility,
      });
    else {
      stopPing?.();
      stopPing = null;
    }
    scheduleRealityCheck();
  }

  source.load().then(
    (limits) => {
      if (!stopped) apply(clockFromLimits(limits, source.now()));
    },
    (error: unknown) => console.error('[limits] the session limits could not be read', error),
  );

  return {
    continuePlaying() {
      if (state.realityCheckAt === null) return;
      emit({ realityCheckAt: null });
      // Checks that came due while this one was open are not shown one after another.
      realityCheckedUpTo = Math.max(realityCheckedUpTo, source.now());
      scheduleRealityCheck();
    },
    stop() {
      stopped = true;
      stopAll();
    },
  };
}
