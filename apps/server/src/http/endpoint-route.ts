import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointConsumes,
  type EndpointInput,
  type EndpointProduces,
  type EndpointShape,
  type ErrorCode,
  endpointErrorCodes,
  errorEnvelopeSchema,
  errorStatuses,
  idempotencyKeyHeader,
  idempotencyKeyMaxLength,
  isCsrfGuarded,
  notModifiedSchema,
} from '@parlay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { SignedInUser } from '../plugins/app/endpoint-guards.ts';
import { rateLimitPresets } from '../plugins/external/rate-limit.ts';
import { cacheableAnswer } from './etag.ts';
import { validationError } from './http-error.ts';
import { invalidCharactersMessageKey, unstorableTextPaths } from './storable-text.ts';

/** What a handler gets besides its parsed input: HTTP for the route layer, and the guards' results. */
export interface EndpointContext<E extends EndpointShape> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** The signed-in player, for an endpoint that requires a session or a user token. */
  readonly user: E['requires'] extends { session: string } | { userToken: true } ? SignedInUser : undefined;
  /** The caller's key, for an endpoint that requires one. */
  readonly idempotencyKey: E['requires'] extends { idempotencyKey: true } ? string : undefined;
}

/**
 * The success answer: its body, or the location of a `redirect`. An endpoint that declares
 * `answers` of its own format may instead send one of them and return the reply.
 */
export type EndpointResult<E extends EndpointShape> =
  | EndpointAnswer<E>
  | (E['answers'] extends object ? FastifyReply : never);

export type EndpointHandler<E extends EndpointShape> = (
  input: EndpointInput<E>,
  context: EndpointContext<E>,
) => Promise<EndpointResult<E>> | EndpointResult<E>;

export interface EndpointRouteOptions {
  /**
   * Answers a request whose input fails the declared schemas in the endpoint's own format (a page,
   * an OAuth error) instead of the error envelope: for protocols that are not this site's API.
   */
  answerInvalidInput?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  /** The route's log level (probes polled constantly log only warnings). */
  logLevel?: RouteOptions['logLevel'];
}

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

const contentTypes: Record<Exclude<EndpointProduces, 'json' | 'image' | 'redirect'>, string> = {
  text: 'text/plain; charset=utf-8',
  javascript: 'text/javascript; charset=utf-8',
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

const bodyMediaTypes: Record<EndpointConsumes, string> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  urlencoded: 'application/x-www-form-urlencoded',
};

/**
 * Registers a route from its declaration in packages/contract: method, path, schemas (which also
 * make the OpenAPI document), the error answers it documents, the rate limit, and the guards of its
 * requirements: the CSRF check before the body is read, the others before the handler.
 */
export function addEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const requires = endpoint.requires ?? {};
  const { answerInvalidInput } = options;
  app.route({
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.consumes ? { consumes: endpoint.consumes.map((type) => bodyMediaTypes[type]) } : {}),
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
    ...(endpoint.cache ? { onSend: cacheableAnswer(endpoint.cache) } : {}),
    ...(isCsrfGuarded(endpoint) || requires.userToken
      ? {
          onRequest: async (request: FastifyRequest) => {
            if (isCsrfGuarded(endpoint)) await app.endpointGuards.get('csrf')(request);
            // The token is a header: checked before the body is read, so a stranger learns nothing
            // of what the endpoint accepts.
            if (requires.userToken)
              tokenUsers.set(request, await app.endpointGuards.get('tokenUser')(request));
          },
        }
      : {}),
    preValidation: async (request, reply) => {
      const fields = unstorableTextFields(endpoint, request);
      if (fields === undefined) return;
      if (answerInvalidInput) return answerInvalidInput(request, reply);
      throw validationError(fields);
    },
    ...(answerInvalidInput
      ? {
          attachValidation: true,
          // A body the framework cannot read (malformed JSON, a wrong media type) is invalid input
          // too; anything else goes on to the application's error handler.
          errorHandler: (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
            if (!isUnreadableBody(error)) throw error;
            return answerInvalidInput(request, reply);
          },
        }
      : {}),
    handler: async (request, reply) => {
      if (requires.noStore) reply.header('cache-control', 'no-store');
      if (answerInvalidInput && request.validationError !== undefined)
        return answerInvalidInput(request, reply);
      const user = requires.session
        ? await app.endpointGuards.get('signedInUser')(request, requires.session === 'user-pending-terms')
        : requires.userToken
          ? tokenUserOf(request)
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
      const result = await handler(input, context);
      // A handler that answered itself returned the reply, which is a thenable: awaiting it waited
      // for the answer to go out.
      if (reply.sent) return reply;
      if (endpoint.produces === 'redirect') return reply.redirect(result as string, endpoint.status ?? 302);
      if (endpoint.status !== undefined) reply.code(endpoint.status);
      if (endpoint.produces !== undefined && endpoint.produces in contentTypes)
        reply.type(contentTypes[endpoint.produces as keyof typeof contentTypes]);
      return result;
    },
  });
}

/**
 * The success answer, one envelope per error status (its `code` narrowed to the declared codes),
 * and the answers of the endpoint's own format, which take their status from the envelope.
 */
function responseSchemas(endpoint: EndpointShape): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of endpointErrorCodes(endpoint)) {
    const status = errorStatuses[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const schemas: Record<number, z.ZodType> = { ...endpoint.answers };
  if (endpoint.cache) schemas[304] ??= notModifiedSchema;
  if (endpoint.produces === undefined || endpoint.produces === 'json')
    schemas[endpoint.status ?? 200] = endpoint.response;
  for (const [status, codes] of byStatus) {
    const envelope = errorEnvelopeSchema.extend({ code: z.enum(codes as [ErrorCode, ...ErrorCode[]]) });
    const other = schemas[status];
    schemas[status] = other === undefined ? envelope : z.union([other, envelope]);
  }
  return schemas;
}

/**
 * Every declared input refuses text the database cannot store, whatever its schema says: one check
 * here rather than in each schema, so no endpoint can forget it. A part the endpoint does not
 * declare never reaches its handler, and is not refused (with a code the endpoint does not declare).
 */
function unstorableTextFields(
  endpoint: EndpointShape,
  request: FastifyRequest,
): Record<string, string> | undefined {
  const paths = [
    ...(endpoint.params ? unstorableTextPaths(request.params, 'params') : []),
    ...(endpoint.query ? unstorableTextPaths(request.query, 'query') : []),
    ...(endpoint.body ? unstorableTextPaths(request.body, 'body') : []),
  ];
  if (paths.length === 0) return undefined;
  return Object.fromEntries(paths.map((path) => [path, invalidCharactersMessageKey]));
}

/** The player of a `requires.userToken` request, as its `onRequest` check found them. */
const tokenUsers = new WeakMap<FastifyRequest, SignedInUser>();

function tokenUserOf(request: FastifyRequest): SignedInUser {
  const user = tokenUsers.get(request);
  if (user === undefined) throw new Error('the user token was not checked before the handler');
  return user;
}

function isUnreadableBody(error: unknown): boolean {
  const { code, statusCode } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    statusCode?: unknown;
  };
  return (
    typeof code === 'string' &&
    code.startsWith('FST_ERR_CTP_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
  );
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[idempotencyKeyHeader];
  if (typeof key !== 'string' || key.length === 0 || key.length > idempotencyKeyMaxLength)
    throw validationError({ [idempotencyKeyHeader]: 'main_validation_idempotency_key' });
  return key;
}
