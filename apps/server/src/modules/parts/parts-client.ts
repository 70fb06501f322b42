import {
  type Descriptor,
  descriptorSchema,
  type PartContext,
  type PartResult,
  type PartServerContext,
  partVersionHeader,
} from '@parlay/contract';
import type { LocalPart } from './local-part.ts';
import type { PartRegistryEntry } from './part-registry.ts';

/** Sees each answer of the site's API a part's server render read (the page cache takes their freshness). */
export type ApiAnswerObserver = (answer: Response) => void;

/**
 * A GET of the site's own API by path and query: as an anonymous client, or with `cookie` (a page
 * request's Cookie header) as that request's visitor.
 */
export type SiteApi = (path: string, cookie?: string) => Promise<Response>;

/** What a render may take from the request it renders for, besides its context. */
export interface PartRenderRequest {
  /** The request's Cookie header, which `fetchApiAsVisitor` carries; absent, that door reads anonymously. */
  cookie?: string;
  observe?: ApiAnswerObserver;
}

export interface PartsClient {
  /** The descriptor of `name` for `url`, within the part's timeout; never throws. */
  fetch(name: string, url: string, context: PartContext, request?: PartRenderRequest): Promise<PartResult>;
  has(name: string): boolean;
}

class PartTimeoutError extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PartTimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The JSON descriptor call to a part served elsewhere (seed 001 §7, mf-api-version v2). */
async function fetchRemote(
  entry: Extract<PartRegistryEntry, { kind: 'remote' }>,
  url: string,
  context: PartContext,
): Promise<PartResult> {
  const response = await fetch(entry.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'mf-render-mode': 'json', 'mf-api-version': 'v2' },
    body: JSON.stringify({ url, language: context.language, theme: context.theme, components: [entry.name] }),
    signal: AbortSignal.timeout(entry.timeoutMs),
    redirect: 'manual',
  });
  const parsed = descriptorSchema.safeParse(await response.json().catch(() => null));
  const location = response.headers.get('location');
  const redirected = (response.status === 301 || response.status === 302) && location?.startsWith('/');
  if (!parsed.success || (!response.ok && response.status !== 404 && !redirected))
    return { ok: false, status: response.ok ? 502 : response.status };
  return {
    ok: true,
    status: response.status,
    ...(redirected ? { location: location! } : {}),
    version: response.headers.get(partVersionHeader) ?? 'unknown',
    descriptor: parsed.data,
  };
}

const fallbackLimit = 200;

/**
 * Resolves descriptors for the shell and for the /mf endpoints. An optional part that fails
 * answers with its last good rendition for the same URL when there is one.
 */
export function createPartsClient(
  entries: readonly PartRegistryEntry[],
  locals: ReadonlyMap<string, LocalPart>,
  log: { warn: (details: object, message: string) => void },
  api: SiteApi = () => Promise.reject(new Error('no API for parts')),
): PartsClient {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const fallbacks = new Map<string, { version: string; descriptor: Descriptor; status: number }>();

  /** The descriptor, and whether the render read as the visitor (then it is theirs alone). */
  async function resolve(
    entry: PartRegistryEntry,
    url: string,
    context: PartContext,
    request: PartRenderRequest,
  ): Promise<{ result: PartResult; personal: boolean }> {
    if (entry.kind === 'remote') return { result: await fetchRemote(entry, url, context), personal: false };
    const local = locals.get(entry.name);
    if (!local) return { result: { ok: false, status: 503 }, personal: false };
    const door =
      (cookie: string | undefined): PartServerContext['fetchApi'] =>
      async (path) => {
        const answer = await api(path, cookie);
        request.observe?.(answer);
        return answer;
      };
    const asVisitor = door(request.cookie);
    let personal = false;
    const rendered = await withTimeout(
      local.describe(url, {
        ...context,
        fetchApi: door(undefined),
        fetchApiAsVisitor: (path) => {
          personal = true;
          return asVisitor(path);
        },
      }),
      entry.timeoutMs,
    );
    return { result: { ok: true, ...rendered }, personal };
  }

  return {
    has: (name) => byName.has(name),
    async fetch(name, url, context, request = {}) {
      const entry = byName.get(name);
      if (!entry) return { ok: false, status: 404 };
      const key = `${name}|${context.language}|${context.theme}|${url}`;
      try {
        const { result, personal } = await resolve(entry, url, context, request);
        // A rendition made from the visitor's own data is never another visitor's fallback.
        if (result.ok && entry.optional && !personal) {
          if (fallbacks.size >= fallbackLimit) fallbacks.delete(fallbacks.keys().next().value as string);
          fallbacks.set(key, {
            version: result.version,
            descriptor: result.descriptor,
            status: result.status,
          });
        }
        if (result.ok || !entry.optional) return result;
        return fallbacks.has(key) ? { ok: true, ...fallbacks.get(key)! } : result;
      } catch (error) {
        const status =
          error instanceof PartTimeoutError || (error instanceof Error && error.name === 'TimeoutError')
            ? 504
            : 503;
        log.warn({ part: name, url, err: error }, 'part failed to render');
        const fallback = entry.optional ? fallbacks.get(key) : undefined;
        return fallback ? { ok: true, ...fallback } : { ok: false, status };
      }
    },
  };
}
