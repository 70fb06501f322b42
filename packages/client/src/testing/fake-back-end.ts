import type { Endpoint, EndpointAnswer, EndpointInput, ErrorEnvelope } from '@parlay/contract';
import { endpointErrorCodes } from '@parlay/contract';
import * as endpointGroups from '@parlay/contract/endpoints';
import { vi } from 'vitest';

/** What a fake answers: the success body, or a failure the endpoint declares. */
const withStatusMark = Symbol('fake answer with a status');

interface StatusAnswer {
  readonly [withStatusMark]: true;
  readonly status: number;
  readonly body: unknown;
}

/** An answer with a status of the endpoint's own `answers` (a part's 404 page, the readiness 503). */
export function answerWithStatus(status: number, body: unknown): StatusAnswer {
  return { [withStatusMark]: true, status, body };
}

/** An error answer; its code must be one the endpoint declares. */
export function failWith(failure: ErrorEnvelope): { readonly failure: ErrorEnvelope } {
  return { failure };
}

/** What a fake answers: the success body, a declared failure, or an answer of the endpoint's own. */
export type FakeAnswer<E extends Endpoint> =
  | EndpointAnswer<E>
  | { readonly failure: ErrorEnvelope }
  | StatusAnswer;

export type FakeHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: Request,
) => FakeAnswer<E> | Promise<FakeAnswer<E>>;

interface Registered {
  endpoint: Endpoint;
  handler: FakeHandler<Endpoint>;
}

export interface FakeBackEnd {
  /** Answers `endpoint` with `handler` from now on (replacing an earlier answer of it). */
  on<E extends Endpoint>(endpoint: E, handler: FakeHandler<E>): FakeBackEnd;
  /** Every call made, in order, with the endpoint it matched. */
  readonly calls: { endpoint: string; request: Request }[];
}

const declared: Endpoint[] = Object.values(endpointGroups).flatMap((group) => Object.values(group));

/**
 * A fake back end for browser-side tests that answers by declaration: each call is matched to its
 * endpoint by method and path, its input is parsed with the declaration's schemas and each answer
 * is checked against them (the success schema, or an error code the endpoint declares). A fake that
 * drifts from the contract fails the test instead of passing it. Stubs the global `fetch`.
 */
export function fakeBackEnd(): FakeBackEnd {
  const handlers = new Map<string, Registered>();
  const calls: FakeBackEnd['calls'] = [];

  const fake: FakeBackEnd = {
    on(endpoint, handler) {
      handlers.set(endpoint.id, { endpoint, handler: handler as FakeHandler<Endpoint> });
      return fake;
    },
    calls,
  };

  vi.stubGlobal('fetch', async (resource: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(resource), 'http://localhost/'), init);
    const url = new URL(request.url);
    const match = matchEndpoint(request.method, url.pathname);
    if (match === undefined)
      throw new Error(`fake back end: no endpoint declares ${request.method} ${url.pathname}`);
    calls.push({ endpoint: match.endpoint.id, request: request.clone() });
    const registered = handlers.get(match.endpoint.id);
    if (registered === undefined) throw new Error(`fake back end: nothing answers ${match.endpoint.id}`);
    const input = await parseInput(match.endpoint, match.params, url, request);
    return toResponse(match.endpoint, await registered.handler(input, request));
  });

  return fake;
}

function matchEndpoint(
  method: string,
  path: string,
): { endpoint: Endpoint; params: Record<string, string> } | undefined {
  for (const endpoint of declared) {
    if (endpoint.method !== method) continue;
    const names: string[] = [];
    const pattern = endpoint.path
      .replace(/[.]/g, '\\.')
      .replace(/:([A-Za-z_]\w*)/g, (_whole, name: string) => {
        names.push(name);
        return '([^/]+)';
      })
      .replace(/\*$/, () => {
        names.push('*');
        return '(.*)';
      });
    const found = new RegExp(`^${pattern}$`).exec(path);
    if (found)
      return {
        endpoint,
        params: Object.fromEntries(
          names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]),
        ),
      };
  }
  return undefined;
}

async function parseInput(endpoint: Endpoint, params: Record<string, string>, url: URL, request: Request) {
  const text = await request.clone().text();
  const body =
    endpoint.body === undefined
      ? undefined
      : endpoint.consumes?.[0] === 'multipart'
        ? Object.fromEntries((await request.formData()).entries())
        : JSON.parse(text);
  const parse = (schema: Endpoint['body'], value: unknown, part: string) => {
    if (schema === undefined) return undefined;
    const result = schema.safeParse(value);
    if (!result.success)
      throw new Error(`fake back end: ${endpoint.id} got an invalid ${part}: ${result.error.message}`);
    return result.data;
  };
  return {
    params: parse(endpoint.params, params, 'path'),
    query: parse(endpoint.query, Object.fromEntries(url.searchParams), 'query'),
    body: parse(endpoint.body, body, 'body'),
  } as EndpointInput<Endpoint>;
}

function toResponse(endpoint: Endpoint, answer: FakeAnswer<Endpoint>): Response {
  if (isFailure(answer)) {
    const { failure } = answer;
    if (!endpointErrorCodes(endpoint).includes(failure.code))
      throw new Error(`fake back end: ${endpoint.id} does not declare the error ${failure.code}`);
    return jsonResponse(failure.status, failure);
  }
  const [status, body] = isStatusAnswer(answer)
    ? [answer.status, answer.body]
    : [endpoint.status ?? 200, answer];
  const schema = status === (endpoint.status ?? 200) ? endpoint.response : endpoint.answers?.[status];
  const checked = schema?.safeParse(body);
  if (checked === undefined || !checked.success)
    throw new Error(
      `fake back end: ${endpoint.id} answer ${status} does not match the contract: ${checked?.error.message ?? 'no schema'}`,
    );
  if (endpoint.produces !== undefined && endpoint.produces !== 'json')
    return new Response(String(body), { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return jsonResponse(status, body);
}

/**
 * Checks an answer a hand-made fake gives for `method url` against the declarations: the call must
 * be a declared endpoint, and the answer its success body, one of its own answers, or an envelope
 * with a code it declares. Resolves the same response, unread.
 */
export async function checkedAgainstContract(
  method: string,
  url: string,
  response: Response,
): Promise<Response> {
  const path = new URL(url, 'http://localhost/').pathname;
  const match = matchEndpoint(method.toUpperCase(), path);
  if (match === undefined) throw new Error(`fake back end: no endpoint declares ${method} ${path}`);
  const { endpoint } = match;
  const text = await response.clone().text();
  const json = endpoint.produces === undefined || endpoint.produces === 'json' || !response.ok;
  const body: unknown = json && text !== '' ? JSON.parse(text) : text;
  if (response.ok || endpoint.answers?.[response.status] !== undefined) {
    toResponse(
      endpoint,
      response.status === (endpoint.status ?? 200) ? body : answerWithStatus(response.status, body),
    );
  } else {
    toResponse(endpoint, failWith(body as ErrorEnvelope));
  }
  return response;
}

function isFailure(answer: unknown): answer is { failure: ErrorEnvelope } {
  return (
    typeof answer === 'object' && answer !== null && 'failure' in answer && Object.keys(answer).length === 1
  );
}

function isStatusAnswer(answer: unknown): answer is { status: number; body: unknown } {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'status' in answer &&
    'body' in answer &&
    Object.keys(answer).length === 2
  );
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
