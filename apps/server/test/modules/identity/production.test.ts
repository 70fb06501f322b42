import { describe, expect, it } from 'vitest';
import { useSiblingApp, useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { authClient, latestCode, registerFast } from './auth-client.ts';

describe.each(testDatabaseKinds)('identity in production on %s', (kind) => {
  const context = useTestApp(kind, {
    env: { NODE_ENV: 'production', COOKIE_SECRET: 'a-production-secret-of-at-least-32-characters' },
  });

  it('names the session cookie __Host-parlay_session, Secure and HttpOnly', async () => {
    const player = await registerFast(authClient(context.app));
    const client = authClient(context.app);
    const response = await client.login(player.login, player.password);
    const session = response.cookies.find((cookie) => cookie.name === '__Host-parlay_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(session?.domain).toBeUndefined();
    expect(client.cookies.has('parlay_session')).toBe(false);
    const check = await client.get('/web-api/user/check');
    expect(check.json().user_id).not.toBeNull();
  });

  it('makes the secure-data grant cookie Secure and HttpOnly, like the session cookie', async () => {
    const client = authClient(context.app);
    await registerFast(client);
    const response = await client.get('/web-api/user/secure-data');
    const grant = response.cookies.find((cookie) => cookie.name === 'parlay_secure_grant');
    expect(grant).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
  });

  it('has no outbox listing (404) unless DEBUGGER_ENABLED says so', async () => {
    const response = await context.app.inject({ url: '/web-api/debugger/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  describe('with DEBUGGER_ENABLED=true (npm start, the e2e site)', () => {
    const withDebugger = useSiblingApp(context, {
      env: {
        NODE_ENV: 'production',
        COOKIE_SECRET: 'a-production-secret-of-at-least-32-characters',
        DEBUGGER_ENABLED: 'true',
      },
    });

    it('lists the SMS codes sent, so the /debugger page can show them', async () => {
      const phone = `95${String(Date.now() % 100_000_000).padStart(8, '0')}`;
      await withDebugger.app.identity.users.create({
        password: 'phone-pass-123',
        phoneCode: '7',
        phoneNumber: phone,
        countryId: 1,
        currency: 'RUB',
        registrationType: 'phone_reg',
        activationType: 3,
      });
      const sent = await authClient(withDebugger.app).post('/web-api/auth/send-sms', {
        'phone-number': phone,
        'phone-code': '7',
      });
      expect(sent.statusCode).toBe(200);
      expect(await latestCode(withDebugger.app, `7${phone}`)).toMatch(/^\d{6}$/);
    });
  });
});
