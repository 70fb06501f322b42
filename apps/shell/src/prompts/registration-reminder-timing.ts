/**
 * When the registration reminder may show (seed 000 §4, §3 "Registration reminder config"): first
 * `delay` seconds after the visitor arrives, and never before the next allowed time stored when it
 * was last shown (`interval` seconds later). Shown at most once per page.
 */
export const reminderNextKey = 'parlay:registration-reminder-next';

export function reminderWaitMs(input: {
  now: number;
  arrivedAt: number;
  delaySeconds: number;
  nextAllowedAt: number | null;
}): number {
  const due = Math.max(input.arrivedAt + input.delaySeconds * 1000, input.nextAllowedAt ?? 0);
  return Math.max(0, due - input.now);
}

export function readNextAllowedAt(): number | null {
  try {
    const value = Number(localStorage.getItem(reminderNextKey));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Stored when the reminder shows: the next one waits `intervalSeconds`. */
export function storeShown(now: number, intervalSeconds: number): void {
  try {
    localStorage.setItem(reminderNextKey, String(now + intervalSeconds * 1000));
  } catch {
    // Blocked storage: the reminder may come again on the next page, nothing worse.
  }
}
