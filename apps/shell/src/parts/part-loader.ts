import { endpointUrl } from '@parlay/client';
import type { Descriptor, MountPart } from '@parlay/contract';
import { partsEndpoints } from '@parlay/contract/endpoints';
import { partVersionHeader } from '@parlay/contract/part-runtime';
import { partLoadRetryDelay } from '@parlay/domain';
import { type ImportModule, importPart, PartLoadError } from './part-import.ts';

const requestTimeoutMs = 10_000;

/** What the shell asks a part for: a page URL in a language (the theme travels in its cookie). */
export interface PartRequest {
  name: string;
  url: string;
  language: string;
}

/** A descriptor with the version of the part that made it (`x-part-version`; empty when not told). */
export interface VersionedDescriptor {
  descriptor: Descriptor;
  version: string;
}

/** The JSON descriptor call (seed 001 §7): POST with mf-render-mode json and mf-api-version v2. */
export async function fetchDescriptor(part: PartRequest, signal?: AbortSignal): Promise<VersionedDescriptor> {
  const { name, url, language } = part;
  const endpoint = partsEndpoints.postDescriptor;
  const request = { params: { part: name }, body: { url, language, components: [name] } };
  let response: Response;
  try {
    // Not through callEndpoint: a part's own 404 page is an answer here, and the call has its own timeout.
    response = await fetch(endpointUrl(endpoint, request), {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', 'mf-render-mode': 'json', 'mf-api-version': 'v2' },
      body: JSON.stringify(request.body),
      redirect: 'manual',
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)])
        : AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    if (signal?.aborted) throw new PartLoadError(499, 'cancelled');
    throw new PartLoadError(0, error instanceof Error ? error.message : 'network error');
  }
  if (response.type === 'opaqueredirect') {
    // The part moved the page (a stale slug): a load of the page itself gets the server's redirect.
    window.location.replace(url);
    return new Promise<never>(() => {});
  }
  // A part's own "not found" page still comes as a descriptor, with status 404.
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok && !(response.status === 404 && isDescriptor(body))) {
    throw new PartLoadError(response.status, `descriptor of ${name} answered ${response.status}`);
  }
  if (!isDescriptor(body)) throw new PartLoadError(502, `descriptor of ${name} is malformed`);
  return { descriptor: body, version: response.headers.get(partVersionHeader) ?? '' };
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
  part: PartRequest,
  signal: AbortSignal,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<VersionedDescriptor> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchDescriptor(part, signal);
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

export interface LoadedPart extends VersionedDescriptor {
  /** Absent for a part whose descriptor lists no script (server-only): nothing to mount. */
  mount?: MountPart;
}

export interface LoadPartOptions {
  importModule?: ImportModule;
  sleep?: (ms: number) => Promise<void>;
}

async function prepare(fetched: VersionedDescriptor, load: ImportModule | undefined): Promise<LoadedPart> {
  await ensureStyles(fetched.descriptor);
  runDescriptorCode(fetched.descriptor);
  const scripts = fetched.descriptor.scriptsToLoad;
  if (scripts.length === 0) return fetched;
  return { ...fetched, mount: await importPart(scripts, load) };
}

/**
 * A part ready to mount: descriptor fetched, styles added, code run, entry module imported (a
 * server-only part's descriptor lists none: its body is all there is). When
 * the bundles do not load, the part may have been deployed since its descriptor was made (the old
 * version's hashed bundles are gone): the descriptor is asked for again, and a new version is
 * loaded instead of failing. The same version failing again is a failure.
 */
export async function loadPart(
  part: PartRequest,
  signal: AbortSignal,
  options: LoadPartOptions = {},
): Promise<LoadedPart> {
  const first = await fetchDescriptorWithRetry(part, signal, options.sleep);
  try {
    return await prepare(first, options.importModule);
  } catch (error) {
    if (signal.aborted) throw error;
    const fresh = await fetchDescriptorWithRetry(part, signal, options.sleep);
    if (fresh.version === first.version) throw error;
    return prepare(fresh, options.importModule);
  }
}
