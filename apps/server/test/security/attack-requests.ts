import type { Endpoint } from '@parlay/contract';
import {
  bodyFieldMutations,
  duplicateKeyMutations,
  extraQueryMutations,
  headerMutations,
  type Mutation,
  paramMutations,
  queryFieldMutations,
  randomMutation,
  wholeBodyMutations,
} from './attack-mutations.ts';
import { type AttackRequest, jsonBody, type RequestModel, toAttackRequest } from './request-model.ts';
import {
  exampleOf,
  type JsonSchemaNode,
  jsonSchemaOf,
  schemaBranches,
  schemaFields,
} from './schema-examples.ts';
import { type SeededRandom, seededRandom } from './seeded-random.ts';

export type { AttackRequest } from './request-model.ts';

export interface AttackOptions {
  /** Malformed requests per endpoint (see attackRequests). */
  readonly count: number;
  /** The same seed gives the same requests. */
  readonly seed: number;
}

/** The declaration read once: its parts' schemas and a well-formed request per body branch. */
interface Declaration {
  readonly endpoint: Endpoint;
  readonly bases: readonly { readonly model: RequestModel; readonly bodyNode: JsonSchemaNode | undefined }[];
  readonly paramsNode: JsonSchemaNode | undefined;
  readonly queryNode: JsonSchemaNode | undefined;
  readonly headersNode: JsonSchemaNode | undefined;
}

function readDeclaration(endpoint: Endpoint): Declaration {
  const paramsNode = endpoint.params ? jsonSchemaOf(endpoint.params) : undefined;
  const queryNode = endpoint.query ? jsonSchemaOf(endpoint.query) : undefined;
  const headersNode = endpoint.headers ? jsonSchemaOf(endpoint.headers) : undefined;
  const params = paramsNode ? (exampleOf(paramsNode) as Record<string, unknown>) : {};
  const query = queryNode ? (exampleOf(queryNode) as Record<string, unknown>) : {};
  const headers = headersNode ? (exampleOf(headersNode) as Record<string, unknown>) : {};
  const shared = {
    params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
    query: Object.entries(query).map(([key, value]) => ({ key, value: String(value) })),
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
  };
  const bodyBranches =
    endpoint.body && endpoint.method !== 'GET' ? schemaBranches(jsonSchemaOf(endpoint.body)) : [];
  const bases =
    bodyBranches.length === 0
      ? [{ model: { ...shared, body: undefined }, bodyNode: undefined }]
      : bodyBranches.map((node) => ({
          model: { ...shared, body: jsonBody(exampleOf(node)) },
          bodyNode: node,
        }));
  return { endpoint, bases, paramsNode, queryNode, headersNode };
}

/** The request every attack on the endpoint starts from: each part an example its schema accepts. */
export function wellFormedRequest(endpoint: Endpoint): AttackRequest {
  const [first] = readDeclaration(endpoint).bases;
  if (first === undefined) throw new Error(`no request can be made for ${endpoint.id}`);
  return toAttackRequest(endpoint, 'well-formed', first.model);
}

/** Every deterministic mutation of an endpoint, over each body branch. */
function catalogue(declaration: Declaration): { readonly mutation: Mutation; readonly base: RequestModel }[] {
  const { endpoint } = declaration;
  const entries: { mutation: Mutation; base: RequestModel }[] = [];
  const [first] = declaration.bases;
  if (first === undefined) return entries;
  for (const { model, bodyNode } of declaration.bases) {
    if (bodyNode === undefined) continue;
    for (const field of schemaFields(bodyNode))
      for (const mutation of bodyFieldMutations(field.path, field.node, field.required))
        entries.push({ mutation, base: model });
  }
  if (endpoint.method !== 'GET') {
    const baseText = first.model.body?.payload ?? '{}';
    for (const mutation of wholeBodyMutations(endpoint, baseText))
      entries.push({ mutation, base: first.model });
    const firstKey = Object.keys(first.bodyNode?.properties ?? {})[0];
    for (const mutation of duplicateKeyMutations(endpoint, firstKey))
      entries.push({ mutation, base: first.model });
  }
  for (const [key, node] of Object.entries(declaration.queryNode?.properties ?? {}))
    for (const mutation of queryFieldMutations(key, node)) entries.push({ mutation, base: first.model });
  for (const mutation of extraQueryMutations()) entries.push({ mutation, base: first.model });
  for (const name of Object.keys(declaration.paramsNode?.properties ?? {}))
    for (const mutation of paramMutations(name)) entries.push({ mutation, base: first.model });
  for (const mutation of headerMutations(declaration.headersNode))
    entries.push({ mutation, base: first.model });
  return entries;
}

