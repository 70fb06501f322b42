import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../src/app.ts';

export type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AuthRequest {
  method?: InjectMethod;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Leave out the headers a browser client adds (X-Requested-With, X-CSRF-Token, X-Fingerprint). */
  bare?: boolean;
}

let clientNumber = 0;

/** Base64 of the UTF-8 bytes: how credentials travel (docs/identity-api.md). */
export function encodeCredential(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64');
}

/**
 * A browser as the API sees it, for tests: a cookie jar, `X-Requested-With`, the CSRF token from
 * the `parlay_csrf` cookie, a fingerprint token, and its own client address in a /24 of its own (so
 * rate limits and the throttle's address and network counters of one test do not leak into another).
 */
export class AuthClient {
  readonly app: App;
  readonly remoteAddress: string;
  readonly cookies = new Map<string, string>();
  fingerprint: string | undefined;

  constructor(app: App, remoteAddress?: string) {
    this.app = app;
    clientNumber += 1;
    this.remoteAddress = remoteAddress ?? `10.${(clientNumber >> 8) & 255}.${clientNumber & 255}.1`;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request({
    method = 'GET',
    url,
    payload,
    headers = {},
    bare = false,
  }: AuthRequest): Promise<LightMyRequestResponse> {
    const sent: Record<string, string> = {};
    if (!bare) {
      sent['x-requested-with'] = 'XMLHttpRequest';
      const csrf = this.cookies.get('parlay_csrf');
      if (csrf !== undefined) sent['x-csrf-token'] = csrf;
      if (this.fingerprint !== undefined) sent['x-fingerprint'] = this.fingerprint;
    }
    if (this.cookies.size > 0) sent.cookie = this.cookieHeader();
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: { ...sent, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    this.store(response);
    return response;
  }

  get(url: string, options: Omit<AuthRequest, 'url' | 'method'> = {}) {
    return this.request({ ...options, method: 'GET', url });
  }

  post(url: string, payload: unknown = {}, options: Omit<AuthRequest, 'url' | 'method' | 'payload'> = {}) {
    return this.request({ ...options, method: 'POST', url, payload });
  }

  /** Obtains a fingerprint token the way fp.js does, and sends it from now on. */
  async obtainFingerprint(): Promise<string> {
    const componentsData = createHash('sha256').update(`test-device-${this.remoteAddress}`).digest('hex');
    const response = await this.post('/web-api/fingerprint', { componentsData });
    if (response.statusCode !== 200) throw new Error(`fingerprint: ${response.statusCode} ${response.body}`);
    this.fingerprint = (response.json() as { token: string }).token;
    return this.fingerprint;
  }

  /** Signs in with login and password (encoded as the browser does). */
  async login(login: string, password: string, save = false): Promise<LightMyRequestResponse> {
    if (this.fingerprint === undefined) await this.obtainFingerprint();
    return this.post('/web-api/auth/login', {
      uLogin: encodeCredential(login),
      uPassword: encodeCredential(password),
      save,
    });
  }

  private store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/** A fresh browser for `app`. */
export function authClient(app: App, remoteAddress?: string): AuthClient {
  return new AuthClient(app, remoteAddress);
}

export interface RegisteredPlayer {
  userId: number;
  login: string;
  password: string;
}

/** The fast_reg call itself, its answer as it came (registerFast checks it and reads the player). */
export async function postFastRegistration(client: AuthClient, overrides: Record<string, unknown> = {}) {
  if (client.fingerprint === undefined) await client.obtainFingerprint();
  return client.post('/web-api/registration', {
    type: 'fast_reg',
    country_id: 1,
    currency: 'RUB',
    bonus_choice: 0,
    ...overrides,
  });
}

/** Registers a player with fast_reg through the API; the client is then signed in as them. */
export async function registerFast(
  client: AuthClient,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredPlayer> {
  const response = await postFastRegistration(client, overrides);
  if (response.statusCode !== 200) throw new Error(`registration: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user_id: number; login: string; password: string };
  return { userId: body.user_id, login: body.login, password: body.password };
}

/** The newest code the outbox holds for a recipient (phone "79001234567" or email). */
export async function latestCode(app: App, to: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/web-api/debugger/outbox?to=${encodeURIComponent(to)}`,
  });
  const messages = (response.json() as { messages: { code: string | null }[] }).messages;
  const code = messages[0]?.code;
  if (code == null) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Runs raw SQL on the app's database (PGlite and node-postgres both answer `{rows}`). */
export async function sqlResult(app: App, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  return (await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
}
