import type { Endpoint } from '@parlay/contract';
import {
  hostileNumbers,
  hostileNumberTexts,
  hostileTexts,
  nestedArrays,
  nestedObjects,
  RawJson,
  randomHostileText,
  wrongTypeValues,
} from './attack-values.ts';
import {
  bodyLimitBytes,
  jsonBody,
  maxParamLength,
  type ParamValue,
  type QueryPair,
  type RequestModel,
  textBody,
} from './request-model.ts';
import type { JsonSchemaNode } from './schema-examples.ts';
import type { SeededRandom } from './seeded-random.ts';

// The catalogue of changes an attack makes to a well-formed request, part by part.

/** One change to a well-formed request, named for the failure message. */
export interface Mutation {
  readonly kind: string;
  readonly label: string;
  apply(model: RequestModel): RequestModel;
}

export type Path = readonly (string | number)[];

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : typeof value === 'object' && value !== null
      ? { ...value }
      : {};
  (container as Record<string | number, unknown>)[head] = setAt(
    (container as Record<string | number, unknown>)[head],
    rest,
    replacement,
  );
  return container;
}

function deleteAt(value: unknown, path: Path): unknown {
  const [head, ...rest] = path;
  if (head === undefined || typeof value !== 'object' || value === null) return value;
  if (rest.length > 0)
    return setAt(value, [head], deleteAt((value as Record<string | number, unknown>)[head], rest));
  if (Array.isArray(value)) return value.filter((_item, index) => index !== head);
  const { [head]: _removed, ...others } = value as Record<string | number, unknown>;
  return others;
}

const fieldName = (part: string, path: Path) => [part, ...path].join('.');

/** The value the body was written from, to change further (a body of other text starts afresh). */
function bodyValue(model: RequestModel): unknown {
  return model.body?.source ?? {};
}

const withBody = (model: RequestModel, value: unknown): RequestModel => ({ ...model, body: jsonBody(value) });

/** Mutations of one body field: gone, of another type, hostile text, numbers past the edges, huge, deep. */
export function bodyFieldMutations(path: Path, node: JsonSchemaNode, required: boolean): Mutation[] {
  const name = fieldName('body', path);
  const set = (kind: string, label: string, replacement: unknown): Mutation => ({
    kind,
    label: `${name}: ${label}`,
    apply: (model) => withBody(model, setAt(bodyValue(model), path, replacement)),
  });
  const isNumber = node.type === 'integer' || node.type === 'number';
  return [
    {
      kind: 'missing field',
      label: `${name}: missing${required ? ' (required)' : ''}`,
      apply: (model) => withBody(model, deleteAt(bodyValue(model), path)),
    },
    ...wrongTypeValues.map((value) => set('wrong type', JSON.stringify(value), value)),
    ...(isNumber ? hostileTexts.slice(0, 4) : hostileTexts).map((text) =>
      set('hostile text', JSON.stringify(text), text),
    ),
    ...(isNumber ? hostileNumbers : hostileNumbers.slice(0, 3)).map((raw) =>
      set('number out of range', raw.text, raw),
    ),
    ...(node.maxLength === undefined
      ? []
      : [set('too long', `${node.maxLength + 1} characters`, 'a'.repeat(node.maxLength + 1))]),
    set('huge text', '64 000 characters', 'x'.repeat(64_000)),
    set('huge text', '64 000 three-byte characters', '€'.repeat(64_000)),
    set('deep nesting', '5 000 nested arrays', nestedArrays(5_000)),
    set('deep nesting', '2 000 nested objects', nestedObjects(2_000)),
    set('prototype key', '{"__proto__":{…}}', new RawJson('{"__proto__":{"polluted":"yes"}}')),
    set(
      'prototype key',
      '{"constructor":{"prototype":{…}}}',
      new RawJson('{"constructor":{"prototype":{"polluted":"yes"}}}'),
    ),
  ];
}

const malformedJsonTexts = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":1}]',
  'NaN',
  'undefined',
  '\u0000',
  ' ',
  '{"a":"\\x41"}',
  '{"a":"unterminated}',
  '[1,2',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  '{a:1}',
  '\ufeff\ufeff{}',
  '{"a":"\u0001"}',
];

