import type { Endpoint } from './endpoint.ts';

/**
 * What browser code needs of a declaration to make a call: no schemas (they would put zod on every
 * page), and of the requirements only those the caller supplies (the rest the server enforces).
 */
export type EndpointRouting = Pick<Endpoint, 'method' | 'path' | 'requires' | 'produces' | 'consumes'>;

export function endpointRouting(endpoint: Endpoint): EndpointRouting {
  const { method, path, produces, consumes } = endpoint;
  const { fingerprint, idempotencyKey } = endpoint.requires ?? {};
  const requires = { ...(fingerprint ? { fingerprint } : {}), ...(idempotencyKey ? { idempotencyKey } : {}) };
  return {
    method,
    path,
    ...(Object.keys(requires).length > 0 ? { requires } : {}),
    ...(produces ? { produces } : {}),
    ...(consumes ? { consumes } : {}),
  };
}

/**
 * JavaScript declaring each named group of endpoints as its routing alone
 * (`const captchaEndpoints = {getChallenge: {id, method, path, …}, …};`), for browser builds of
 * the endpoint index; `exported` adds `export`.
 */
export function endpointRoutingSource(
  groups: Readonly<Record<string, Readonly<Record<string, Endpoint>>>>,
  options: { exported: boolean },
): string {
  return Object.entries(groups)
    .map(([name, group]) => {
      const routing = Object.fromEntries(
        Object.entries(group).map(([key, endpoint]) => [key, endpointRouting(endpoint)]),
      );
      return `${options.exported ? 'export ' : ''}const ${name} = ${JSON.stringify(routing)};`;
    })
    .join('\n');
}
