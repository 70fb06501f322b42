import { z } from 'zod';
import { commonErrorCodes, type ErrorCode } from './error-codes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a call needs besides its input. The server enforces each one before the handler runs; the
 * client supplies each one (headers, the captcha round, the key), so neither guesses from the URL.
 */
export interface EndpointRequirements {
  /**
   * `user`: a signed-in player whose current terms are confirmed (401, or 451 with exception_code 1);
   * `user-pending-terms`: signed in, changed terms let through (the session check, config,
   * confirm-terms). Absent: anyone, signed in or not.
   */
  readonly session?: 'user' | 'user-pending-terms';
  /**
   * A user token of a live session (`X-Auth: <token>` or `Authorization: Bearer <token>`, issued by
   * `GET /web-api/user/gettoken`), 401 otherwise: the limit service's calls (seed 001 §7). The
   * cookie plays no part, so such a call needs no anti-CSRF token (a cross-site page cannot send
   * the header); changed terms are let through, since a player must always be able to restrict
   * themselves.
   */
  readonly userToken?: boolean;
  /** The signed `X-Fingerprint` header (sign-in, registration); 400 FINGERPRINT_REQUIRED without it. */
  readonly fingerprint?: boolean;
  /** May answer 400 CAPTCHA_REQUIRED: the client shows the challenge and repeats with `X-Captcha`. */
  readonly captcha?: boolean;
  /** An `Idempotency-Key` header (money movements): the same key never acts twice. */
  readonly idempotencyKey?: boolean;
  /** `sensitive`: the stricter per-address limit of sign-in, codes and captcha; `none`: probes. */
  readonly rateLimit?: 'sensitive' | 'none';
  /** The answer is one visitor's and one moment's: `Cache-Control: no-store`. */
  readonly noStore?: boolean;
}

/**
 * A public answer, the same for every visitor: shared caches (a CDN) may keep it `maxAgeSeconds`
 * and serve it stale while they revalidate; the answer carries an ETag, and a request whose
 * If-None-Match matches it is answered 304 with no body.
 */
export interface EndpointCaching {
  readonly maxAgeSeconds: number;
  readonly staleWhileRevalidateSeconds?: number;
}

/**
 * 304 Not Modified: the copy the client holds is current; no body. Pure: a browser bundle that
 * only calls endpoints (callEndpoint reads this module's header names) leaves zod out.
 */
export const notModifiedSchema = /* @__PURE__ */ z.literal('');

/** Media type of a success answer other than JSON. */
export type EndpointProduces = 'json' | 'text' | 'xml' | 'javascript' | 'html' | 'image' | 'redirect';

/**
 * Media types a body may come in. JSON unless listed: forms (Google One Tap posts multipart, an
 * OAuth token request is url-encoded) carry every value as text.
 */
export type EndpointConsumes = 'json' | 'multipart' | 'urlencoded';

/** One HTTP endpoint, declared once: the server registers it, the client calls it, OpenAPI lists it. */
export interface EndpointShape {
  readonly method: HttpMethod;
  /** Fastify's syntax for parameters: `/social-api/oauth/:provider/start`. */
  readonly path: `/${string}`;
  readonly summary: string;
  /** Longer notes for the OpenAPI document. */
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the call must carry, beyond those of its requirements. */
  readonly headers?: z.ZodType;
  /** The success answer's body (JSON unless `produces` says otherwise). */
  readonly response: z.ZodType;
  /** The success status, 200 unless given. */
  readonly status?: 200 | 201 | 204 | 302;
  readonly produces?: EndpointProduces;
  /** Body media types, `['json']` unless given. */
  readonly consumes?: readonly EndpointConsumes[];
  /**
   * Answers in a format of the endpoint's own, by status, beside the success and the error envelope:
   * a page, a redirect, an OAuth 2.0 error (RFC 6749 §5.2), a 304. Protocols not of this site only.
   */
  readonly answers?: { readonly [status: number]: z.ZodType };
  /** Error codes it may answer beyond `commonErrorCodes` and those its requirements bring. */
  readonly errors: readonly ErrorCode[];
  readonly requires?: EndpointRequirements;
  /** Public and cacheable, revalidated by ETag (never together with `requires.noStore` or a session). */
  readonly cache?: EndpointCaching;
  /** Kept out of the OpenAPI document, for the reason the declaration states. */
  readonly hidden?: boolean;
}

