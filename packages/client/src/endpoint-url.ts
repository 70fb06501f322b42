import type { Endpoint, EndpointRequest } from '@parlay/contract';

type UrlParts = { params?: unknown; query?: unknown };

/**
 * The URL of a call: the declaration's path with its `:name` and `*` parameters filled in (each
 * encoded), and the query string of the defined query values.
 */
export function endpointUrl<E extends Endpoint>(endpoint: E, request: EndpointRequest<E>): string {
  const { params, query } = request as UrlParts;
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)|\*$/g, (_whole, name: string | undefined) => {
    if (name === undefined) return String(values['*'] ?? '');
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no :${name} given`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>))
    if (value !== undefined) search.append(name, String(value));
  const queryString = search.toString();
  return queryString === '' ? path : `${path}?${queryString}`;
}
