import { endpointUrl } from '@parlay/client';
import type { Descriptor, MountPart } from '@parlay/contract';
import { partsEndpoints } from '@parlay/contract/endpoints';
import { partLoadRetryDelay } from '@parlay/domain';

export class PartLoadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'PartLoadError';
    this.status = status;
  }
}

const requestTimeoutMs = 10_000;

/** The JSON descriptor call (seed 001 §7): POST with mf-render-mode json and mf-api-version v2. */
export async function fetchDescriptor(
  name: string,
  url: string,
  language: string,
  signal?: AbortSignal,
): Promise<Descriptor> {
  const endpoint = partsEndpoints.postDescriptor;
  const request = { params: { part: name }, body: { url, language, components: [name] } };
  let response: Response;
  try {
    // Not through callEndpoint: a part's own 404 page is an answer here, and the call has its own timeout.
    response = await fetch(endpointUrl(endpoint, request), {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', 'mf-render-mode': 'json', 'mf-api-version': 'v2' },
      body: JSON.stringify(request.body),
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)])
        : AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    if (signal?.aborted) throw new PartLoadError(499, 'cancelled');
    throw new PartLoadError(0, error instanceof Error ? error.message : 'network error');
  }
  // A part's own "not found" page still comes as a descriptor, with status 404.
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok && !(response.status === 404 && isDescriptor(body))) {
    throw new PartLoadError(response.status, `descriptor of ${name} answered ${response.status}`);
  }
  if (!isDescriptor(body)) throw new PartLoadError(502, `descriptor of ${name} is malformed`);
  return body;
}

/**
 * The fields the loader relies on. The server validates descriptors against the contract's zod
 * schema; the browser checks only what it uses, to keep zod out of the page's JavaScript.
 */
function isDescriptor(value: unknown): value is Descriptor {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Descriptor>;
  return (
    typeof candidate.body === 'string' &&
    typeof candidate.title === 'string' &&
    typeof candidate.codeToEval === 'string' &&
    Array.isArray(candidate.scriptsToLoad) &&
    candidate.scriptsToLoad.every((src) => typeof src === 'string') &&
    Array.isArray(candidate.cssToLoad) &&
    Array.isArray(candidate.style)
  );
}

const isRetryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** Fetches with the spec's retry policy: 3 retries, waits of 1000, 2000 and 4000 ms. Client errors are final. */
export async function fetchDescriptorWithRetry(
  name: string,
  url: string,
  language: string,
  signal: AbortSignal,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Descriptor> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchDescriptor(name, url, language, signal);
    } catch (error) {
      const status = error instanceof PartLoadError ? error.status : 0;
      const delay = partLoadRetryDelay(attempt);
      if (signal.aborted || !isRetryable(status) || delay === null) throw error;
      await sleep(delay);
    }
  }
}

/** Adds the part's stylesheets and style blocks once, resolving when the sheets have loaded. */
export async function ensureStyles(descriptor: Descriptor): Promise<void> {
  const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce ?? '';
  const loads = descriptor.cssToLoad.map(({ href, microfront }) => {
    if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`))
      return Promise.resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.microfront = microfront;
    const loaded = new Promise<void>((resolve) => {
      link.onload = () => resolve();
      link.onerror = () => resolve(); // an unstyled part beats a missing one
    });
    document.head.append(link);
    return loaded;
  });
  for (const { cssText, microfront } of descriptor.style) {
    if (document.querySelector(`style[data-microfront="${CSS.escape(microfront)}"]`)) continue;
    const style = document.createElement('style');
    style.nonce = nonce;
    style.dataset.microfront = microfront;
    style.textContent = cssText;
    document.head.append(style);
  }
  await Promise.all(loads);
}

/**
 * Runs a descriptor's `codeToEval` as a nonce-carrying script, so the CSP still holds; a broken
 * snippet is logged only (seed 001 §8 "invalid micro-frontend code").
 */
export function runDescriptorCode(descriptor: Descriptor): void {
  if (!descriptor.codeToEval.trim()) return;
  const script = document.createElement('script');
  script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  script.textContent = `try{${descriptor.codeToEval}\n}catch(e){console.error('[${descriptor.appName}] invalid code',e)}`;
  document.head.append(script);
  script.remove();
}

/** Imports the part's entry module (the first script) and checks it offers `mount`. */
export async function importPart(scriptsToLoad: readonly string[]): Promise<MountPart> {
  const [entry, ...rest] = scriptsToLoad;
  if (!entry) throw new PartLoadError(502, 'descriptor lists no script');
  const [module] = await Promise.all([
    import(/* @vite-ignore */ entry) as Promise<{ mount?: MountPart }>,
    ...rest.map((src) => import(/* @vite-ignore */ src)),
  ]);
  if (typeof module.mount !== 'function') throw new PartLoadError(502, 'part entry does not export mount');
  return module.mount;
}
