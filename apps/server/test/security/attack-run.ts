import { type Endpoint, isCsrfGuarded } from '@parlay/contract';
import * as endpointGroups from '@parlay/contract/endpoints';
import { vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { type AuthClient, authClient, registerFast } from '../modules/identity/auth-client.ts';
import { answerProblem } from './attack-answers.ts';
import type { AttackRequest } from './attack-requests.ts';
import { databaseDigest } from './database-digest.ts';

/** Every endpoint declared in packages/contract/src/endpoints.ts. */
export const everyEndpoint: readonly Endpoint[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values<Endpoint>(group),
);

/**
 * Who attacks: a visitor with a fingerprint and no session, or a signed-in player with the CSRF
 * token and the fingerprint, so the requests get past the guards to the validation and the handler.
 */
export interface Attacker {
  readonly name: string;
  /** The headers a browser of this attacker sends with a call of the endpoint. */
  headers(endpoint: Endpoint): Record<string, string>;
  /** Makes sure the attacker is still who it was (an attack may have signed the player out). */
  restore(): Promise<void>;
}

function browserHeaders(client: AuthClient, endpoint: Endpoint, userToken?: string): Record<string, string> {
  const csrf = client.cookies.get('parlay_csrf');
  return {
    ...(endpoint.requires?.userToken && userToken !== undefined ? { 'x-auth': userToken } : {}),
    ...(isCsrfGuarded(endpoint) ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
    ...(csrf === undefined ? {} : { 'x-csrf-token': csrf }),
    ...(client.fingerprint === undefined ? {} : { 'x-fingerprint': client.fingerprint }),
    ...(client.cookies.size === 0 ? {} : { cookie: client.cookieHeader() }),
  };
}

export async function anonymousVisitor(app: App): Promise<Attacker> {
  const client = authClient(app);
  await client.obtainFingerprint();
  return {
    name: 'an anonymous visitor',
    headers: (endpoint) => browserHeaders(client, endpoint),
    restore: async () => {},
  };
}

/**
 * A new player whose registration has settled: the wallet opens the main account after the
 * registration commits (on its event), and that write must not land inside an attack's
 * before-and-after digest.
 */
export async function settledPlayer(app: App): Promise<AuthClient> {
  const client = authClient(app);
  await registerFast(client);
  await vi.waitFor(
    async () => {
      const balance = (await client.get('/web-api/user/balance')).json() as { balance?: unknown[] };
      if (balance.balance?.length !== 1) throw new Error('the main account is not open yet');
    },
    { timeout: 5_000 },
  );
  return client;
}

/** A fresh user token of the client's session (the limit service's calls authenticate by it). */
async function userTokenOf(client: AuthClient): Promise<string | undefined> {
  const response = await client.get('/web-api/user/gettoken?force_refresh=true');
  return response.statusCode === 200
    ? (response.json() as { data: { token: string } }).data.token
    : undefined;
}

export async function signedInPlayer(app: App): Promise<Attacker> {
  let client = await settledPlayer(app);
  let userToken: string | undefined;
  return {
    name: 'a signed-in player',
    headers: (endpoint) => browserHeaders(client, endpoint, userToken),
    async restore() {
      const check = await client.get('/web-api/user/check');
      if ((check.json() as { user_id: number | null }).user_id === null) client = await settledPlayer(app);
      // Tokens live five minutes: each endpoint's attacks get one just made.
      userToken = await userTokenOf(client);
    },
  };
}

/** The attacker's headers, then the attack's (a cookie of the attack joins the attacker's). */
function requestHeaders(attacker: Record<string, string>, attack: AttackRequest): Record<string, string> {
  const headers = { ...attacker, ...attack.headers };
  if (attacker.cookie !== undefined && attack.headers.cookie !== undefined)
    headers.cookie = `${attacker.cookie}; ${attack.headers.cookie}`;
  return headers;
}

/**
 * Each attack from an address of its own (a /24 and a /64 of its own too), as from a botnet: the
 * per-address rate limit and sign-in throttling would otherwise answer 429 or ask for a captcha
 * after a few requests, and the attacks would stop at them instead of reaching validation.
 */
export function attackAddress(sequence: number): string {
  return sequence % 2 === 0
    ? `10.${(sequence >> 9) & 255}.${(sequence >> 1) & 255}.7`
    : `2001:db8:${(sequence >> 1).toString(16)}::7`;
}

export interface AttackReport {
  readonly sent: number;
  /** How many of them the declaration refuses (the oracle): never the success answer, nothing changed. */
  readonly refused: number;
  /** Count per status. */
  readonly statuses: Readonly<Record<number, number>>;
  /** `label: problem`, for each answer that is wrong (see answerProblem). */
  readonly problems: readonly string[];
  /** Tables whose digest the refused attacks changed. */
  readonly changedTables: readonly string[];
}

/** Attacks are sent in batches of this many: each batch's refused ones between two digests. */
const batchSize = 500;

function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Requests in flight at once: the database waits of one overlap the work on others. */
const concurrency = 4;

async function inParallel<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await run(items[index] as T);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Sends the attacks on an endpoint as the attacker, a batch at a time, a few at once: first those
 * the declaration refuses, between two database digests, then the others (which may act, as any well-formed
 * request may). `nextSequence` numbers each request's address; the caller keeps it going.
 */
export async function attackEndpoint(
  app: App,
  endpoint: Endpoint,
  attacker: Attacker,
  attacks: Iterable<AttackRequest>,
  nextSequence: () => number,
): Promise<AttackReport> {
  await attacker.restore();
  const headers = attacker.headers(endpoint);
  const statuses: Record<number, number> = {};
  const problems: string[] = [];
  const changedTables = new Set<string>();
  let sent = 0;
  let refused = 0;
  const send = async (attack: AttackRequest) => {
    const response = await app.inject({
      method: attack.method,
      url: attack.url,
      headers: requestHeaders(headers, attack),
      remoteAddress: attackAddress(nextSequence()),
      ...(attack.payload === undefined ? {} : { payload: attack.payload }),
    });
    sent += 1;
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    const problem = answerProblem(endpoint, attack, response);
    if (problem !== undefined)
      problems.push(`${attack.label} (${attack.method} ${attack.url.slice(0, 120)}): ${problem}`);
  };
  for (const batch of batches(attacks, batchSize)) {
    const malformed = batch.filter((candidate) => candidate.malformed);
    refused += malformed.length;
    const before = await databaseDigest(app);
    await inParallel(malformed, send);
    const after = await databaseDigest(app);
    for (const table of Object.keys({ ...before, ...after }))
      if (before[table] !== after[table]) changedTables.add(table);
    await inParallel(
      batch.filter((candidate) => !candidate.malformed),
      send,
    );
  }
  return { sent, refused, statuses, problems, changedTables: [...changedTables] };
}

/** A seed of its own per endpoint, from the run's seed and the endpoint's id. */
export function endpointSeed(seed: number, endpoint: Endpoint): number {
  let hash = seed >>> 0;
  for (const character of endpoint.id) hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}
