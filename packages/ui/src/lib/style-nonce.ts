import { setNonce } from 'get-nonce';

let nonce: string | undefined;

/**
 * The page's style nonce, for the `<style>` elements Radix adds at run time (the site's CSP refuses
 * them without it). The page carries it on its own `<style nonce>` element, and browsers expose it
 * only through the `nonce` property. Undefined on the server: those styles exist only in the browser.
 */
export function pageStyleNonce(): string | undefined {
  if (nonce === undefined && typeof document !== 'undefined') {
    nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce || undefined;
    // Radix's scroll lock (react-remove-scroll, in modals and selects) reads it from get-nonce.
    if (nonce) setNonce(nonce);
  }
  return nonce;
}
