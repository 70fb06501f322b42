import type { Plugin } from 'vite';

const preloadHelperId = /^\0vite\/preload-helper\.js$/;

/**
 * Vite's dynamic-import helper with `modulePreload: false`: a lazy chunk's dependencies are then
 * only its stylesheets. It adds each one not on the page yet (with the page's CSP nonce), waits
 * for them, imports the chunk, and announces a failure as `vite:preloadError` (the shell reloads
 * once on it) — Vite's own helper, without its module-preloading half, a third of its size.
 */
function helperSource(base: string): string {
  return `const base = ${JSON.stringify(base)};
const loading = {};
function fail(error) {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}
function addStylesheet(href) {
  for (const link of document.querySelectorAll('link[rel=stylesheet]')) if (link.href === href) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const meta = document.querySelector('meta[property=csp-nonce]');
  if (meta) link.nonce = meta.nonce || meta.getAttribute('nonce');
  return new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => {
      link.remove();
      delete loading[href];
      reject(new Error('Unable to preload CSS for ' + href));
    };
    document.head.appendChild(link);
  });
}
export const __vitePreload = (load, deps) =>
  Promise.allSettled(
    (deps || []).map((dep) => {
      const href = new URL(base + dep, location.href).href;
      return (loading[href] ??= addStylesheet(href));
    }),
  ).then((results) => {
    for (const result of results) if (result.status === 'rejected') fail(result.reason);
    return load().catch(fail);
  });
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
