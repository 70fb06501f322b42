import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../src/app.ts';
import { type AuthClient, authClient, registerFast } from '../identity/auth-client.ts';

export const v3 = '/limit-service-api/api/external/web/v3';
export const clientLimitsUrl = '/limit-service-api/limit/external/web/api/v1/limits';

/** A clock the limits module reads, moved by the test. */
export function testClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    set(at: number) {
      now = at;
    },
  };
}

/** A registered, signed-in player holding a user token, calling the limit service in a language. */
export interface LimitsPlayer {
  readonly userId: number;
  readonly client: AuthClient;
  token: string;
  call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    payload?: unknown,
    language?: string,
  ): Promise<LightMyRequestResponse>;
}

export async function limitsPlayer(app: App, language = 'en'): Promise<LimitsPlayer> {
  const client = authClient(app);
  const { userId } = await registerFast(client);
  const player: LimitsPlayer = {
    userId,
    client,
    token: await userTokenOf(client),
    call(method, path, payload, callLanguage = language) {
      return app.inject({
        method,
        url: path.startsWith('/') ? path : `${v3}/${path}`,
        remoteAddress: client.remoteAddress,
        headers: { 'x-auth': player.token, 'x-language': callLanguage },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    },
  };
  return player;
}

export async function userTokenOf(client: AuthClient): Promise<string> {
  const response = await client.get('/web-api/user/gettoken?force_refresh=true');
  if (response.statusCode !== 200) throw new Error(`gettoken: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

/** Answers that pass the questions: not chasing losses, not borrowing, can afford it. */
export const passingAnswers = [
  { questionId: 1, answerId: 2 },
  { questionId: 2, answerId: 2 },
  { questionId: 3, answerId: 1 },
];
export const failingAnswers = [{ questionId: 1, answerId: 1 }, ...passingAnswers.slice(1)];