/** Mutations of the body as a whole: its type, its syntax, its size, its media type, extra keys. */
export function wholeBodyMutations(endpoint: Endpoint, baseText: string): Mutation[] {
  const replace = (
    kind: string,
    label: string,
    build: (model: RequestModel) => RequestModel['body'],
  ): Mutation => ({
    kind,
    label: `body: ${label}`,
    apply: (model) => ({ ...model, body: build(model) }),
  });
  const extra = (kind: string, label: string, key: string, value: unknown): Mutation =>
    replace(kind, label, (model) => {
      const base = bodyValue(model);
      const entries = typeof base === 'object' && base !== null && !Array.isArray(base) ? base : {};
      return jsonBody({ ...entries, [key]: value });
    });
  const rawWithBase = (kind: string, label: string, prefix: string): Mutation =>
    replace(kind, label, (model) => {
      const text = model.body?.payload ?? '{}';
      const inner = text.startsWith('{') && text !== '{}' ? `,${text.slice(1)}` : '}';
      return textBody(endpoint, 'application/json', `{${prefix}${inner}`);
    });
  return [
    ...wrongTypeValues.map((value) => replace('wrong type', JSON.stringify(value), () => jsonBody(value))),
    replace('wrong type', 'a list of the well-formed body', (model) => jsonBody([bodyValue(model)])),
    ...malformedJsonTexts.map((text) =>
      replace('malformed JSON', JSON.stringify(text), () => textBody(endpoint, 'application/json', text)),
    ),
    replace('malformed JSON', 'cut one character short', () =>
      textBody(endpoint, 'application/json', baseText.slice(0, -1)),
    ),
    replace('malformed JSON', 'empty with a JSON media type', () =>
      textBody(endpoint, 'application/json', ''),
    ),
    ...[
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=attack',
      'application/json-patch+json',
      'application/jsonx',
      'APPLICATION/JSON',
      'application/json; charset=utf-16',
      '',
      undefined,
    ].map((contentType) =>
      replace(
        'media type',
        `as ${contentType === undefined ? 'no media type' : JSON.stringify(contentType)}`,
        () => textBody(endpoint, contentType, baseText),
      ),
    ),
    replace('media type', 'as a url-encoded form', (model) => {
      const value = bodyValue(model);
      const form = new URLSearchParams();
      if (typeof value === 'object' && value !== null)
        for (const [key, item] of Object.entries(value)) form.append(key, String(item));
      return textBody(endpoint, 'application/x-www-form-urlencoded', form.toString());
    }),
    replace('malformed JSON', 'a byte order mark first', () =>
      textBody(endpoint, 'application/json', `\ufeff${baseText}`),
    ),
    rawWithBase('prototype key', '"__proto__" beside the fields', '"__proto__":{"polluted":"yes"}'),
    rawWithBase(
      'prototype key',
      '"constructor.prototype" beside the fields',
      '"constructor":{"prototype":{"polluted":"yes"}}',
    ),
    extra('prototype key', '"prototype" beside the fields', 'prototype', { polluted: 'yes' }),
    extra('prototype key', '"constructor" beside the fields', 'constructor', 'x'),
    extra('prototype key', '"toString" beside the fields', 'toString', 'x'),
    extra('prototype key', '"hasOwnProperty" beside the fields', 'hasOwnProperty', 1),
    extra('extra field', 'an unknown field', 'unexpectedField', 'x'),
    extra('extra field', 'an unknown field with NUL in its name', 'bad\u0000key', 'x'),
    extra('extra field', 'an unknown field with a lone surrogate in its name', 'bad\ud800key', 'x'),
    replace('extra field', '200 unknown fields', (model) => {
      const base = bodyValue(model);
      const entries = typeof base === 'object' && base !== null ? base : {};
      return jsonBody({
        ...entries,
        ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`extra${i}`, i])),
      });
    }),
    extra('huge body', '900 KB unknown field (under the limit)', 'padding', 'p'.repeat(900 * 1024)),
    extra('huge body', 'over the body limit', 'padding', 'p'.repeat(bodyLimitBytes + 1024)),
    replace('huge body', 'a JSON string over the body limit', () =>
      jsonBody('s'.repeat(bodyLimitBytes + 10)),
    ),
    extra('deep nesting', '100 000 nested arrays beside the fields', 'deep', nestedArrays(100_000)),
    extra('deep nesting', '20 000 nested objects beside the fields', 'deep', nestedObjects(20_000)),
    replace('deep nesting', '100 000 nested arrays as the body', () => jsonBody(nestedArrays(100_000))),
    replace('deep nesting', '50 000 nested objects as the body', () => jsonBody(nestedObjects(50_000))),
    replace('number out of range', 'a number as the body', () => jsonBody(new RawJson('1e309'))),
  ];
}

