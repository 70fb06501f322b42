import type { Plugin } from 'vite';

const preloadHelperId = /^\0vite\/preload-helper\.js$/;

/**
 * Vite's dynamic-import helper with `modulePreload: false`: a lazy chunk's dependencies are then
 * only its stylesheets. It adds each one not on the page yet (with the page's CSP nonce), waits
 * for them, imports the chunk, and announces a failure as `vite:preloadError` (the shell reloads
 * once on it) — Vite's own helper, without its module-preloading half, a third of its size.
 */
function helperSource(base: string): string {
  // `base` is the build's absolute path (`/assets/`): base + dep is the very href the server's
  // render writes for a sheet already on the page, so one attribute selector finds it.
  return `const base = ${JSON.stringify(base)};
const loading = {};
function fail(error) {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}
function addStylesheet(href) {
  if (document.querySelector('link[href="' + href + '"]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.nonce = document.querySelector('meta[property=csp-nonce]')?.nonce ?? '';
  document.head.append(link);
  return new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => {
      link.remove();
      delete loading[href];
      reject(new Error('Unable to preload CSS for ' + href));
    };
  });
}
export const __vitePreload = (load, deps) =>
  Promise.allSettled((deps || []).map((dep) => (loading[base + dep] ??= addStylesheet(base + dep)))).then(
    (results) => {
      for (const result of results) if (result.status === 'rejected') fail(result.reason);
      return load().catch(fail);
    },
  );
`;
}

/** Replaces Vite's preload helper in a browser build whose `modulePreload` is false (see helperSource). */
export function leanPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'parlay:lean-preload-helper',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transform: {
      filter: { id: preloadHelperId },
      handler: () => ({ code: helperSource(base), map: null }),
    },
  };
}
