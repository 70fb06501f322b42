import type { Endpoint, HttpMethod } from '@parlay/contract';
import { isStorableText } from '../../src/http/storable-text.ts';
import { RawJson } from './attack-values.ts';

/** One query parameter as sent: `verbatim` text goes into the URL unencoded (broken escapes). */
export interface QueryPair {
  readonly key: string;
  readonly value: string;
  readonly verbatim?: boolean;
}

/** A request body as sent, and what the server's parsers make of it. */
export interface BodyModel {
  /** The value a JSON body was written from (`RawJson` pieces kept), for further changes. */
  readonly source?: unknown;
  readonly contentType: string | undefined;
  readonly payload: string;
  /** The parsed value, or `unreadable` when parsing refuses it (malformed, too large, wrong type). */
  readonly parsed: { readonly value: unknown } | 'unreadable';
}

/**
 * A path parameter: text to percent-encode, or text written into the path as it is with what the
 * router decodes it to (`undefined`: the URL is refused as malformed before routing).
 */
export type ParamValue = string | { readonly encoded: string; readonly decoded: string | undefined };

/**
 * A request in the parts a declaration speaks of, before it is written as HTTP: the generator
 * mutates these, the oracle judges them.
 */
export interface RequestModel {
  readonly params: Readonly<Record<string, ParamValue>>;
  readonly query: readonly QueryPair[];
  readonly body: BodyModel | undefined;
  readonly headers: Readonly<Record<string, string>>;
}

/** One attack: what was done (for failure messages), the request, and the oracle's verdict. */
export interface AttackRequest {
  readonly label: string;
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string;
  /**
   * The declaration refuses it: a part fails its schema or carries text the database cannot store,
   * the body cannot be read, or the path matches no route. Never the success answer; nothing changes.
   */
  readonly malformed: boolean;
  /** The path selects the endpoint's route (else: a 400 for a malformed URL, or a 404). */
  readonly routed: boolean;
}

/** The JSON body `value` as JSON.stringify writes it, `RawJson` pieces as they are. */
export function jsonBody(value: unknown, contentType = 'application/json'): BodyModel {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `@@raw${raws.length - 1}@@`;
  });
  const payload = (text ?? '').replace(
    /"@@raw(\d+)@@"/g,
    (_match, index: string) => raws[Number(index)] ?? '',
  );
  return { source: value, contentType, payload, parsed: parseJsonAsServer(payload) };
}

/** A body of any text with any media type, parsed as the server does for `endpoint`. */
export function textBody(endpoint: Endpoint, contentType: string | undefined, payload: string): BodyModel {
  return { contentType, payload, parsed: parseAsServer(endpoint, contentType, payload) };
}

/** Bodies over this many bytes are refused before any parser (the application's body limit). */
export const bodyLimitBytes = 1024 * 1024;

/**
 * What the server's parsers make of a body: Fastify's JSON (secure-json-parse, refusing
 * `__proto__` and `constructor.prototype`) and plain text everywhere, the forms where the
 * declaration consumes them; any other media type, or none with a payload, is 415.
 */
function parseAsServer(
  endpoint: Endpoint,
  contentType: string | undefined,
  payload: string,
): BodyModel['parsed'] {
  if (Buffer.byteLength(payload) > bodyLimitBytes) return 'unreadable';
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === undefined || mediaType === '')
    return payload === '' ? { value: undefined } : 'unreadable';
  if (mediaType === 'application/json') return parseJsonAsServer(payload);
  if (mediaType === 'text/plain') return { value: payload };
  const consumes = endpoint.consumes ?? [];
  if (mediaType === 'application/x-www-form-urlencoded' && consumes.includes('urlencoded'))
    return { value: Object.fromEntries(new URLSearchParams(payload)) };
  return 'unreadable';
}

function parseJsonAsServer(payload: string): BodyModel['parsed'] {
  if (Buffer.byteLength(payload) > bodyLimitBytes) return 'unreadable';
  let value: unknown;
  try {
    value = JSON.parse(payload.startsWith('\ufeff') ? payload.slice(1) : payload);
  } catch {
    return 'unreadable';
  }
  // A quick look first (the walk of a deep body is slow): the generator never escapes a key's letters.
  const mayHavePrototypeKeys = payload.includes('"__proto__"') || payload.includes('"constructor"');
  return mayHavePrototypeKeys && hasPrototypeKeys(value) ? 'unreadable' : { value };
}

/** `__proto__` anywhere, or a `constructor` holding a `prototype`: what secure-json-parse refuses. */
function hasPrototypeKeys(value: unknown): boolean {
  const pending = [value];
  for (let node = pending.pop(); node !== undefined || pending.length > 0; node = pending.pop()) {
    if (typeof node !== 'object' || node === null) continue;
    if (Object.hasOwn(node, '__proto__')) return true;
    const maker = Object.hasOwn(node, 'constructor')
      ? (node as { constructor: unknown }).constructor
      : undefined;
    if (typeof maker === 'object' && maker !== null && Object.hasOwn(maker, 'prototype')) return true;
    pending.push(...Object.values(node));
  }
  return false;
}

