/** The periodic user authentication refresh, every 60 s while the page is visible (seed 000 §7, §9). */
export const sessionRefreshIntervalMs = 60_000;
/** Timers pause once the page has been hidden this long (seed 000 §4 "Left-page state"). */
export const pauseAfterHiddenMs = 30_000;

export interface PageVisibility {
  isHidden(): boolean;
  /** Calls `listener` on every visibility change; answers the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export const documentVisibility: PageVisibility = {
  isHidden: () => document.visibilityState === 'hidden',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * Runs `refresh` every `intervalMs` while the page is visible. Once the page has been hidden for
 * `pauseAfterMs` the timer stops; coming back then refreshes at once and starts it again. Answers
 * the stop function.
 */
export function startVisibleInterval(
  refresh: () => void,
  options: { intervalMs?: number; pauseAfterMs?: number; visibility?: PageVisibility } = {},
): () => void {
  const intervalMs = options.intervalMs ?? sessionRefreshIntervalMs;
  const pauseAfterMs = options.pauseAfterMs ?? pauseAfterHiddenMs;
  const visibility = options.visibility ?? documentVisibility;
  let interval: ReturnType<typeof setInterval> | null = null;
  let pauseTimer: ReturnType<typeof setTimeout> | null = null;
  let paused = false;

  const run = () => {
    interval ??= setInterval(refresh, intervalMs);
  };
  const pause = () => {
    if (interval !== null) clearInterval(interval);
    interval = null;
    paused = true;
  };
  const onVisibility = () => {
    if (visibility.isHidden()) {
      pauseTimer ??= setTimeout(pause, pauseAfterMs);
      return;
    }
    if (pauseTimer !== null) clearTimeout(pauseTimer);
    pauseTimer = null;
    if (paused) {
      paused = false;
      refresh();
      run();
    }
  };

  const unsubscribe = visibility.onChange(onVisibility);
  if (visibility.isHidden()) onVisibility();
  run();
  return () => {
    unsubscribe();
    if (interval !== null) clearInterval(interval);
    if (pauseTimer !== null) clearTimeout(pauseTimer);
    interval = null;
    pauseTimer = null;
  };
}
