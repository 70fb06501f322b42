import { lineEndpoints } from '@parlay/contract/endpoints';
import type { EndpointAnswer, EndpointRequest } from '@parlay/contract/http';
import { type FetchApi, readEndpoint } from '../read-endpoint.ts';

type LineEndpoints = typeof lineEndpoints;
type LineRead<K extends keyof LineEndpoints> = (
  request: EndpointRequest<LineEndpoints[K]>,
) => Promise<EndpointAnswer<LineEndpoints[K]>>;

const browserFetch: FetchApi = (path) => fetch(path, { headers: { accept: 'application/json' } });

/** The public line API (`/line-api/v1/…`): sports, championships, games, a game, results. */
export type LineReads = { [K in keyof LineEndpoints]: LineRead<K> };

const names = Object.keys(lineEndpoints) as (keyof LineEndpoints)[];

/** The line read through `fetchApi`: a part's server render's in-process door, or the browser's `fetch`. */
export function lineReads(fetchApi: FetchApi): LineReads {
  return Object.fromEntries(
    names.map((name) => [name, (request: never) => readEndpoint(fetchApi, lineEndpoints[name], request)]),
  ) as LineReads;
}

/** The line as the browser reads it. */
export const browserLineReads = (): LineReads => lineReads(browserFetch);
