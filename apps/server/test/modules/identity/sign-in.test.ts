import { errorEnvelopeSchema, signInResultSchema, twoFactorSetupResponseSchema } from '@parlay/contract';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { isArgon2idHash } from '../../../src/modules/identity/passwords.ts';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { authClient, encodeCredential, latestCode, registerFast, sqlResult } from './auth-client.ts';

let phoneCounter = 0;
/** A phone number no other test of the run uses. */
function freshPhone(): string {
  phoneCounter += 1;
  return `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter).padStart(3, '0')}`;
}

describe.each(testDatabaseKinds)('sign-in on %s', (kind) => {
  const context = useTestApp(kind);

  async function playerWithPhone(password = 'phone-pass-123') {
    const phone = freshPhone();
    const user = await context.app.identity.users.create({
      password,
      phoneCode: '7',
      phoneNumber: phone,
      countryId: 1,
      currency: 'RUB',
      registrationType: 'phone_reg',
      activationType: 3,
    });
    return { user, phone, password };
  }

  describe('login and password', () => {
    it('stores passwords as argon2id with m=64 MiB, t=3, p=1', async () => {
      const player = await registerFast(authClient(context.app));
      const rows = await sqlResult(
        context.app,
        sql`select password_hash from users where id = ${player.userId}`,
      );
      expect(isArgon2idHash((rows.rows[0] as { password_hash: string }).password_hash)).toBe(true);
    });

    it('accepts the login, the user id and the email as uLogin', async () => {
      const { user, password } = await playerWithPhone();
      await context.app.db.execute(
        sql`update users set email = ${`p${user.id}@example.com`} where id = ${user.id}`,
      );
      for (const login of [user.login, String(user.id), `P${user.id}@Example.com`]) {
        const response = await authClient(context.app).login(login, password);
        expect(response.statusCode, login).toBe(200);
        expect(response.json()).toEqual({ status: 'signed_in', user_id: user.id });
      }
    });

    it('answers an unknown login exactly like a wrong password', async () => {
      const player = await registerFast(authClient(context.app));
      const wrongPassword = await authClient(context.app).login(player.login, 'not-the-password');
      const unknownLogin = await authClient(context.app).login('nobody-has-this-login', 'not-the-password');
      expect(wrongPassword.statusCode).toBe(400);
      expect(unknownLogin.statusCode).toBe(400);
      expect(unknownLogin.json()).toEqual(wrongPassword.json());
      expect(errorEnvelopeSchema.parse(wrongPassword.json())).toEqual({
        status: 400,
        code: 'INVALID_CREDENTIALS',
        messageKey: 'auth_error_credentials',
        fields: { login: 'auth_error_login', password: 'auth_error_password' },
      });
      expect(wrongPassword.cookies.find((cookie) => cookie.name === 'parlay_session')).toBeUndefined();
    });

    it('requires the fingerprint header', async () => {
      const client = authClient(context.app);
      const response = await client.post('/web-api/auth/login', {
        uLogin: encodeCredential('someone'),
        uPassword: encodeCredential('secret-pass'),
        save: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('FINGERPRINT_REQUIRED');
    });

    it('refuses credentials that are not base64 before checking anything', async () => {
      const client = authClient(context.app);
      await client.obtainFingerprint();
      const response = await client.post('/web-api/auth/login', {
        uLogin: 'not base64!',
        uPassword: 'x',
        save: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { uLogin: 'main_validation_invalid_format' },
      });
    });

    it.each([
      ['SQL in the login', "' OR 1=1; --"],
      ['a script in the login', '<script>alert(1)</script>'],
      ['a login of 250 characters', 'x'.repeat(250)],
    ])('answers %s with the credentials error and changes nothing', async (_case, login) => {
      const before = await sqlResult(context.app, sql`select count(*)::int as n from sessions`);
      const response = await authClient(context.app).login(login, 'whatever-password');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_CREDENTIALS');
      const after = await sqlResult(context.app, sql`select count(*)::int as n from sessions`);
      expect(after.rows).toEqual(before.rows);
    });

    it.each([
      ['no password', { uLogin: encodeCredential('someone'), save: false }],
      ['a number as login', { uLogin: 42, uPassword: encodeCredential('x'), save: false }],
      [
        'an oversized password',
        { uLogin: encodeCredential('someone'), uPassword: 'A'.repeat(5000), save: false },
      ],
    ])('refuses a body with %s as VALIDATION_ERROR', async (_case, body) => {
      const client = authClient(context.app);
      await client.obtainFingerprint();
      const response = await client.post('/web-api/auth/login', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });

    it('escalates to a captcha after repeated failures on one account', async () => {
      const player = await registerFast(authClient(context.app));
      const client = authClient(context.app);
      const codes: string[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        codes.push((await client.login(player.login, `wrong-${attempt}`)).json().code);
      }
      expect(codes.slice(0, 3)).toEqual([
        'INVALID_CREDENTIALS',
        'INVALID_CREDENTIALS',
        'INVALID_CREDENTIALS',
      ]);
      const challenged = await client.login(player.login, player.password);
      expect(challenged.statusCode).toBe(400);
      expect(challenged.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captchaCode: 100 });
    });
  });

  describe('phone and password', () => {
    it('signs in with the phone number and its calling code', async () => {
      const { user, phone, password } = await playerWithPhone();
      const client = authClient(context.app);
      await client.obtainFingerprint();
      const response = await client.post('/web-api/auth/login-phone', {
        phone_number: phone,
        country_code: '+7',
        uPassword: encodeCredential(password),
        save: false,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'signed_in', user_id: user.id });
    });

    it('refuses a wrong password with the credentials error', async () => {
      const { phone } = await playerWithPhone();
      const client = authClient(context.app);
      await client.obtainFingerprint();
      const response = await client.post('/web-api/auth/login-phone', {
        phone_number: phone,
        country_code: '7',
        uPassword: encodeCredential('wrong-password'),
        save: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_CREDENTIALS');
    });
  });

  describe('SMS code', () => {
    it('sends a code to the phone and signs in with it, once', async () => {
      const { user, phone } = await playerWithPhone();
      const client = authClient(context.app);
      const sent = await client.post('/web-api/auth/send-sms', { 'phone-number': phone, 'phone-code': '7' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ success: true, resend_after: 60 });
      const code = await latestCode(context.app, `7${phone}`);
      const response = await client.post('/web-api/auth/sms-code', { 'sms-code': code });
      expect(response.statusCode).toBe(200);
      expect(signInResultSchema.parse(response.json())).toEqual({ status: 'signed_in', user_id: user.id });

      const replay = authClient(context.app);
      for (const [name, value] of client.cookies)
        if (name === 'parlay_pending') replay.cookies.set(name, value);
      const replayed = await replay.post('/web-api/auth/sms-code', { 'sms-code': code });
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json().code).toBe('INVALID_CODE');
    });

    it('answers a phone without an account the same, and sends nothing', async () => {
      const phone = freshPhone();
      const response = await authClient(context.app).post('/web-api/auth/send-sms', {
        'phone-number': phone,
        'phone-code': '7',
      });
      expect(response.json()).toEqual({ success: true, resend_after: 60 });
      const outbox = await context.app.inject({ url: `/web-api/debugger/outbox?to=7${phone}` });
      expect(outbox.json().messages).toEqual([]);
    });

    it('tells a wrong code from an expired one', async () => {
      const { phone } = await playerWithPhone();
      const client = authClient(context.app);
      await client.post('/web-api/auth/send-sms', { 'phone-number': phone, 'phone-code': '7' });
      const code = await latestCode(context.app, `7${phone}`);
      const wrong = await client.post('/web-api/auth/sms-code', {
        'sms-code': code === '000000' ? '111111' : '000000',
      });
      expect(wrong.json().code).toBe('INVALID_CODE');
      await context.app.db.execute(
        sql`update one_time_codes set expires_at = now() - interval '1 second' where subject = ${`7:${phone}`}`,
      );
      const expired = await client.post('/web-api/auth/sms-code', { 'sms-code': code });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('CODE_EXPIRED');
    });

    it('kills a code after five wrong tries', async () => {
      const { phone } = await playerWithPhone();
      const client = authClient(context.app);
      await client.post('/web-api/auth/send-sms', { 'phone-number': phone, 'phone-code': '7' });
      const code = await latestCode(context.app, `7${phone}`);
      await context.app.db.execute(
        sql`update one_time_codes set attempts = 5 where subject = ${`7:${phone}`}`,
      );
      const response = await client.post('/web-api/auth/sms-code', { 'sms-code': code });
      expect(response.json().code).toBe('INVALID_CODE');
    });
  });

  describe('two-step (TOTP)', () => {
    let secret = '';
    let player: { login: string; password: string; userId: number };

    beforeAll(async () => {
      const client = authClient(context.app);
      player = await registerFast(client);
      const setup = await client.post('/web-api/user/two-factor/setup', {});
      expect(setup.statusCode).toBe(200);
      const body = twoFactorSetupResponseSchema.parse(setup.json());
      expect(body.otpauth_url).toContain(`secret=${body.secret}`);
      expect(body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      secret = body.secret;
      // A code of the previous 30-second step (within the ±1 window), so the current one stays unused.
      const previous = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
      const enabled = await client.post('/web-api/user/two-factor/enable', { code: previous });
      expect(enabled.json()).toEqual({ success: true });
    });

    it('asks for the code after a right password, then signs in with it; the same code is refused again', async () => {
      const client = authClient(context.app);
      const first = await client.login(player.login, player.password);
      expect(first.json()).toEqual({ status: 'two_step_required' });
      expect(client.cookies.has('parlay_session')).toBe(false);
      expect((await client.get('/web-api/user/check')).json().user_id).toBeNull();

      const code = await generate({ secret });
      const second = await client.post('/web-api/auth/two-step', { code, save: false });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ status: 'signed_in', user_id: player.userId });
      expect((await client.get('/web-api/user/check')).json().user_id).toBe(player.userId);

      const other = authClient(context.app);
      expect((await other.login(player.login, player.password)).json()).toEqual({
        status: 'two_step_required',
      });
      const replayed = await other.post('/web-api/auth/two-step', { code, save: false });
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json().code).toBe('INVALID_CODE');
    });

    it('limits a client to 10 sign-in calls a minute on one route (429)', async () => {
      const client = authClient(context.app);
      const statuses: number[] = [];
      for (let call = 0; call < 11; call += 1) {
        statuses.push(
          (await client.post('/web-api/auth/two-step', { code: '123456', save: false })).statusCode,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
    });

    it('refuses a two-step code without a pending sign-in', async () => {
      const response = await authClient(context.app).post('/web-api/auth/two-step', {
        code: '123456',
        save: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('TWO_STEP_NOT_PENDING');
    });

    it('refuses a forged pending cookie', async () => {
      const client = authClient(context.app);
      const forged = Buffer.from(
        JSON.stringify({ kind: 'two_step', userId: player.userId, save: false, exp: 9e9 }),
      ).toString('base64url');
      client.cookies.set('parlay_pending', `${forged}.bm90LWEtc2lnbmF0dXJl`);
      const response = await client.post('/web-api/auth/two-step', {
        code: await generate({ secret }),
        save: false,
      });
      expect(response.json().code).toBe('TWO_STEP_NOT_PENDING');
    });
  });
});