/** Mutations of the first body field written twice: which copy wins must not matter to safety. */
export function duplicateKeyMutations(endpoint: Endpoint, key: string | undefined): Mutation[] {
  if (key === undefined) return [];
  return ['"\\u0000"', '{"__proto__":1}', '1e309', '"valid"'].map((bad) => ({
    kind: 'duplicate key',
    label: `body: "${key}" twice, first ${bad}`,
    apply: (model) => {
      const text = model.body?.payload ?? '{}';
      return { ...model, body: textBody(endpoint, 'application/json', `{"${key}":${bad},${text.slice(1)}`) };
    },
  }));
}

const setQuery = (
  model: RequestModel,
  key: string,
  values: readonly string[],
  verbatim = false,
): RequestModel => ({
  ...model,
  query: [
    ...model.query.filter((pair) => pair.key !== key),
    ...values.map((value) => ({ key, value, verbatim })),
  ],
});

const brokenEscapes = ['%', '%zz', '%ED%A0%80', '%C0%AF', '%F4%90%80%80', '%00', '%FF%FE'];

/** Mutations of one query parameter: gone, repeated, empty, hostile, numbers as text, too long, broken escapes. */
export function queryFieldMutations(key: string, node: JsonSchemaNode): Mutation[] {
  const name = `query.${key}`;
  const set = (kind: string, label: string, values: readonly string[], verbatim = false): Mutation => ({
    kind,
    label: `${name}: ${label}`,
    apply: (model) => setQuery(model, key, values, verbatim),
  });
  return [
    {
      kind: 'missing field',
      label: `${name}: missing`,
      apply: (model) => ({ ...model, query: model.query.filter((pair) => pair.key !== key) }),
    },
    set('wrong type', 'repeated', ['en', 'en']),
    set('wrong type', 'repeated, hostile second', ['en', '\u0000']),
    set('wrong type', 'empty', ['']),
    ...hostileTexts.map((text) => set('hostile text', JSON.stringify(text), [text])),
    ...hostileNumberTexts.map((text) => set('number out of range', JSON.stringify(text), [text])),
    ...(node.maxLength === undefined
      ? []
      : [set('too long', `${node.maxLength + 1} characters`, ['a'.repeat(node.maxLength + 1)])]),
    set('huge text', '20 000 characters', ['q'.repeat(20_000)]),
    ...brokenEscapes.map((broken) => set('broken escape', broken, [broken], true)),
  ];
}

/** Query parameters nobody declared: unknown, prototype keys, broken and hostile keys, very many. */
export function extraQueryMutations(): Mutation[] {
  const add = (kind: string, label: string, pairs: readonly QueryPair[]): Mutation => ({
    kind,
    label: `query: ${label}`,
    apply: (model) => ({ ...model, query: [...model.query, ...pairs] }),
  });
  return [
    add('extra field', 'an unknown parameter', [{ key: 'unexpected', value: 'x' }]),
    ...[
      '__proto__',
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      'valueOf',
    ].map((key) => add('prototype key', key, [{ key, value: 'yes' }])),
    add('extra field', 'an empty name', [{ key: '', value: 'x' }]),
    add('extra field', 'a NUL in a name', [{ key: 'a\u0000b', value: 'x' }]),
    add('extra field', 'a lone surrogate in a name', [{ key: 'a\ud800', value: 'x' }]),
    add('extra field', 'nested brackets', [{ key: 'a[b][c][d]', value: 'x' }]),
    add('extra field', 'a name of 5 000 characters', [{ key: 'k'.repeat(5_000), value: 'x' }]),
    add(
      'extra field',
      '500 parameters',
      Array.from({ length: 500 }, (_, index) => ({ key: `p${index}`, value: String(index) })),
    ),
    ...brokenEscapes.map((broken) =>
      add('broken escape', `an unknown parameter ${broken}`, [{ key: 'x', value: broken, verbatim: true }]),
    ),
    ...hostileTexts
      .slice(0, 12)
      .map((text) =>
        add('hostile text', `an unknown parameter ${JSON.stringify(text)}`, [{ key: 'x', value: text }]),
      ),
  ];
}

