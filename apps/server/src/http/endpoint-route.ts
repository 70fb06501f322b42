import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointShape,
  type ErrorCode,
  endpointErrorCodes,
  errorEnvelopeSchema,
  errorStatuses,
  idempotencyKeyHeader,
  idempotencyKeyMaxLength,
} from '@parlay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { SignedInUser } from '../plugins/app/endpoint-guards.ts';
import { rateLimitPresets } from '../plugins/external/rate-limit.ts';
import { validationError } from './http-error.ts';

/** What a handler gets besides its parsed input: HTTP for the route layer, and the guards' results. */
export interface EndpointContext<E extends EndpointShape> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** The signed-in player, for an endpoint that requires a session. */
  readonly user: E['requires'] extends { session: string } ? SignedInUser : undefined;
  /** The caller's key, for an endpoint that requires one. */
  readonly idempotencyKey: E['requires'] extends { idempotencyKey: true } ? string : undefined;
}

export type EndpointHandler<E extends EndpointShape> = (
  input: EndpointInput<E>,
  context: EndpointContext<E>,
) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from: security decisions read it, never the raw URL. */
    endpoint?: Endpoint;
  }
}

/** The endpoint the request's matched route was registered from, if any. */
export function endpointOf(request: FastifyRequest): Endpoint | undefined {
  return request.routeOptions.config.endpoint;
}

/**
 * Registers a route from its declaration in packages/contract: method, path, schemas (which also
 * make the OpenAPI document), the error answers it documents, the rate limit, and the guards of its
 * requirements, which run before the handler.
 */
export function addEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  serverOptions: Pick<RouteOptions, 'logLevel'> = {},
): void {
  const requires = endpoint.requires ?? {};
  app.route({
    ...serverOptions,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      response: responseSchemas(endpoint),
    },
    config: {
      endpoint,
      ...(requires.rateLimit === 'none' ? { rateLimit: false } : {}),
      ...(requires.rateLimit === 'sensitive' ? { rateLimit: rateLimitPresets.sensitive } : {}),
    },
    handler: async (request, reply) => {
      if (requires.noStore) reply.header('cache-control', 'no-store');
      const user = requires.session
        ? await app.endpointGuards.get('signedInUser')(request, requires.session === 'user-pending-terms')
        : undefined;
      if (requires.fingerprint) await app.endpointGuards.get('fingerprint')(request);
      const context = {
        request,
        reply,
        user,
        idempotencyKey: requires.idempotencyKey ? idempotencyKeyOf(request) : undefined,
      } as EndpointContext<E>;
      // Fastify has validated each part against the declaration's schemas before this runs.
      const input = { params: request.params, query: request.query, body: request.body } as EndpointInput<E>;
      return handler(input, context);
    },
  });
}

/** The success answer and one envelope per error status, its `code` narrowed to the declared codes. */
function responseSchemas(endpoint: EndpointShape): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of endpointErrorCodes(endpoint)) {
    const status = errorStatuses[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const schemas: Record<number, z.ZodType> = { ...endpoint.answers };
  if (endpoint.produces === undefined || endpoint.produces === 'json')
    schemas[endpoint.status ?? 200] = endpoint.response;
  for (const [status, codes] of byStatus) {
    const envelope = errorEnvelopeSchema.extend({ code: z.enum(codes as [ErrorCode, ...ErrorCode[]]) });
    const other = schemas[status];
    schemas[status] = other === undefined ? envelope : z.union([other, envelope]);
  }
  return schemas;
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[idempotencyKeyHeader];
  if (typeof key !== 'string' || key.length === 0 || key.length > idempotencyKeyMaxLength)
    throw validationError({ [idempotencyKeyHeader]: 'main_validation_idempotency_key' });
  return key;
}
