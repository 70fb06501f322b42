import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';
import { authClient, registerFast, sqlResult } from '../modules/identity/auth-client.ts';

/**
 * The modules' expiry clean-ups, run as the scheduler runs them (one round): each deletes the
 * expired rows of its own tables and keeps every row that can still be used or still tells a late
 * caller "expired".
 */
describe.each(testDatabaseKinds)('expiry clean-ups on %s', (kind) => {
  const context = useTestApp(kind);

  async function column(query: SQL, name: string): Promise<string[]> {
    const result = await sqlResult(context.app, query);
    return result.rows.map((row) => String(row[name])).sort();
  }

  async function newUserId(): Promise<number> {
    const user = await context.app.identity.users.create({
      password: 'clean-up-pass-1',
      countryId: 1,
      currency: 'RUB',
      registrationType: 'fast_reg',
    });
    return user.id;
  }

  async function cleanUpRound(): Promise<void> {
    const runs = await context.app.scheduledJobs.runAll();
    for (const run of runs) expect(run.outcome, run.name).toBe('done');
  }

  it('sessions: deletes revoked and timed-out ones; a signed-in player stays signed in', async () => {
    const player = authClient(context.app);
    const { userId } = await registerFast(player);
    const other = await newUserId();
    const insert = (id: string, idle: string, absolute: string, revoked: boolean) =>
      context.app.db.execute(sql`
        insert into sessions (id, user_id, csrf_token, long_lived, idle_expires_at, absolute_expires_at, revoked_at)
        values (${id}, ${other}, 'csrf', false, now() + ${idle}::interval, now() + ${absolute}::interval,
                ${revoked ? sql`now()` : sql`null`})`);
    await insert('live', '10 minutes', '1 hour', false);
    await insert('revoked', '10 minutes', '1 hour', true);
    await insert('idle-over', '-1 minute', '1 hour', false);
    await insert('absolute-over', '10 minutes', '-1 minute', false);

    await cleanUpRound();

    expect(await column(sql`select id from sessions where user_id = ${other}`, 'id')).toEqual(['live']);
    expect((await player.get('/web-api/user/check')).json().user_id).toBe(userId);
  });

  it('one-time codes: deletes those expired over a day ago, keeps recently expired and live ones', async () => {
    const insert = (subject: string, expires: string, used: boolean) =>
      context.app.db.execute(sql`
        insert into one_time_codes (purpose, subject, code_hash, expires_at, used_at)
        values ('sms_sign_in', ${subject}, 'hash', now() + ${expires}::interval, ${used ? sql`now()` : sql`null`})`);
    await insert('clean-up:long-expired', '-25 hours', false);
    await insert('clean-up:long-expired-used', '-25 hours', true);
    await insert('clean-up:just-expired', '-1 hour', false);
    await insert('clean-up:live', '5 minutes', false);

    await cleanUpRound();

    expect(
      await column(sql`select subject from one_time_codes where subject like 'clean-up:%'`, 'subject'),
    ).toEqual(['clean-up:just-expired', 'clean-up:live']);
  });

  it('used tokens: forgets those past their expiry, keeps the others', async () => {
    await context.app.db.execute(sql`
      insert into used_tokens (token_id, expires_at)
      values ('clean-up-expired', now() - interval '1 minute'), ('clean-up-live', now() + interval '1 day')`);

    await cleanUpRound();

    expect(
      await column(sql`select token_id from used_tokens where token_id like 'clean-up-%'`, 'token_id'),
    ).toEqual(['clean-up-live']);
  });

  it('auth counters: deletes those whose window is over and lock (if any) ended', async () => {
    const insert = (key: string, windowStarted: string, lockedUntil: string | null) =>
      context.app.db.execute(sql`
        insert into auth_failures (key, scope, count, window_started_at, locked_until)
        values (${key}, 'sign-in', 12, now() + ${windowStarted}::interval,
                ${lockedUntil === null ? sql`null` : sql`now() + ${lockedUntil}::interval`})`);
    await insert('account:clean-up-old', '-20 minutes', null);
    await insert('account:clean-up-lock-over', '-20 minutes', '-1 minute');
    await insert('account:clean-up-still-locked', '-20 minutes', '5 minutes');
    await insert('account:clean-up-counting', '-1 minute', null);

    await cleanUpRound();

    expect(
      await column(sql`select key from auth_failures where key like 'account:clean-up-%'`, 'key'),
    ).toEqual(['account:clean-up-counting', 'account:clean-up-still-locked']);
  });

  it('captcha challenges: deletes those expired over an hour ago whose token expired too', async () => {
    const insert = (id: string, expires: string, tokenExpires: string | null) =>
      context.app.db.execute(sql`
        insert into captcha_challenges (id, code, answer_hash, attempts_left, expires_at, token_hash, token_expires_at)
        values (${id}, 100, 'hash', 3, now() + ${expires}::interval,
                ${tokenExpires === null ? sql`null` : sql`${`token-${id}`}`},
                ${tokenExpires === null ? sql`null` : sql`now() + ${tokenExpires}::interval`})`);
    await insert('clean-up-old', '-2 hours', null);
    await insert('clean-up-old-token', '-2 hours', '-2 hours');
    await insert('clean-up-token-live', '-2 hours', '1 minute');
    await insert('clean-up-recent', '-10 minutes', null);
    await insert('clean-up-live', '5 minutes', null);

    await cleanUpRound();

    expect(await column(sql`select id from captcha_challenges where id like 'clean-up-%'`, 'id')).toEqual([
      'clean-up-live',
      'clean-up-recent',
      'clean-up-token-live',
    ]);
  });

  it('sign-in links: deletes those expired over a day ago, used or not', async () => {
    const userId = await newUserId();
    const insert = (tokenHash: string, expires: string, used: boolean) =>
      context.app.db.execute(sql`
        insert into login_links (token_hash, user_id, method_id, expires_at, used_at)
        values (${tokenHash}, ${userId}, 1, now() + ${expires}::interval, ${used ? sql`now()` : sql`null`})`);
    await insert('long-expired', '-25 hours', false);
    await insert('long-expired-used', '-25 hours', true);
    await insert('just-expired', '-1 hour', false);
    await insert('live', '10 minutes', false);

    await cleanUpRound();

    expect(
      await column(sql`select token_hash from login_links where user_id = ${userId}`, 'token_hash'),
    ).toEqual(['just-expired', 'live']);
  });

  it('user transfers: deletes expired ones, keeps live ones and a verified one whose redirect token still works', async () => {
    const userId = await newUserId();
    const insert = (state: string, expires: string, tokenExpires: string | null) =>
      context.app.db.execute(sql`
        insert into user_transfers (user_id, state, expires_at, redirect_token_hash, redirect_token_expires_at)
        values (${userId}, ${state}, now() + ${expires}::interval,
                ${tokenExpires === null ? sql`null` : sql`${`token-${state}-${expires}`}`},
                ${tokenExpires === null ? sql`null` : sql`now() + ${tokenExpires}::interval`})`);
    await insert('pending', '-1 minute', null);
    await insert('completed', '-1 minute', null);
    await insert('verified', '-2 minutes', '-1 minute');
    await insert('verified', '-1 minute', '5 minutes');
    await insert('pending', '7 days', null);

    await cleanUpRound();

    const kept = await sqlResult(
      context.app,
      sql`select state, redirect_token_expires_at > now() as token_live from user_transfers where user_id = ${userId} order by state`,
    );
    expect(kept.rows).toEqual([
      { state: 'pending', token_live: null },
      { state: 'verified', token_live: true },
    ]);
  });

  it('coupon request keys and handled events: forgets keys past their 48 hours and event ids past 8 days', async () => {
    const userId = await newUserId();
    const key = (name: string, expires: string) =>
      context.app.db.execute(sql`
        insert into coupon_request_keys (user_id, key, request_hash, coupon_ids, created_at, expires_at)
        values (${userId}, ${name}, ${'0'.repeat(64)}, '[]'::jsonb, now(), now() + ${expires}::interval)`);
    await key('expired', '-1 minute');
    await key('live', '1 hour');
    const event = (id: string, handled: string) =>
      context.app.db.execute(sql`
        insert into coupon_handled_events (event_id, handled_at) values (${id}::uuid, now() - ${handled}::interval)`);
    await event('00000000-0000-4000-8000-000000000001', '9 days');
    await event('00000000-0000-4000-8000-000000000002', '1 day');

    await cleanUpRound();

    expect(await column(sql`select key from coupon_request_keys where user_id = ${userId}`, 'key')).toEqual([
      'live',
    ]);
    expect(await column(sql`select event_id from coupon_handled_events`, 'event_id')).toEqual([
      '00000000-0000-4000-8000-000000000002',
    ]);
  });
});