/** Mutations of one path parameter: hostile, empty, dot segments, too long, broken or encoded separators. */
export function paramMutations(name: string): Mutation[] {
  const set = (kind: string, label: string, value: ParamValue): Mutation => ({
    kind: `path ${kind}`,
    label: `params.${name}: ${label}`,
    apply: (model) => ({ ...model, params: { ...model.params, [name]: value } }),
  });
  return [
    ...hostileTexts.map((text) => set('hostile text', JSON.stringify(text), text)),
    set('wrong type', 'empty', ''),
    set('dot segment', '.', '.'),
    set('dot segment', '..', '..'),
    set('too long', `${maxParamLength + 1} characters`, 'p'.repeat(maxParamLength + 1)),
    set('too long', '3 000 characters (past the longest page URL too)', 'p'.repeat(3_000)),
    set('broken escape', '%', { encoded: '%', decoded: undefined }),
    set('broken escape', '%zz', { encoded: '%zz', decoded: undefined }),
    set('encoded separator', '%2F', { encoded: 'a%2Fb', decoded: 'a/b' }),
    set('encoded separator', '%2e%2e', { encoded: '%2e%2e', decoded: '..' }),
    set('encoded separator', '%5C', { encoded: 'a%5Cb', decoded: 'a\\b' }),
    set('hostile text', '%00', { encoded: 'a%00', decoded: 'a\u0000' }),
  ];
}

/** Mutations of the declared headers and of headers every handler may read. */
export function headerMutations(headersNode: JsonSchemaNode | undefined): Mutation[] {
  const set = (kind: string, name: string, label: string, value: string | undefined): Mutation => ({
    kind,
    label: `header ${name}: ${label}`,
    apply: (model) => {
      const { [name]: _previous, ...others } = model.headers;
      return { ...model, headers: value === undefined ? others : { ...others, [name]: value } };
    },
  });
  const declared = Object.keys(headersNode?.properties ?? {}).flatMap((name) => [
    set('missing field', name, 'missing', undefined),
    set('wrong type', name, 'empty', ''),
    set('wrong type', name, 'upper case', 'JSON'),
    set('hostile text', name, 'Latin-1 text', 'caf\u00e9'),
    set('too long', name, '8 000 characters', 'h'.repeat(8_000)),
  ]);
  return [
    ...declared,
    set('header', 'x-fingerprint', 'garbage', 'not-a-token'),
    set('header', 'x-fingerprint', 'a forged signature', 'eyJhIjoxfQ.c2ln'),
    set('header', 'x-fingerprint', '8 000 characters', 'f'.repeat(8_000)),
    set('header', 'x-captcha', 'garbage', 'not-a-captcha-token'),
    set('header', 'x-captcha', '8 000 characters', 'c'.repeat(8_000)),
    set('header', 'idempotency-key', '300 characters', 'k'.repeat(300)),
    set('header', 'accept-language', 'garbage', '*;q=abc,,;;,x-\u00ff'),
    set('header', 'accept-language', '5 000 characters', 'ru-RU,'.repeat(800)),
    set('header', 'cookie', 'a hostile language cookie', 'lng=../../etc/passwd'),
    set('header', 'cookie', 'a language cookie of another script', 'lng=%D1%80%D1%83'),
    set('header', 'cookie', 'an unknown session', 'parlay_session=garbage; parlay_csrf=garbage'),
    set('header', 'user-agent', '10 000 characters', 'u'.repeat(10_000)),
    set('header', 'origin', 'another site', 'https://evil.example'),
    set('header', 'referer', 'a script URL', 'javascript:alert(1)'),
    set('header', 'x-forwarded-for', 'a spoofed chain', '1.2.3.4, 127.0.0.1, ::1'),
    set('header', 'x-http-method-override', 'DELETE', 'DELETE'),
    set('header', 'host', 'another host', 'evil.example:1'),
  ];
}

/** Text of a random length from hostile characters, into a random place of the request. */
export function randomMutation(
  random: SeededRandom,
  endpoint: Endpoint,
  queryKeys: readonly string[],
  fields: readonly Path[],
): Mutation {
  const text = randomHostileText(random, random.pick([8, 64, 512]));
  const where = random.below(3);
  if (where === 0 && fields.length > 0 && endpoint.method !== 'GET') {
    const path = random.pick(fields);
    return {
      kind: 'random',
      label: `${fieldName('body', path)}: random ${JSON.stringify(text.slice(0, 40))}`,
      apply: (model) => withBody(model, setAt(bodyValue(model), path, text)),
    };
  }
  const key =
    queryKeys.length > 0 && where === 1 ? random.pick(queryKeys) : randomHostileText(random, 8) || 'k';
  return {
    kind: 'random',
    label: `query.${JSON.stringify(key)}: random ${JSON.stringify(text.slice(0, 40))}`,
    apply: (model) => setQuery(model, key, [text]),
  };
}
