import {
  authRightsResponseSchema,
  secureDataResponseSchema,
  tokenResponseSchema,
  userConfigResponseSchema,
} from '@parlay/contract';
import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createLinkTokens } from '../../../src/modules/identity/signed-tokens.ts';
import { currentTermsVersion } from '../../../src/modules/identity/terms.ts';
import { deriveKey } from '../../../src/security/crypto.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { testEnv } from '../../helpers/test-env.ts';
import { authClient, postFastRegistration, registerFast, sqlResult } from './auth-client.ts';

describe.each(testDatabaseKinds)('account and token calls on %s', (kind) => {
  const context = useTestApp(kind);

  describe('user token', () => {
    it('gives a 5-minute HS256 token naming the user and the session', async () => {
      const client = authClient(context.app);
      const player = await registerFast(client);
      const response = await client.get('/web-api/user/gettoken?force_refresh=true');
      expect(response.statusCode).toBe(200);
      const { token } = tokenResponseSchema.parse(response.json()).data;
      const claims = decodeJwt(token);
      expect(claims.sub).toBe(String(player.userId));
      expect(typeof claims.sid).toBe('string');
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
    });

    it('answers 401 to a visitor', async () => {
      const response = await authClient(context.app).get('/web-api/user/gettoken');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    });

    it('refreshes a valid token of the same session', async () => {
      const client = authClient(context.app);
      await registerFast(client);
      const { token } = (await client.get('/web-api/user/gettoken')).json().data;
      const refreshed = await client.post('/web-api/user/updatetoken', { token });
      expect(refreshed.statusCode).toBe(200);
      expect(decodeJwt(tokenResponseSchema.parse(refreshed.json()).data.token).sid).toBe(
        decodeJwt(token).sid,
      );
    });

    it('refuses a tampered token, an expired one and one of another session', async () => {
      const client = authClient(context.app);
      const player = await registerFast(client);
      const { token } = (await client.get('/web-api/user/gettoken')).json().data;
      const [header, , signature] = token.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: '1' })).toString(
        'base64url',
      );
      const tampered = `${header}.${forgedPayload}.${signature}`;
      expect((await client.post('/web-api/user/updatetoken', { token: tampered })).statusCode).toBe(401);

      const key = deriveKey(testEnv().COOKIE_SECRET, 'user-token');
      const sid = decodeJwt(token).sid as string;
      const expired = await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(player.userId))
        .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
        .sign(key);
      expect((await client.post('/web-api/user/updatetoken', { token: expired })).statusCode).toBe(401);

      const other = authClient(context.app);
      await other.login(player.login, player.password);
      const { token: otherToken } = (await other.get('/web-api/user/gettoken')).json().data;
      expect((await client.post('/web-api/user/updatetoken', { token: otherToken })).statusCode).toBe(401);
    });
  });

  it('lets no cache keep the rights answer or the registration answer with its generated password', async () => {
    const client = authClient(context.app);
    const before = await client.get('/web-api/auth/rights');
    const registered = await postFastRegistration(client);
    expect(registered.json().password).toEqual(expect.any(String));
    const after = await client.get('/web-api/auth/rights');
    expect(before.headers['cache-control']).toBe('no-store');
    expect(registered.headers['cache-control']).toBe('no-store');
    expect(after.headers['cache-control']).toBe('no-store');
  });

  it('gives secure data: an opaque stable per-user id and a fresh grant cookie', async () => {
    const client = authClient(context.app);
    const player = await registerFast(client);
    const first = await client.get('/web-api/user/secure-data');
    const second = await client.get('/web-api/user/secure-data');
    const a = secureDataResponseSchema.parse(first.json());
    const b = secureDataResponseSchema.parse(second.json());
    expect(a.ggru).toBe(b.ggru);
    expect(a.ggru).not.toContain(String(player.userId));
    expect(a.grant).not.toBe(b.grant);
    const grant = second.cookies.find((cookie) => cookie.name === 'parlay_secure_grant');
    expect(grant).toMatchObject({ value: b.grant, httpOnly: true, maxAge: 1800 });
  });

  it('gives the user config with every field of the specification', async () => {
    const client = authClient(context.app);
    const player = await registerFast(client);
    const response = await client.get('/web-api/user/config');
    expect(response.statusCode).toBe(200);
    const { result } = userConfigResponseSchema.parse(response.json());
    expect(result).toMatchObject({
      user_country_id: 1,
      user_country_code: 'RU',
      activation_type: 0,
      user_name: player.login,
      ban_level: 0,
      protection_methods: { enable_two_factor_auth: false, is_changed_password: false },
      user_status_id: 1,
    });
    expect(Object.keys(result).sort()).toEqual(
      [
        'disallow_line_sport',
        'disallow_live_sport',
        'phone_number',
        'phone_code',
        'user_email',
        'user_name',
        'user_country_code',
        'user_country_id',
        'activation_type',
        'user_ref_id',
        'user_msg_count',
        'user_hide_balance',
        'changed_pass_day_count',
        'user_data',
        'protection_level',
        'protection_methods',
        'ban_level',
        'ban_version',
        'user_status_id',
        'verification_status',
        'verification_types',
        'verification_status_group_code',
        'requested_additional_document',
        'has_deposit',
        'is_need_identification',
        'is_identification_bonus',
        'remaining_days_to_activate',
        'isRequiredTransfer',
      ].sort(),
    );
    expect((await authClient(context.app).get('/web-api/user/config')).statusCode).toBe(401);
  });

  it('lists the sign-in methods, and whether the caller is signed in', async () => {
    const visitor = authRightsResponseSchema.parse(
      (await authClient(context.app).get('/web-api/auth/rights')).json(),
    );
    expect(visitor).toMatchObject({
      authenticated: false,
      methods: { password: true, phone: true, sms: true },
    });
    const client = authClient(context.app);
    await registerFast(client);
    expect((await client.get('/web-api/auth/rights')).json().authenticated).toBe(true);
  });

  describe('changed terms', () => {
    it('answers 451 with exception_code 1 until the player confirms them', async () => {
      const client = authClient(context.app);
      const player = await registerFast(client);
      await context.app.db.execute(
        sql`update users set terms_version_confirmed = 0 where id = ${player.userId}`,
      );

      const check = (await client.get('/web-api/user/check')).json();
      expect(check.terms_changed).toBe(true);
      const blocked = await client.get('/web-api/user/gettoken');
      expect(blocked.statusCode).toBe(451);
      expect(blocked.json()).toMatchObject({ status: 451, code: 'TERMS_NOT_CONFIRMED', exception_code: 1 });
      expect((await client.get('/web-api/user/config')).statusCode).toBe(200);

      const confirmed = await client.post('/web-api/user/confirm-terms', {});
      expect(confirmed.json()).toEqual({ success: true, version: currentTermsVersion });
      expect((await client.get('/web-api/user/check')).json().terms_changed).toBe(false);
      expect((await client.get('/web-api/user/gettoken')).statusCode).toBe(200);
    });
  });

  describe('emailed links', () => {
    const links = () => createLinkTokens(deriveKey(testEnv().COOKIE_SECRET, 'link-tokens'));

    it('unsubscribes from the newsletter and verifies the account with their links, each once', async () => {
      const player = await registerFast(authClient(context.app));
      const stop = links().issue('stopnewsletter', player.userId, 3600);
      const verify = links().issue('accountverify', player.userId, 3600);
      const client = authClient(context.app);
      expect((await client.post('/web-api/user/stopnewsletter', { token: stop })).json()).toEqual({
        success: true,
      });
      expect((await client.post('/web-api/user/accountverify', { token: verify })).json()).toEqual({
        success: true,
      });
      expect((await client.post('/web-api/user/stopnewsletter', { token: stop })).json().code).toBe(
        'INVALID_TOKEN',
      );
      const rows = await sqlResult(
        context.app,
        sql`select newsletter, email_confirmed_at is not null as verified from users where id = ${player.userId}`,
      );
      expect(rows.rows[0]).toEqual({ newsletter: false, verified: true });
    });

    it('refuses an expired link, a tampered one and one made for another purpose', async () => {
      const player = await registerFast(authClient(context.app));
      const client = authClient(context.app);
      const expired = createLinkTokens(
        deriveKey(testEnv().COOKIE_SECRET, 'link-tokens'),
        () => Date.now() - 7200_000,
      ).issue('stopnewsletter', player.userId, 3600);
      const genuine = links().issue('stopnewsletter', player.userId, 3600);
      const [payload = '', signature = ''] = genuine.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      const tampered = `${Buffer.from(JSON.stringify({ ...claims, u: 1 })).toString('base64url')}.${signature}`;
      const otherPurpose = links().issue('activate', player.userId, 3600);
      for (const token of [tampered, otherPurpose, 'not-a-token-at-all']) {
        const response = await client.post('/web-api/user/stopnewsletter', { token });
        expect(response.statusCode, token).toBe(400);
        expect(response.json().code).toBe('INVALID_TOKEN');
      }
      // Genuine but out of date: said so, so the page can tell the player to ask for a new one.
      const late = await client.post('/web-api/user/stopnewsletter', { token: expired });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'TOKEN_EXPIRED', messageKey: 'auth_error_token_expired' });
    });
  });

  it('turns two-step off only with a valid code', async () => {
    const client = authClient(context.app);
    await registerFast(client);
    const { secret } = (await client.post('/web-api/user/two-factor/setup', {})).json();
    const enable = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    expect((await client.post('/web-api/user/two-factor/enable', { code: enable })).json()).toEqual({
      success: true,
    });
    expect((await client.get('/web-api/auth/rights')).json().methods.two_step).toBe(true);
    const wrong = await client.post('/web-api/user/two-factor/disable', { code: enable });
    expect(wrong.json().code).toBe('INVALID_CODE');
    const disabled = await client.post('/web-api/user/two-factor/disable', {
      code: await generate({ secret }),
    });
    expect(disabled.json()).toEqual({ success: true });
    expect(
      (await client.get('/web-api/user/config')).json().result.protection_methods.enable_two_factor_auth,
    ).toBe(false);
  });

  it('lists the outbox outside production', async () => {
    const response = await context.app.inject({ url: '/web-api/debugger/outbox' });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().messages)).toBe(true);
  });
});
