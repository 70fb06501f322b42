import { errorEnvelopeSchema, sessionCheckResponseSchema } from '@parlay/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { authClient, registerFast, sqlResult } from './auth-client.ts';

describe.each(testDatabaseKinds)('sessions on %s', (kind) => {
  const context = useTestApp(kind);

  it('leaves the session alone on a request that does not need it, and touches it on one that does', async () => {
    const client = authClient(context.app);
    const player = await registerFast(client);
    const idleTimerExtended = async () => {
      const rows = await sqlResult(
        context.app,
        sql`select idle_expires_at > now() + interval '29 minutes' as extended from sessions where user_id = ${player.userId}`,
      );
      return (rows.rows[0] as { extended: boolean }).extended;
    };
    await context.app.db.execute(
      sql`update sessions set idle_expires_at = now() + interval '5 minutes' where user_id = ${player.userId}`,
    );
    expect((await client.get('/healthz')).statusCode).toBe(200);
    expect(await idleTimerExtended()).toBe(false);
    expect((await client.get('/web-api/user/check')).json().user_id).toBe(player.userId);
    expect(await idleTimerExtended()).toBe(true);
  });

  it('answers the session check of a visitor with nulls', async () => {
    const client = authClient(context.app);
    const response = await client.get('/web-api/user/check');
    expect(response.statusCode).toBe(200);
    expect(sessionCheckResponseSchema.parse(response.json())).toEqual({
      user_id: null,
      login: null,
      ban_level: 0,
      ban_version: 0,
      terms_changed: false,
      csrf_token: null,
      auto_logoff_minutes: null,
    });
  });

  it('signs a registered player in with login and password and shows them in the session check', async () => {
    const registering = authClient(context.app);
    const player = await registerFast(registering);
    const client = authClient(context.app);
    const response = await client.login(player.login, player.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'signed_in', user_id: player.userId });
    const session = response.cookies.find((cookie) => cookie.name === 'parlay_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.maxAge).toBeUndefined();
    const check = sessionCheckResponseSchema.parse((await client.get('/web-api/user/check')).json());
    expect(check.user_id).toBe(player.userId);
    expect(check.login).toBe(player.login);
    expect(check.csrf_token).toBe(client.cookies.get('parlay_csrf'));
  });

  it('stores only the SHA-256 of the session token', async () => {
    const client = authClient(context.app);
    await registerFast(client);
    const token = client.cookies.get('parlay_session') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await sqlResult(context.app, sql`select id from sessions where id = ${token}`);
    expect(rows.rows).toHaveLength(0);
  });

  it('gives a new session id at every sign-in and ends the previous one', async () => {
    const client = authClient(context.app);
    const player = await registerFast(client);
    const before = client.cookies.get('parlay_session');
    const oldCookies = client.cookieHeader();
    await client.login(player.login, player.password);
    const after = client.cookies.get('parlay_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = await context.app.inject({ url: '/web-api/user/check', headers: { cookie: oldCookies } });
    expect(stale.json().user_id).toBeNull();
  });

  it('keeps a remembered session 30 days with a Max-Age cookie', async () => {
    const registering = authClient(context.app);
    const player = await registerFast(registering);
    const client = authClient(context.app);
    const response = await client.login(player.login, player.password, true);
    const session = response.cookies.find((cookie) => cookie.name === 'parlay_session');
    expect(session?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('ends a session idle for 30 minutes', async () => {
    const client = authClient(context.app);
    const player = await registerFast(client);
    await context.app.db.execute(
      sql`update sessions set idle_expires_at = now() - interval '1 second' where user_id = ${player.userId}`,
    );
    expect((await client.get('/web-api/user/check')).json().user_id).toBeNull();
    expect((await client.get('/web-api/user/gettoken')).statusCode).toBe(401);
  });

  it('ends a session after its absolute 12 hours even when active', async () => {
    const client = authClient(context.app);
    const player = await registerFast(client);
    const rows = await sqlResult(
      context.app,
      sql`select extract(epoch from absolute_expires_at - created_at) as seconds from sessions where user_id = ${player.userId}`,
    );
    expect(Number((rows.rows[0] as { seconds: string }).seconds)).toBe(12 * 60 * 60);
    await context.app.db.execute(
      sql`update sessions set absolute_expires_at = now() - interval '1 second' where user_id = ${player.userId}`,
    );
    expect((await client.get('/web-api/user/check')).json().user_id).toBeNull();
  });

  it('touches the idle timer on GET /web-api/session, answered as plain no-store text', async () => {
    const client = authClient(context.app);
    const player = await registerFast(client);
    await context.app.db.execute(
      sql`update sessions set idle_expires_at = now() + interval '5 minutes' where user_id = ${player.userId}`,
    );
    const response = await client.get('/web-api/session');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('ok');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('text/plain');
    const rows = await sqlResult(
      context.app,
      sql`select idle_expires_at > now() + interval '29 minutes' as extended from sessions where user_id = ${player.userId}`,
    );
    expect((rows.rows[0] as { extended: boolean }).extended).toBe(true);
  });

  it('signs out: the session is revoked and the cookies cleared', async () => {
    const client = authClient(context.app);
    await registerFast(client);
    const oldCookies = client.cookieHeader();
    const response = await client.post('/web-api/auth/disconnect', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'ok' });
    expect(client.cookies.has('parlay_session')).toBe(false);
    const replayed = await context.app.inject({
      url: '/web-api/user/check',
      headers: { cookie: oldCookies },
    });
    expect(replayed.json().user_id).toBeNull();
  });

  describe('CSRF rules', () => {
    it('refuses an unsafe call without X-Requested-With', async () => {
      const client = authClient(context.app);
      const response = await client.post('/web-api/auth/disconnect', {}, { bare: true });
      expect(response.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json()).code).toBe('CSRF_FAILED');
    });

    it('refuses a signed-in unsafe call without the CSRF token, and with a wrong one', async () => {
      const client = authClient(context.app);
      await registerFast(client);
      const missing = await client.post(
        '/web-api/auth/disconnect',
        {},
        {
          bare: true,
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        },
      );
      expect(missing.statusCode).toBe(403);
      expect(missing.json().code).toBe('CSRF_FAILED');
      const wrong = await client.post(
        '/web-api/auth/disconnect',
        {},
        { headers: { 'x-csrf-token': 'x'.repeat(43) } },
      );
      expect(wrong.statusCode).toBe(403);
      // Still signed in: nothing happened.
      expect((await client.get('/web-api/user/check')).json().user_id).not.toBeNull();
    });

    it('leaves the public lookups outside /web-api and /social-api alone', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/redirects-api/api/v1/redirect-light',
        payload: { url: '/en' },
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