/** A declared endpoint: its shape and the id `area.name` it was declared under. */
export type Endpoint<Shape extends EndpointShape = EndpointShape> = Shape & { readonly id: string };

/**
 * Declares an area's endpoints, stamping each with its id (`captcha.getChallenge`). Production
 * browser builds keep only the routing of each (`endpointRouting`: no schemas, which would put zod
 * on every page); browser code that reads a schema or the id must allow for it to be missing there.
 */
export function defineEndpoints<const Group extends Record<string, EndpointShape>>(
  area: string,
  group: Group,
): { readonly [Name in keyof Group]: Endpoint<Group[Name]> } {
  const declared: Record<string, Endpoint> = {};
  for (const [name, shape] of Object.entries(group)) declared[name] = { ...shape, id: `${area}.${name}` };
  return declared as { readonly [Name in keyof Group]: Endpoint<Group[Name]> };
}

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

/** What a handler receives: the parsed parts of the request the endpoint declares. */
export type EndpointInput<E extends EndpointShape> = {
  readonly params: Output<E['params']>;
  readonly query: Output<E['query']>;
  readonly body: Output<E['body']>;
};

type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** What a caller sends: only the parts the endpoint declares, before parsing (query values as given). */
export type EndpointRequest<E extends EndpointShape> = Present<{
  params: Input<E['params']>;
  query: Input<E['query']>;
  body: Input<E['body']>;
}>;

/** The success answer's body. */
export type EndpointAnswer<E extends EndpointShape> = z.output<E['response']>;

/** Codes an endpoint may answer: its own, those of its requirements and the common ones. */
export function endpointErrorCodes(endpoint: EndpointShape): ErrorCode[] {
  const codes = new Set<ErrorCode>([...commonErrorCodes, ...endpoint.errors]);
  const requires = endpoint.requires ?? {};
  if (endpoint.params || endpoint.query || endpoint.body) codes.add('VALIDATION_ERROR');
  if (isCsrfGuarded(endpoint)) codes.add('CSRF_FAILED');
  if (requires.session || requires.userToken) codes.add('UNAUTHORIZED');
  if (requires.session === 'user') codes.add('TERMS_NOT_CONFIRMED');
  if (requires.fingerprint) codes.add('FINGERPRINT_REQUIRED');
  if (requires.captcha) codes.add('CAPTCHA_REQUIRED');
  if (requires.idempotencyKey) codes.add('VALIDATION_ERROR').add('IDEMPOTENCY_KEY_REUSED');
  return [...codes];
}

/** Prefixes whose unsafe calls carry the anti-CSRF headers (docs/identity-api.md "Common rules"). */
const csrfGuardedPrefixes = ['/web-api/', '/social-api/'] as const;

/**
 * Whether calls of the endpoint carry the anti-CSRF headers: unsafe methods under the guarded
 * prefixes, and any unsafe method a session authorises wherever it lives (`/coupon-api/place`
 * stakes money on the cookie's say-so; the public `/coupon-api/calculate` needs no guard).
 */
export function isCsrfGuarded(endpoint: Pick<EndpointShape, 'method' | 'path' | 'requires'>): boolean {
  if (endpoint.method === 'GET') return false;
  return (
    endpoint.requires?.session !== undefined ||
    csrfGuardedPrefixes.some((prefix) => endpoint.path.startsWith(prefix))
  );
}

/** The header an idempotent call carries its key in (at most this many characters). */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeyMaxLength = 255;
