import { createHash } from 'node:crypto';

/**
 * A player's browser over real HTTP for the crash test: a cookie jar, the anti-CSRF headers, a
 * fingerprint. Every call is retried, with the same idempotency key, until the server answers —
 * what a client does when its connection dies with the server.
 */
export class HttpPlayer {
  readonly cookies = new Map<string, string>();
  fingerprint: string | undefined;
  userId = 0;
  accountId = 0;
  /** Calls that had to be repeated: the server died under them. */
  interrupted = 0;

  private readonly origin: () => string;
  private readonly whenUp: () => Promise<void>;
  readonly name: string;

  constructor(origin: () => string, whenUp: () => Promise<void>, name: string) {
    this.origin = origin;
    this.whenUp = whenUp;
    this.name = name;
  }

  /** One HTTP exchange; throws when the connection fails (the server was killed). */
  async once(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const sent: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...headers };
    const csrf = this.cookies.get('parlay_csrf');
    if (csrf !== undefined) sent['x-csrf-token'] = csrf;
    if (this.fingerprint !== undefined) sent['x-fingerprint'] = this.fingerprint;
    if (this.cookies.size > 0)
      sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | undefined;
    if (typeof body === 'string') payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.origin()}${path}`, {
      method,
      headers: sent,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
      ...(payload === undefined ? {} : { body: payload }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  /** The same exchange until the server answers (a dead connection is retried once it is back). */
  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await this.once(method, path, body, headers);
        // A server going down may answer 5xx to what was in flight: the same call is repeated.
        if (response.status < 500) return response;
      } catch (error) {
        if (attempt > 200) throw error;
      }
      this.interrupted += 1;
      await this.whenUp();
    }
  }

  async register(): Promise<void> {
    const componentsData = createHash('sha256').update(`crash-device-${this.name}`).digest('hex');
    const fingerprint = await this.call('POST', '/web-api/fingerprint', { componentsData });
    this.fingerprint = ((await fingerprint.json()) as { token: string }).token;
    const registered = await this.call('POST', '/web-api/registration', {
      type: 'fast_reg',
      country_id: 1,
      currency: 'RUB',
      bonus_choice: 0,
    });
    if (registered.status !== 200)
      throw new Error(`registration: ${registered.status} ${await registered.text()}`);
    this.userId = ((await registered.json()) as { user_id: number }).user_id;
    for (;;) {
      const balance = (await (await this.call('GET', '/web-api/user/balance')).json()) as {
        balance: { id: number; type: number }[];
      };
      const main = balance.balance.find((account) => account.type === 0);
      if (main !== undefined) {
        this.accountId = main.id;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