/** The query object the router parses from the pairs: repeated keys become arrays. */
export function parsedQuery(pairs: readonly QueryPair[]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const { key, value } of pairs) {
    const present = Object.hasOwn(query, key) ? query[key] : undefined;
    const next = present === undefined ? value : [...(Array.isArray(present) ? present : [present]), value];
    Object.defineProperty(query, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return query;
}

/**
 * Percent-encoding of a query or path text; text with a lone surrogate (no UTF-8 form) is written
 * as the bytes a careless client would send, which the server's decoder then keeps as they are.
 */
export function encodeText(text: string): { readonly encoded: string; readonly decoded: string } {
  try {
    return { encoded: encodeURIComponent(text), decoded: text };
  } catch {
    const encoded = [...text]
      .map((character) => {
        const code = character.codePointAt(0) ?? 0;
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(character);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
    return { encoded, decoded: encoded };
  }
}

/** The query as the server sees it after decoding (text without a UTF-8 form stays encoded). */
function decodedPairs(pairs: readonly QueryPair[]): QueryPair[] {
  return pairs.map((pair) =>
    pair.verbatim ? pair : { key: encodeText(pair.key).decoded, value: encodeText(pair.value).decoded },
  );
}

function queryString(pairs: readonly QueryPair[]): string {
  if (pairs.length === 0) return '';
  const written = pairs.map((pair) =>
    pair.verbatim
      ? `${pair.key}=${pair.value}`
      : `${encodeText(pair.key).encoded}=${encodeText(pair.value).encoded}`,
  );
  return `?${written.join('&')}`;
}

function encodedParam(value: ParamValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? encodeText(value).encoded : value.encoded;
}

/** What the router decodes a parameter to (`undefined`: a malformed URL). */
function decodedParam(value: ParamValue): string | undefined {
  return typeof value === 'string' ? encodeText(value).decoded : value.decoded;
}

/** The path of the declaration with its parameters filled in (the wildcard keeps its slashes). */
function pathOf(endpoint: Endpoint, params: RequestModel['params']): string {
  const wildcard = params['*'];
  return endpoint.path
    .replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodedParam(params[name]))
    .replace(/\*$/, () =>
      typeof wildcard === 'string'
        ? wildcard
            .split('/')
            .map((segment) => encodeText(segment).encoded)
            .join('/')
        : encodedParam(wildcard),
    );
}

/**
 * Whether parameter values still select the route: one segment each (the wildcard may take more),
 * not empty, not longer than the router takes, and no dot segments (the URL is normalised before routing, so `..` climbs out of it).
 */
function routable(
  params: Readonly<Record<string, string>>,
  encoded: Readonly<Record<string, string>>,
): boolean {
  return Object.entries(params).every(([name, value]) => {
    const segments = name === '*' ? value.split('/') : [value];
    if (segments.some((segment) => segment === '.' || segment === '..')) return false;
    // An empty wildcard leaves a trailing slash, which the router ignores: the path then has no wildcard.
    return value !== '' && (name === '*' || (encoded[name] ?? '').length <= maxParamLength);
  });
}

/** The router's longest parameter (app.ts routerOptions.maxParamLength). */
export const maxParamLength = 200;

function storable(value: unknown): boolean {
  const pending = [value];
  for (let node = pending.pop(); node !== undefined || pending.length > 0; node = pending.pop()) {
    if (typeof node === 'string') {
      if (!isStorableText(node)) return false;
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (!isStorableText(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

/** The decoded parameters when the path selects the route, else undefined. */
function routedParams(model: RequestModel): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(model.params)) {
    const decoded = decodedParam(value);
    if (decoded === undefined) return undefined;
    params[name] = decoded;
  }
  const encoded = Object.fromEntries(
    Object.entries(model.params).map(([name, value]) => [name, encodedParam(value)]),
  );
  return routable(params, encoded) ? params : undefined;
}

/**
 * Whether the declaration accepts a part: it declares none (nothing reads it), or its schema passes
 * the value and no text in it is one the database cannot store.
 */
function partAccepted(schema: Endpoint['body'], value: unknown): boolean {
  return schema === undefined || (schema.safeParse(value).success && storable(value));
}

/**
 * The oracle: whether the declaration refuses the request before its handler, by its schemas,
 * the route layer's check of text the database cannot store, the body parsers and the router.
 */
export function declarationRefuses(endpoint: Endpoint, model: RequestModel): boolean {
  const params = routedParams(model);
  if (params === undefined || !partAccepted(endpoint.params, params)) return true;
  if (!partAccepted(endpoint.query, parsedQuery(decodedPairs(model.query)))) return true;
  if (endpoint.method !== 'GET') {
    const parsed = model.body?.parsed ?? { value: undefined };
    if (parsed === 'unreadable' || !partAccepted(endpoint.body, parsed.value)) return true;
  }
  return endpoint.headers !== undefined && !endpoint.headers.safeParse(lowercased(model.headers)).success;
}

function lowercased(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** The model written as an HTTP request, with the oracle's verdict. */
export function toAttackRequest(endpoint: Endpoint, label: string, model: RequestModel): AttackRequest {
  const path = pathOf(endpoint, model.params);
  const headers: Record<string, string> = { ...model.headers };
  if (model.body?.contentType !== undefined) headers['content-type'] = model.body.contentType;
  return {
    label,
    method: endpoint.method,
    url: `${path}${queryString(model.query)}`,
    headers,
    ...(model.body === undefined || endpoint.method === 'GET' ? {} : { payload: model.body.payload }),
    malformed: declarationRefuses(endpoint, model),
    routed: routedParams(model) !== undefined,
  };
}
