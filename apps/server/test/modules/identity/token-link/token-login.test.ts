import { errorEnvelopeSchema, sessionCheckResponseSchema, signInResultSchema } from '@parlay/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLinkMethods } from '../../../../src/modules/identity/token-link/index.ts';
import { createLoginLinkService } from '../../../../src/modules/identity/token-link/login-link-service.ts';
import { loginLinkKey } from '../../../../src/modules/identity/token-link/login-link-signature.ts';
import { createLoginLinksRepository } from '../../../../src/modules/identity/token-link/login-links-repository.ts';
import { loginLinksTable } from '../../../../src/modules/identity/token-link/schema.ts';
import { useTestApp } from '../../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../../helpers/test-databases.ts';
import { testEnv } from '../../../helpers/test-env.ts';
import { type AuthClient, authClient, registerFast } from '../auth-client.ts';

const endpoint = '/web-api/auth/token';

describe.each(testDatabaseKinds)('POST /web-api/auth/token on %s', (kind) => {
  const context = useTestApp(kind);

  async function newPlayerLink(ttlSeconds = 600) {
    const player = await registerFast(authClient(context.app));
    const link = await context.app.loginLinks.createLoginLink(
      player.userId,
      loginLinkMethods.emailSignIn,
      ttlSeconds,
    );
    return { player, link };
  }

  async function signedInUser(client: AuthClient): Promise<number | null> {
    return sessionCheckResponseSchema.parse((await client.get('/web-api/user/check')).json()).user_id;
  }

  function expectRefused(response: { statusCode: number; json(): unknown }, messageKey: string) {
    expect(response.statusCode).toBe(400);
    const code = messageKey === 'auth_error_token_expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN';
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ code, messageKey });
  }

  it('signs the player of a fresh link in and shows them in the session check', async () => {
    const { player, link } = await newPlayerLink();
    const client = authClient(context.app);
    const response = await client.post(endpoint, {
      method_id: String(link.method_id),
      token: link.token,
      sign: link.sign,
      lng: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(signInResultSchema.parse(response.json())).toEqual({
      status: 'signed_in',
      user_id: player.userId,
    });
    expect(client.cookies.get('parlay_session')).toBeDefined();
    expect(await signedInUser(client)).toBe(player.userId);
  });

  it('refuses a link used once already, and the second browser stays signed out', async () => {
    const { link } = await newPlayerLink();
    const body = { method_id: link.method_id, token: link.token, sign: link.sign, lng: 'en' };
    expect((await authClient(context.app).post(endpoint, body)).statusCode).toBe(200);
    const replaying = authClient(context.app);
    expectRefused(await replaying.post(endpoint, body), 'auth_error_token');
    expect(replaying.cookies.get('parlay_session')).toBeUndefined();
    expect(await signedInUser(replaying)).toBeNull();
  });

  it.each([
    ['a changed signature', (link: LinkFields) => ({ ...link, sign: flipLastCharacter(link.sign) })],
    ['a changed token', (link: LinkFields) => ({ ...link, token: flipLastCharacter(link.token) })],
    ['another method id', (link: LinkFields) => ({ ...link, method_id: loginLinkMethods.userTransfer })],
  ])('refuses %s and leaves the link usable', async (_case, tamper) => {
    const { player, link } = await newPlayerLink();
    const fields = { method_id: link.method_id, token: link.token, sign: link.sign };
    const client = authClient(context.app);
    expectRefused(await client.post(endpoint, tamper(fields)), 'auth_error_token');
    expect(client.cookies.get('parlay_session')).toBeUndefined();
    const [row] = await context.app.db
      .select({ usedAt: loginLinksTable.usedAt })
      .from(loginLinksTable)
      .where(eq(loginLinksTable.userId, player.userId));
    expect(row?.usedAt).toBeNull();
    expect((await client.post(endpoint, fields)).statusCode).toBe(200);
  });

  it('refuses an expired link as expired and signs nobody in', async () => {
    const player = await registerFast(authClient(context.app));
    // A genuine link made an hour ago that lived ten minutes.
    const anHourAgo = createLoginLinkService({
      repository: createLoginLinksRepository(context.app.db),
      key: loginLinkKey(testEnv().COOKIE_SECRET),
      now: () => Date.now() - 3_600_000,
    });
    const link = await anHourAgo.createLoginLink(player.userId, loginLinkMethods.emailSignIn, 600);
    const client = authClient(context.app);
    const response = await client.post(endpoint, {
      method_id: link.method_id,
      token: link.token,
      sign: link.sign,
    });
    expectRefused(response, 'auth_error_token_expired');
    expect(await signedInUser(client)).toBeNull();
  });

  it('refuses a link whose stored expiry was pushed back: the signature covers the expiry', async () => {
    const { player, link } = await newPlayerLink();
    await context.app.db
      .update(loginLinksTable)
      .set({ expiresAt: new Date(link.expiresAt.getTime() + 86_400_000) })
      .where(eq(loginLinksTable.userId, player.userId));
    const client = authClient(context.app);
    expectRefused(
      await client.post(endpoint, { method_id: link.method_id, token: link.token, sign: link.sign }),
      'auth_error_token',
    );
  });

  it('stores only a hash of the token', async () => {
    const { player, link } = await newPlayerLink();
    const rows = await context.app.db
      .select({ tokenHash: loginLinksTable.tokenHash })
      .from(loginLinksTable)
      .where(eq(loginLinksTable.userId, player.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(link.token);
  });

  it('answers a link token that was never issued like a tampered one', async () => {
    const client = authClient(context.app);
    expectRefused(
      await client.post(endpoint, {
        method_id: 1,
        token: 'never-issued-token-value',
        sign: 'bm90LWEtc2lnbg',
      }),
      'auth_error_token',
    );
  });
});

type LinkFields = { method_id: number; token: string; sign: string };

function flipLastCharacter(value: string): string {
  const last = value.at(-1) === 'A' ? 'B' : 'A';
  return `${value.slice(0, -1)}${last}`;
}
