import type { Endpoint } from './endpoint.ts';

/**
 * What browser code needs of a declaration to make a call: no schemas (they would put zod on every
 * page), and of the requirements only those the caller supplies (the rest the server enforces).
 */
export type EndpointRouting = Pick<Endpoint, 'method' | 'path' | 'requires' | 'produces' | 'consumes'>;

export function endpointRouting(endpoint: Endpoint): EndpointRouting {
  const { method, path, produces, consumes } = endpoint;
  const { fingerprint, idempotencyKey, userToken } = endpoint.requires ?? {};
  const requires = {
    ...(fingerprint ? { fingerprint } : {}),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(userToken ? { userToken } : {}),
  };
  return {
    method,
    path,
    ...(Object.keys(requires).length > 0 ? { requires } : {}),
    ...(produces ? { produces } : {}),
    ...(consumes ? { consumes } : {}),
  };
}

/**
 * JavaScript declaring each named endpoint as its routing alone
 * (`export const getChallenge = {method, path, …};`), for browser builds of the endpoint index.
 */
export function endpointRoutingSource(endpoints: Readonly<Record<string, Endpoint>>): string {
  return Object.entries(endpoints)
    .map(([name, endpoint]) => `export const ${name} = ${JSON.stringify(endpointRouting(endpoint))};`)
    .join('\n');
}