/**
 * The entries in an order that tries every kind of mutation early: round robin over the kinds,
 * each kind in a seeded order.
 */
function spread<T extends { readonly mutation: Mutation }>(entries: readonly T[], random: SeededRandom): T[] {
  const byKind = new Map<string, T[]>();
  for (const entry of entries)
    byKind.set(entry.mutation.kind, [...(byKind.get(entry.mutation.kind) ?? []), entry]);
  const queues = [...byKind.values()].map((group) => random.sample(group, group.length));
  const ordered: T[] = [];
  while (queues.some((queue) => queue.length > 0))
    for (const queue of queues) {
      const next = queue.shift();
      if (next !== undefined) ordered.push(next);
    }
  return ordered;
}

/** Attacks without end: the catalogue (spread over its kinds), then random combinations of it. */
function* candidates(declaration: Declaration, random: SeededRandom): Generator<AttackRequest> {
  const { endpoint } = declaration;
  const entries = catalogue(declaration);
  for (const { mutation, base } of spread(entries, random))
    yield toAttackRequest(endpoint, mutation.label, mutation.apply(base));
  const queryKeys = Object.keys(declaration.queryNode?.properties ?? {});
  const fields = declaration.bases.flatMap(({ bodyNode }) =>
    bodyNode ? schemaFields(bodyNode).map((field) => field.path) : [],
  );
  for (;;) {
    const { model: base } = random.pick(declaration.bases);
    const mutations = [
      ...Array.from({ length: random.below(3) }, () => random.pick(entries).mutation),
      randomMutation(random, endpoint, queryKeys, fields),
    ];
    const model = mutations.reduce((current, mutation) => mutation.apply(current), base);
    yield toAttackRequest(endpoint, mutations.map((mutation) => mutation.label).join(' + '), model);
  }
}

/**
 * Whether a request to the endpoint can be refused by its declaration at all: it declares a part
 * to validate, or takes a body (which may be unreadable). A GET of nothing takes whatever it is sent.
 */
export function canRefuse(endpoint: Endpoint): boolean {
  return (
    endpoint.method !== 'GET' ||
    endpoint.params !== undefined ||
    endpoint.query !== undefined ||
    endpoint.headers !== undefined
  );
}

/** Candidates tried per request asked for before giving up on a quota the declaration cannot fill. */
const triesPerRequest = 50;

/**
 * Attacks on an endpoint, made from its declaration alone: each part's fields of wrong types,
 * missing, hostile (NUL, lone surrogates, control and invisible characters, other scripts),
 * numbers past every edge, huge and deeply nested values; extra and prototype keys; malformed
 * JSON, wrong media types, bodies over the limit; broken path parameters and headers. `count` of
 * them malformed (the declaration refuses them), and half as many hostile but well-formed, which
 * reach the handler (fewer where the declaration allows few); an endpoint that cannot refuse
 * anything gets `count` of the latter. Made one
 * at a time, so a large count never holds its bodies in memory together.
 */
export function* attackRequests(
  endpoint: Endpoint,
  { count, seed }: AttackOptions,
): Generator<AttackRequest> {
  const wanted = canRefuse(endpoint)
    ? { malformed: count, wellFormed: Math.ceil(count / 2) }
    : { malformed: 0, wellFormed: count };
  let tries = 0;
  for (const attack of candidates(readDeclaration(endpoint), seededRandom(seed))) {
    if (wanted.malformed === 0 && wanted.wellFormed === 0) return;
    // A declaration may allow few well-formed variations (a strict query of one number): stop trying.
    if (tries++ > triesPerRequest * count) return;
    const quota = attack.malformed ? 'malformed' : 'wellFormed';
    if (wanted[quota] === 0) continue;
    wanted[quota] -= 1;
    yield attack;
  }
}
