/**
 * Auto-logoff (seed 000 §4): no pointer, key or scroll activity for the configured minutes signs
 * the player out. The last activity is shared by the site's tabs through localStorage, so a player
 * busy in one tab is not signed out by another.
 */
export const lastActivityKey = 'parlay:last-activity';
/** Activity is written at most this often (pointer moves fire many times a second). */
const activityWriteEveryMs = 1_000;
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

export interface ActivityStorage {
  read(): number | null;
  write(at: number): void;
}

export const localActivityStorage: ActivityStorage = {
  read() {
    try {
      const value = Number(localStorage.getItem(lastActivityKey));
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  },
  write(at) {
    try {
      localStorage.setItem(lastActivityKey, String(at));
    } catch {
      // Storage full or blocked: this tab's own activity still counts.
    }
  },
};

/**
 * Calls `onInactive` once when `minutes` pass without activity in any tab. Answers the stop function.
 */
export function startAutoLogoff(
  minutes: number,
  onInactive: () => void,
  options: { storage?: ActivityStorage; target?: EventTarget } = {},
): () => void {
  const storage = options.storage ?? localActivityStorage;
  const target = options.target ?? window;
  const limitMs = minutes * 60_000;
  let lastActivity = Date.now();
  let lastWrite = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  storage.write(lastActivity);

  const onActivity = () => {
    lastActivity = Date.now();
    if (lastActivity - lastWrite >= activityWriteEveryMs) {
      lastWrite = lastActivity;
      storage.write(lastActivity);
    }
  };

  const schedule = () => {
    const shared = Math.max(lastActivity, storage.read() ?? 0);
    const remaining = shared + limitMs - Date.now();
    if (remaining <= 0) {
      stop();
      onInactive();
      return;
    }
    timer = setTimeout(schedule, remaining);
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    for (const type of activityEvents) target.removeEventListener(type, onActivity, true);
  };

  for (const type of activityEvents)
    target.addEventListener(type, onActivity, { capture: true, passive: true });
  schedule();
  return stop;
}
