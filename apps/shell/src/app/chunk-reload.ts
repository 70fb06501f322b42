/** A failed page chunk reloads the page once, at most once a minute (seed 000 §8, §9 reload guard). */
const reloadGuardMs = 60_000;
const storageKey = 'parlay:chunk-reload-at';

export function reloadOnceOnChunkFailure(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(storageKey) ?? 0);
    if (Date.now() - last < reloadGuardMs) return;
    event.preventDefault();
    sessionStorage.setItem(storageKey, String(Date.now()));
    window.location.reload();
  });
}
