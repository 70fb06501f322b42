import { setNonce } from 'get-nonce';

let applied = false;

/**
 * Radix's scroll lock (react-remove-scroll) injects a `<style>` when a modal or a select opens; the
 * site's CSP refuses it without the page's style nonce. The page carries that nonce on its own
 * `<style nonce>` element (browsers expose it only through the `nonce` property), and get-nonce is
 * where the scroll lock reads it from. Called by the components that lock scrolling, before render.
 */
export function applyStyleNonce(): void {
  if (applied || typeof document === 'undefined') return;
  const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce;
  if (!nonce) return;
  setNonce(nonce);
  applied = true;
}
