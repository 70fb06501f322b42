import type { Endpoint, EndpointAnswer, EndpointRequest } from '@parlay/contract/http';
import { ApiError, readFailure } from './api-failure.ts';
import { endpointUrl } from './endpoint-url.ts';

/** A GET of the site's API by path and query: the browser's `fetch`, or a server render's in-process door. */
export type FetchApi = (path: string) => Promise<Response>;

/**
 * Reads a GET endpoint through `fetchApi` without `callEndpoint`'s weight (no anti-CSRF, no token
 * refresh, no captcha): a public one, or the visitor's own data through a server render's door that
 * carries their session (`fetchApiAsVisitor`). The answer is checked against the declaration's
 * schema where the build keeps it (the server, development and tests); a refusal is the `ApiError`
 * of `callEndpoint`.
 */
export async function readEndpoint<E extends Endpoint>(
  fetchApi: FetchApi,
  endpoint: E,
  request: EndpointRequest<E>,
): Promise<EndpointAnswer<E>> {
  const response = await fetchApi(endpointUrl(endpoint, request));
  if (!response.ok) throw new ApiError(await readFailure(response));
  const body: unknown = await response.json();
  return (endpoint.response ? endpoint.response.parse(body) : body) as EndpointAnswer<E>;
}
