import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { authClient, latestCode } from './auth-client.ts';

let counter = 0;

describe.each(testDatabaseKinds)('password recovery on %s', (kind) => {
  const context = useTestApp(kind);

  /** The code sent to `to`: the message leaves once the send's answer has gone out. */
  const deliveredCode = (to: string) => vi.waitFor(() => latestCode(context.app, to));

  async function playerWithEmail() {
    counter += 1;
    const email = `recover${Date.now() % 1_000_000}${counter}@example.com`;
    const user = await context.app.identity.users.create({
      password: 'old-password-1',
      email,
      countryId: 1,
      currency: 'RUB',
      registrationType: 'full_reg',
      activationType: 1,
    });
    return { user, email };
  }

  it('recovers by email: send, check, save; old sessions end and the new password works', async () => {
    const { user, email } = await playerWithEmail();
    const signedIn = authClient(context.app);
    expect((await signedIn.login(user.login, 'old-password-1')).statusCode).toBe(200);

    const client = authClient(context.app);
    const sent = await client.post('/web-api/password-recovery/send', { by: 'email', email, lang: 'ru' });
    expect(sent.json()).toEqual({ success: true, resend_after: 60 });
    await deliveredCode(email);
    const mail = (await context.app.inject({ url: `/web-api/debugger/outbox?to=${email}` })).json()
      .messages[0];
    expect(mail.subject).toBe('Восстановление пароля');
    expect(mail.text).toContain(`/ru/user/passwordreset?code=${user.id}-${mail.code}`);

    expect((await client.post('/web-api/password-recovery/check', { code: mail.code })).json()).toEqual({
      success: true,
    });
    const saved = await client.post('/web-api/password-recovery/save', {
      code: mail.code,
      password: 'new-password-2',
    });
    expect(saved.json()).toEqual({ success: true });

    expect((await signedIn.get('/web-api/user/check')).json().user_id).toBeNull();
    expect((await authClient(context.app).login(user.login, 'old-password-1')).statusCode).toBe(400);
    expect((await authClient(context.app).login(user.login, 'new-password-2')).statusCode).toBe(200);

    const reused = await client.post('/web-api/password-recovery/save', {
      code: mail.code,
      password: 'third-password-3',
    });
    expect(reused.json().code).toBe('INVALID_CODE');
  });

  it('accepts the emailed link code from another browser', async () => {
    const { user, email } = await playerWithEmail();
    await authClient(context.app).post('/web-api/password-recovery/send', { by: 'email', email });
    const code = await deliveredCode(email);
    const response = await authClient(context.app).post('/web-api/password-recovery/check', {
      code: `${user.id}-${code}`,
    });
    expect(response.json()).toEqual({ success: true });
  });

  it('tells a wrong code from an expired one', async () => {
    const { user, email } = await playerWithEmail();
    const client = authClient(context.app);
    await client.post('/web-api/password-recovery/send', { by: 'email', email });
    const code = await deliveredCode(email);
    const wrong = await client.post('/web-api/password-recovery/check', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CODE');
    await context.app.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where subject = ${`user:${user.id}`}`,
    );
    const expired = await client.post('/web-api/password-recovery/check', { code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('CODE_EXPIRED');
    const save = await client.post('/web-api/password-recovery/save', { code, password: 'new-password-2' });
    expect(save.json().code).toBe('CODE_EXPIRED');
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const email = `nobody${Date.now()}@example.com`;
    const response = await authClient(context.app).post('/web-api/password-recovery/send', {
      by: 'email',
      email,
    });
    expect(response.json()).toEqual({ success: true, resend_after: 60 });
    // Messages leave after the answer: once a later send's has arrived, this one's would have too.
    const known = await playerWithEmail();
    await authClient(context.app).post('/web-api/password-recovery/send', {
      by: 'email',
      email: known.email,
    });
    await deliveredCode(known.email);
    expect(
      (await context.app.inject({ url: `/web-api/debugger/outbox?to=${email}` })).json().messages,
    ).toEqual([]);
  });

  it('recovers by SMS for a player with a phone', async () => {
    const phone = `93${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await context.app.identity.users.create({
      password: 'old-password-1',
      phoneCode: '7',
      phoneNumber: phone,
      countryId: 1,
      currency: 'RUB',
      registrationType: 'phone_reg',
    });
    const client = authClient(context.app);
    await client.post('/web-api/password-recovery/send', { by: 'sms', phone_code: '7', phone_number: phone });
    const code = await deliveredCode(`7${phone}`);
    expect((await client.post('/web-api/password-recovery/check', { code })).json()).toEqual({
      success: true,
    });
  });

  it.each([
    ['a code with SQL in it', { code: "1' OR '1'='1" }],
    ['a missing code', {}],
    ['an oversized code', { code: '1'.repeat(5000) }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_case, body) => {
    const response = await authClient(context.app).post('/web-api/password-recovery/check', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});
