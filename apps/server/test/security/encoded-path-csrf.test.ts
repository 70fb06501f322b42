import { type Endpoint, errorEnvelopeSchema, isCsrfGuarded } from '@parlay/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';
import type { AuthClient } from '../modules/identity/auth-client.ts';
import { wellFormedRequest } from './attack-requests.ts';
import { attackAddress, everyEndpoint, settledPlayer } from './attack-run.ts';
import { databaseDigest } from './database-digest.ts';
import { pathVariants } from './path-variants.ts';

const unsafeEndpoints = everyEndpoint.filter((endpoint) => endpoint.method !== 'GET');

/** How a forged call carries (or fails to carry) the anti-CSRF headers, beside the session cookie. */
const forgeries: readonly { readonly label: string; readonly headers: Record<string, string> }[] = [
  { label: 'without the CSRF token', headers: { 'x-requested-with': 'XMLHttpRequest' } },
  {
    label: 'with a wrong CSRF token',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': 'wrong' },
  },
  { label: 'as a cross-site form (no anti-CSRF header)', headers: {} },
];

function envelopeCode(response: LightMyRequestResponse): string | undefined {
  if (!String(response.headers['content-type']).startsWith('application/json')) return undefined;
  const parsed = errorEnvelopeSchema.safeParse(JSON.parse(response.body));
  return parsed.success && parsed.data.status === response.statusCode ? parsed.data.code : undefined;
}

/**
 * What a variant may answer: the CSRF refusal (a guarded endpoint), or no route at all (404, or
 * 400 for a URL that cannot be decoded); never a 5xx. An endpoint outside the guard may answer a
 * variant as its path as declared, or refuse it (a changed parameter): never a success it would not give.
 */
function variantProblem(
  endpoint: Endpoint,
  response: LightMyRequestResponse,
  asDeclared: LightMyRequestResponse,
): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `status ${status}`;
  if (status === 404) return undefined;
  if (status === 400 && envelopeCode(response) === 'MALFORMED_REQUEST') return undefined;
  if (isCsrfGuarded(endpoint))
    return status === 403 && envelopeCode(response) === 'CSRF_FAILED'
      ? undefined
      : `status ${status}: ${response.body.slice(0, 160)}`;
  return status === asDeclared.statusCode || status >= 400
    ? undefined
    : `status ${status}, the path as declared ${asDeclared.statusCode}`;
}

describe.each(testDatabaseKinds)(
  'unsafe endpoints called by other spellings of their paths, on %s',
  (kind) => {
    const context = useTestApp(kind, {
      pages: { reactBuild: 'production' },
      env: {
        DEMO_SOCIAL_PROVIDER: 'true',
        DEMO_PAYMENT_PROVIDER: 'true',
        DEBUGGER_ENABLED: 'true',
        PUBLIC_URL: '',
      },
    });
    let player: AuthClient;
    let sequence = 0;
    const signIn = async () => {
      player = await settledPlayer(context.app);
    };
    const signedIn = async () => {
      const check = await player.get('/web-api/user/check');
      return (check.json() as { user_id: number | null }).user_id !== null;
    };
    beforeAll(async () => {
      await context.app.listen({ host: '127.0.0.1', port: 0 });
      await signIn();
    });

    it('tries every unsafe endpoint the contract declares, most of them behind the CSRF guard', () => {
      expect(unsafeEndpoints.filter(isCsrfGuarded).length).toBeGreaterThan(30);
    });

    it.each(unsafeEndpoints.map((endpoint): [string, Endpoint] => [endpoint.id, endpoint]))(
      '%s: a forged call by any spelling of its path is refused (CSRF_FAILED) or routed nowhere, and changes nothing',
      async (_id, endpoint) => {
        if (!(await signedIn())) await signIn();
        const request = wellFormedRequest(endpoint);
        const queryStart = request.url.indexOf('?');
        const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
        const query = queryStart === -1 ? '' : request.url.slice(queryStart);
        const call = (spelling: string, forgery: Record<string, string>) =>
          context.app.inject({
            method: endpoint.method,
            url: `${spelling}${query}`,
            headers: {
              ...request.headers,
              ...forgery,
              cookie: player.cookieHeader(),
              ...(player.fingerprint === undefined ? {} : { 'x-fingerprint': player.fingerprint }),
            },
            remoteAddress: attackAddress(sequence++),
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
        const before = await databaseDigest(context.app);
        const problems: string[] = [];
        for (const forgery of forgeries) {
          const asDeclared = await call(path, forgery.headers);
          if (isCsrfGuarded(endpoint))
            expect([asDeclared.statusCode, envelopeCode(asDeclared)], forgery.label).toEqual([
              403,
              'CSRF_FAILED',
            ]);
          for (const variant of pathVariants(path)) {
            const response = await call(variant.path, forgery.headers);
            const problem = variantProblem(endpoint, response, asDeclared);
            if (problem !== undefined)
              problems.push(`${variant.label} (${variant.path}) ${forgery.label}: ${problem}`);
          }
        }
        expect(problems).toEqual([]);
        const after = await databaseDigest(context.app);
        expect(Object.keys(before).filter((table) => before[table] !== after[table])).toEqual([]);
        expect(await signedIn()).toBe(true);
      },
    );
  },
);
