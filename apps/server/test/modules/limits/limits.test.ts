import type { Limit } from '@parlay/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLapsedLimitsJob } from '../../../src/modules/limits/lapsed-limits-job.ts';
import { createLimitsRepository } from '../../../src/modules/limits/limits-repository.ts';
import { useSiblingApp, useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { authClient, registerFast, sqlResult } from '../identity/auth-client.ts';
import {
  clientLimitsUrl,
  failingAnswers,
  type LimitsPlayer,
  limitsPlayer,
  passingAnswers,
  testClock,
  v3,
} from './limits-helpers.ts';

const hour = 3_600_000;
const day = 24 * hour;

interface QuestionnaireAnswer {
  questions: { id: number; textKey: string; answers: { id: number; textKey: string }[] }[];
  tokenGuid: string | null;
  limitsData: Limit[];
}

describe.each(testDatabaseKinds)('the limit service on %s', (kind) => {
  const clock = testClock();
  const context = useTestApp(kind, { limits: { now: clock.now } });

  async function limitsOf(player: LimitsPlayer): Promise<Limit[]> {
    const response = await player.call('GET', 'limits');
    expect(response.statusCode).toBe(200);
    return (response.json() as { limits: Limit[] }).limits;
  }

  async function setLimit(
    player: LimitsPlayer,
    limitType: number,
    limitValue: number,
  ): Promise<QuestionnaireAnswer> {
    const response = await player.call('POST', 'limits', { limits: [{ limitType, limitValue }] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as QuestionnaireAnswer;
  }

  async function answer(player: LimitsPlayer, tokenGuid: string, answers = passingAnswers) {
    return player.call('POST', 'testanswers', { tokenGuid, answers });
  }

  async function historyCount(userId: number): Promise<number> {
    const { rows } = await sqlResult(
      context.app,
      sql`SELECT count(*)::int AS count FROM limit_history WHERE user_id = ${userId}`,
    );
    return Number(rows[0]?.count);
  }

  /**
   * A self-exclusion or timeout ends the player's sessions (identity's consumer of
   * `limits.exclusion_started`, after the commit), and sign-in is refused while it lasts. To check
   * what the service itself answers an excluded player (a call that raced the consumer), the test
   * waits for the sessions to end and opens the player's session again.
   */
  async function keepSessionThroughExclusion(player: LimitsPlayer): Promise<void> {
    await expect.poll(async () => (await player.call('GET', 'limits')).statusCode).toBe(401);
    await sqlResult(context.app, sql`UPDATE sessions SET revoked_at = NULL WHERE user_id = ${player.userId}`);
  }

  const pendingOf = (limits: Limit[], type: number) =>
    limits.find((limit) => limit.limitType === type && limit.limitState === 'PENDING');
  const activeOf = (limits: Limit[], type: number) =>
    limits.find((limit) => limit.limitType === type && limit.limitState === 'ACTIVE');

  describe('authentication', () => {
    it.each([
      ['GET', 'limits'],
      ['GET', 'availablelimits'],
      ['POST', 'limits'],
      ['POST', 'testanswers'],
      ['POST', 'limitaction'],
      ['DELETE', 'limit?limitId=x'],
      ['GET', 'reasons/selfexclude'],
      ['POST', 'BlockUser'],
      ['POST', 'ping'],
      ['GET', clientLimitsUrl],
    ] as const)('%s %s answers 401 to an anonymous caller', async (method, path) => {
      const response = await context.app.inject({
        method,
        url: path.startsWith('/') ? path : `${v3}/${path}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('takes the token as Authorization: Bearer too, and refuses the session cookie alone or a forged token', async () => {
      const player = await limitsPlayer(context.app);
      const bearer = await context.app.inject({
        method: 'GET',
        url: `${v3}/limits`,
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(bearer.statusCode).toBe(200);
      const cookieOnly = await player.client.get(`${v3}/limits`);
      expect(cookieOnly.statusCode).toBe(401);
      const forged = await context.app.inject({
        method: 'GET',
        url: `${v3}/limits`,
        headers: { 'x-auth': `${player.token.slice(0, -2)}xx` },
      });
      expect(forged.statusCode).toBe(401);
    });

    it('refuses the token of a session that has ended', async () => {
      const player = await limitsPlayer(context.app);
      expect((await player.client.post('/web-api/auth/disconnect', {})).statusCode).toBe(200);
      expect((await player.call('GET', 'limits')).statusCode).toBe(401);
    });
  });

  describe('available limits', () => {
    it('lists every type the site offers in the language, with values, unit and the cooling-off', async () => {
      const player = await limitsPlayer(context.app);
      const response = await player.call('GET', 'availablelimits');
      expect(response.statusCode).toBe(200);
      const { limits, coolingOffHours } = response.json() as { limits: Limit[]; coolingOffHours: number };
      expect(coolingOffHours).toBe(24);
      expect(limits.map((limit) => limit.limitType)).toEqual([20, 21, 22, 30, 31, 32, 33]);
      expect(limits.find((limit) => limit.limitType === 20)).toMatchObject({
        id: null,
        limitState: 'INACTIVE',
        measure: 'RUB',
        availableValues: { min: 100, max: 999_999_998 },
        label: 'responsible_gaming_limit_type_20',
      });
      expect(limits.find((limit) => limit.limitType === 30)?.availableValues).toEqual([
        1, 7, 30, 90, 180, 365, 730, 1095, 1825,
      ]);
      const uk = (await player.call('GET', 'availablelimits', undefined, 'uk')).json() as { limits: Limit[] };
      expect(uk.limits.map((limit) => limit.limitType)).toContain(1);
    });

    it('gives the self-exclusion reasons', async () => {
      const player = await limitsPlayer(context.app);
      const response = await player.call('GET', 'reasons/selfexclude');
      expect(response.statusCode).toBe(200);
      expect((response.json() as { reasons: unknown[] }).reasons).toHaveLength(5);
    });
  });

  describe('setting and changing a limit', () => {
    let player: LimitsPlayer;
    beforeAll(async () => {
      player = await limitsPlayer(context.app);
    });

    it('a first limit and a lower one take effect at once, with no questions', async () => {
      const first = await setLimit(player, 20, 10_000);
      expect(first).toMatchObject({ questions: [], tokenGuid: null });
      expect(activeOf(first.limitsData, 20)).toMatchObject({
        limitValue: 10_000,
        measure: 'RUB',
        needApprove: false,
      });
      const lower = await setLimit(player, 20, 5_000);
      expect(lower.tokenGuid).toBeNull();
      expect(activeOf(await limitsOf(player), 20)?.limitValue).toBe(5_000);
    });

    it('a higher limit asks the questions and changes nothing until they are answered', async () => {
      const raise = await setLimit(player, 20, 20_000);
      expect(raise.tokenGuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(raise.questions.map((question) => question.id)).toEqual([1, 2, 3]);
      const limits = await limitsOf(player);
      expect(activeOf(limits, 20)?.limitValue).toBe(5_000);
      expect(pendingOf(limits, 20)).toBeUndefined();
    });

    it('answered, the higher limit is pending: confirmable after 24 h, confirmed only then', async () => {
      const { tokenGuid } = await setLimit(player, 20, 20_000);
      const answered = await answer(player, tokenGuid ?? '');
      expect(answered.statusCode).toBe(200);
      expect(answered.json()).toMatchObject({ success: true, questionsResult: [{ passed: true }, {}, {}] });
      const pending = pendingOf(await limitsOf(player), 20);
      const requestedAt = Math.floor(clock.now() / 1000);
      expect(pending).toMatchObject({ limitValue: 20_000, needApprove: true });
      expect(pending?.startedAt).toBe(Math.ceil((clock.now() + day) / 1000));
      expect(pending?.endsAt).toBe(requestedAt + 86_400 + 86_400);
      expect(activeOf(await limitsOf(player), 20)?.limitValue).toBe(5_000);

      clock.advance(day - 1_000);
      const early = await player.call('POST', 'limitaction', { limitId: pending?.id, action: 'confirm' });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ fields: { limitId: 'responsible_gaming_error_cooling_off' } });
      expect(activeOf(await limitsOf(player), 20)?.limitValue).toBe(5_000);

      clock.advance(1_000);
      const confirmed = await player.call('POST', 'limitaction', { limitId: pending?.id, action: 'confirm' });
      expect(confirmed.statusCode).toBe(200);
      const after = (confirmed.json() as { limitsData: Limit[] }).limitsData;
      expect(activeOf(after, 20)?.limitValue).toBe(20_000);
      expect(pendingOf(after, 20)).toBeUndefined();
    });

    it('a pending limit can be rejected, and a lower value in the meantime drops it', async () => {
      await answer(player, (await setLimit(player, 21, 10_000)).tokenGuid ?? 'none');
      const { tokenGuid } = await setLimit(player, 21, 30_000);
      await answer(player, tokenGuid ?? '');
      const pending = pendingOf(await limitsOf(player), 21);
      const rejected = await player.call('POST', 'limitaction', { limitId: pending?.id, action: 'reject' });
      expect(rejected.statusCode).toBe(200);
      expect(pendingOf((rejected.json() as { limitsData: Limit[] }).limitsData, 21)).toBeUndefined();

      await answer(player, (await setLimit(player, 21, 30_000)).tokenGuid ?? '');
      expect(pendingOf(await limitsOf(player), 21)).toBeDefined();
      await setLimit(player, 21, 8_000);
      const limits = await limitsOf(player);
      expect(pendingOf(limits, 21)).toBeUndefined();
      expect(activeOf(limits, 21)?.limitValue).toBe(8_000);
    });

    it('failed questions change nothing and spend the token; a replayed token is refused', async () => {
      const { tokenGuid } = await setLimit(player, 22, 1_000);
      expect(tokenGuid).toBeNull();
      const raise = await setLimit(player, 22, 90_000);
      const failed = await answer(player, raise.tokenGuid ?? '', failingAnswers);
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toMatchObject({
        success: false,
        questionsResult: [{ questionId: 1, passed: false }, {}, {}],
      });
      expect(pendingOf(await limitsOf(player), 22)).toBeUndefined();
      const replay = await answer(player, raise.tokenGuid ?? '');
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({
        fields: { tokenGuid: 'responsible_gaming_error_token_unknown' },
      });
      expect(pendingOf(await limitsOf(player), 22)).toBeUndefined();
    });

    it('a removal asks the questions, waits the cooling-off, and is confirmed like a raise', async () => {
      const active = activeOf(await limitsOf(player), 22);
      const removal = await player.call('DELETE', `limit?limitId=${active?.id}`);
      expect(removal.statusCode).toBe(200);
      const { tokenGuid } = removal.json() as QuestionnaireAnswer;
      await answer(player, tokenGuid ?? '');
      const pending = pendingOf(await limitsOf(player), 22);
      expect(pending).toMatchObject({ limitValue: null, needApprove: true });
      clock.advance(day);
      const confirmed = await player.call('POST', 'limitaction', { limitId: pending?.id, action: 'confirm' });
      expect(confirmed.statusCode).toBe(200);
      const limits = (confirmed.json() as { limitsData: Limit[] }).limitsData;
      expect(limits.filter((limit) => limit.limitType === 22)).toEqual([]);
    });

    it('a pending deposit limit not confirmed within 86 400 s of its start expires', async () => {
      await setLimit(player, 22, 2_000);
      await answer(player, (await setLimit(player, 22, 4_000)).tokenGuid ?? '');
      const pending = pendingOf(await limitsOf(player), 22);
      clock.advance(day + 86_400_000);
      expect(pendingOf(await limitsOf(player), 22)).toBeUndefined();
      const late = await player.call('POST', 'limitaction', { limitId: pending?.id, action: 'confirm' });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ fields: { limitId: 'responsible_gaming_error_pending_expired' } });
      expect(activeOf(await limitsOf(player), 22)?.limitValue).toBe(2_000);
    });

    it('the 999999999 deposit value asks for a removal', async () => {
      const answerOf = await setLimit(player, 22, 999_999_999);
      expect(answerOf.tokenGuid).not.toBeNull();
    });
  });

  describe('self-exclusion and timeout', () => {
    it('BlockUser starts a self-exclusion at once, with its reason, which cannot be cancelled or shortened', async () => {
      const player = await limitsPlayer(context.app);
      const blocked = await player.call('POST', 'BlockUser', {
        limitType: 30,
        limitValue: 360,
        selfExcludeReason: 2,
      });
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json()).toEqual({ success: true });
      await keepSessionThroughExclusion(player);
      const exclusion = activeOf(await limitsOf(player), 30);
      expect(exclusion).toMatchObject({ limitValue: 365, selfExcludeReason: 2, measure: 'days' });
      expect(exclusion?.endsAt).toBe(Math.floor((clock.now() + 365 * day) / 1000));

      const { rows } = await sqlResult(
        context.app,
        sql`SELECT payload FROM domain_events WHERE type = 'limits.exclusion_started' AND (payload->>'userId')::bigint = ${player.userId}`,
      );
      expect(rows).toHaveLength(1);

      const cancel = await player.call('DELETE', `limit?limitId=${exclusion?.id}`);
      expect(cancel.statusCode).toBe(400);
      expect(cancel.json()).toMatchObject({
        fields: { limitId: 'responsible_gaming_error_exclusion_not_cancellable' },
      });
      const shorter = await player.call('POST', 'limits', { limits: [{ limitType: 30, limitValue: 7 }] });
      expect(shorter.statusCode).toBe(400);
      expect(shorter.json()).toMatchObject({
        fields: { 'limits.0.limitValue': 'responsible_gaming_error_exclusion_not_shortened' },
      });
      const longer = await setLimit(player, 30, 730);
      expect(activeOf(longer.limitsData, 30)?.limitValue).toBe(730);
    });

    it('a timeout cannot be shortened until it ends; a type other than 30 or 33 is refused by BlockUser', async () => {
      const player = await limitsPlayer(context.app);
      expect((await player.call('POST', 'BlockUser', { limitType: 33, limitValue: 7 })).statusCode).toBe(200);
      await keepSessionThroughExclusion(player);
      const shorter = await player.call('POST', 'BlockUser', { limitType: 33, limitValue: 1 });
      expect(shorter.statusCode).toBe(400);
      expect(shorter.json()).toMatchObject({
        fields: { limitValue: 'responsible_gaming_error_exclusion_not_shortened' },
      });
      const deposit = await player.call('POST', 'BlockUser', { limitType: 20, limitValue: 500 });
      expect(deposit.json()).toMatchObject({
        fields: { limitType: 'responsible_gaming_error_not_exclusion' },
      });
      clock.advance(7 * day);
      expect(activeOf(await limitsOf(player), 33)).toBeUndefined();
      expect((await player.call('POST', 'BlockUser', { limitType: 33, limitValue: 1 })).statusCode).toBe(200);
    });
  });

  describe('session limit, reality check and the client limits call', () => {
    // The session starts on the real clock: this app's limits clock starts there too.
    const sessionClock = testClock();
    const sibling = useSiblingApp(context, { limits: { now: sessionClock.now } });

    it('counts the session limit down from sign-in and gives the reality-check interval', async () => {
      const clock = sessionClock;
      const player = await limitsPlayer(sibling.app);
      clock.set(Date.now());
      await setLimit(player, 31, 2);
      await setLimit(player, 32, 15);
      const response = await player.call('GET', clientLimitsUrl);
      expect(response.statusCode).toBe(200);
      const limits = response.json() as {
        serverTime: number;
        session: { startedAt: number; limitMs: number; remainingMs: number; ended: boolean };
        realityCheck: { intervalMs: number };
        play: unknown;
      };
      expect(limits.serverTime).toBe(clock.now());
      expect(limits.session.limitMs).toBe(2 * hour);
      expect(limits.session.remainingMs).toBe(2 * hour - (clock.now() - limits.session.startedAt));
      expect(limits.realityCheck.intervalMs).toBe(15 * 60_000);
      // The enforcement's ledger readings: nothing staked yet.
      expect(limits.play).toEqual({ currency: 'RUB', staked: 0, won: 0 });
      expect((await player.call('POST', 'ping')).json()).toMatchObject({ sessionLimitEnded: false });
      clock.advance(3 * hour);
      expect((await player.call('POST', 'ping')).json()).toEqual({
        sessionLimitEnded: true,
        sessionRemainingMs: 0,
        sessionLimitMs: 2 * hour,
      });
    });

    it('app.limits.limitsInForce answers the limits in force, one per type', async () => {
      const player = await limitsPlayer(context.app);
      await setLimit(player, 20, 7_000);
      await player.call('POST', 'BlockUser', { limitType: 33, limitValue: 1 });
      const inForce = await context.app.limits.limitsInForce(player.userId, clock.now());
      expect(inForce.map((limit) => [limit.typeId, limit.value, limit.currency])).toEqual([
        [20, 7_000, 'RUB'],
        [33, 1, null],
      ]);
      expect(await context.app.limits.limitsInForce(player.userId, clock.now() + day)).toHaveLength(1);
    });
  });

  describe('bad input: a 4xx naming the field, nothing changed', () => {
    let player: LimitsPlayer;
    let other: LimitsPlayer;
    beforeAll(async () => {
      player = await limitsPlayer(context.app);
      other = await limitsPlayer(context.app);
      await setLimit(player, 20, 10_000);
      await answer(player, (await setLimit(player, 20, 50_000)).tokenGuid ?? '');
    });

    it.each([
      [
        { limitType: 20, limitValue: 50 },
        'limits.0.limitValue',
        'responsible_gaming_error_value_not_available',
      ],
      [{ limitType: 20, limitValue: -500 }, 'limits.0.limitValue', 'responsible_gaming_error_value_negative'],
      [
        { limitType: 20, limitValue: 100.5 },
        'limits.0.limitValue',
        'responsible_gaming_error_value_not_integer',
      ],
      [{ limitType: 20, limitValue: 'abc' }, 'limits.0.limitValue', 'main_validation_invalid_type'],
      [
        { limitType: 30, limitValue: 14 },
        'limits.0.limitValue',
        'responsible_gaming_error_value_not_available',
      ],
      [
        { limitType: 31, limitValue: 25 },
        'limits.0.limitValue',
        'responsible_gaming_error_value_not_available',
      ],
      [
        { limitType: 32, limitValue: 20 },
        'limits.0.limitValue',
        'responsible_gaming_error_value_not_available',
      ],
      [{ limitType: 1, limitValue: 500 }, 'limits.0.limitType', 'responsible_gaming_error_type_not_offered'],
      [{ limitType: 99, limitValue: 500 }, 'limits.0.limitType', 'responsible_gaming_error_type_not_offered'],
      [
        { limitType: 30, limitValue: 7, selfExcludeReason: 42 },
        'limits.0.selfExcludeReason',
        'responsible_gaming_error_reason_unknown',
      ],
    ])('POST limits %j refuses %s', async (change, field, messageKey) => {
      const before = await limitsOf(player);
      const historyBefore = await historyCount(player.userId);
      const response = await player.call('POST', 'limits', {
        limits: [{ limitType: 21, limitValue: 700 }, change],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      const fields = (response.json() as { fields: Record<string, string> }).fields;
      expect(fields[field.replace('limits.0', 'limits.1')]).toBe(messageKey);
      expect(await limitsOf(player)).toEqual(before);
      expect(await historyCount(player.userId)).toBe(historyBefore);
    });

    it('the same type twice is refused', async () => {
      const response = await player.call('POST', 'limits', {
        limits: [
          { limitType: 21, limitValue: 700 },
          { limitType: 21, limitValue: 800 },
        ],
      });
      expect(response.json()).toMatchObject({
        fields: { 'limits.1.limitType': 'responsible_gaming_error_duplicate_type' },
      });
    });

    it("another player's limit id is answered as unknown, for confirm, reject and removal", async () => {
      const pending = pendingOf(await limitsOf(player), 20);
      const before = await limitsOf(player);
      for (const action of ['confirm', 'reject'] as const) {
        const response = await other.call('POST', 'limitaction', { limitId: pending?.id, action });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          fields: { limitId: 'responsible_gaming_error_limit_unknown' },
        });
      }
      const removal = await other.call('DELETE', `limit?limitId=${activeOf(before, 20)?.id}`);
      expect(removal.json()).toMatchObject({ fields: { limitId: 'responsible_gaming_error_limit_unknown' } });
      const malformed = await other.call('POST', 'limitaction', { limitId: 'not-a-uuid', action: 'confirm' });
      expect(malformed.json()).toMatchObject({
        fields: { limitId: 'responsible_gaming_error_limit_unknown' },
      });
      expect(await limitsOf(player)).toEqual(before);
    });

    it("another player's tokenGuid is answered as unknown and stays usable by its owner", async () => {
      const { tokenGuid } = await setLimit(player, 20, 60_000);
      const foreign = await answer(other, tokenGuid ?? '');
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({
        fields: { tokenGuid: 'responsible_gaming_error_token_unknown' },
      });
      const incomplete = await answer(player, tokenGuid ?? '', passingAnswers.slice(1));
      expect(incomplete.json()).toMatchObject({
        fields: { answers: 'responsible_gaming_error_answers_incomplete' },
      });
      expect((await answer(player, tokenGuid ?? '')).statusCode).toBe(200);
      expect(pendingOf(await limitsOf(player), 20)?.limitValue).toBe(60_000);
    });

    it('an unknown field is refused', async () => {
      const response = await player.call('POST', 'limits', {
        limits: [{ limitType: 20, limitValue: 500, extra: 1 }],
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('the lapsed-limits job records expiries and ends, and reads answer the same before and after it', async () => {
    const player = await limitsPlayer(context.app);
    await setLimit(player, 20, 1_000);
    await answer(player, (await setLimit(player, 20, 3_000)).tokenGuid ?? '');
    await player.call('POST', 'BlockUser', { limitType: 33, limitValue: 1 });
    await keepSessionThroughExclusion(player);
    clock.advance(3 * day);
    const before = await limitsOf(player);
    expect(before.map((limit) => [limit.limitType, limit.limitState])).toEqual([[20, 'ACTIVE']]);

    const job = createLapsedLimitsJob(createLimitsRepository(context.app.db));
    await context.app.db.transaction((transaction) => job.run(transaction, new Date(clock.now())));

    expect(await limitsOf(player)).toEqual(before);
    const { rows } = await sqlResult(
      context.app,
      sql`SELECT type_id, state, inactive_reason FROM limits WHERE user_id = ${player.userId} ORDER BY type_id, state`,
    );
    expect(rows).toEqual([
      { type_id: 20, state: 'ACTIVE', inactive_reason: null },
      { type_id: 20, state: 'INACTIVE', inactive_reason: 'expired' },
      { type_id: 33, state: 'INACTIVE', inactive_reason: 'ended' },
    ]);
    const history = await sqlResult(
      context.app,
      sql`SELECT action FROM limit_history WHERE user_id = ${player.userId} ORDER BY id`,
    );
    expect(history.rows.map((row) => row.action)).toEqual(['set', 'requested', 'set', 'expired', 'ended']);
    await expect(
      context.app.db.execute(sql`DELETE FROM limit_history WHERE user_id = ${player.userId}`),
    ).rejects.toThrow();
  });

  it('concurrent changes of one limit are taken one after another: one ACTIVE limit, the strictest asked', async () => {
    const player = await limitsPlayer(context.app);
    const values = [9_000, 4_000, 7_000, 2_000, 8_000, 3_000];
    const responses = await Promise.all(
      values.map((limitValue) => player.call('POST', 'limits', { limits: [{ limitType: 21, limitValue }] })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(values.map(() => 200));
    const { rows } = await sqlResult(
      context.app,
      sql`SELECT value::int AS value FROM limits WHERE user_id = ${player.userId} AND state = 'ACTIVE'`,
    );
    expect(rows).toEqual([{ value: 2_000 }]);
  });

  describe('with the usage the enforcement provides', () => {
    const windows: { typeId: number; currency: string; since: number; at: number }[] = [];
    const usageClock = testClock();
    const withUsage = useSiblingApp(context, {
      limits: { now: usageClock.now },
      beforeReady: (app) =>
        app.limits.provideUsageSource({
          async usedInWindow(_userId, typeId, currency, since, at) {
            windows.push({ typeId, currency, since, at });
            return 2_500;
          },
          async sessionPlay() {
            return { currency: 'RUB', staked: 4_000, won: 1_500 };
          },
        }),
    });

    it('a money limit shows what remains of it over its window, and the client call the session play', async () => {
      const player = await limitsPlayer(withUsage.app);
      usageClock.set(Date.now());
      await setLimit(player, 21, 10_000);
      const limits = await limitsOf(player);
      expect(activeOf(limits, 21)?.limitBalance).toBe(7_500);
      expect(windows.at(-1)).toEqual({
        typeId: 21,
        currency: 'RUB',
        since: usageClock.now() - 7 * day,
        at: usageClock.now(),
      });
      const client = (await player.call('GET', clientLimitsUrl)).json() as { play: unknown };
      expect(client.play).toEqual({ currency: 'RUB', staked: 4_000, won: 1_500 });
    });
  });

  it('a player registered through the cookie alone has no limits until they set one', async () => {
    const client = authClient(context.app);
    const { userId } = await registerFast(client);
    expect(await context.app.limits.limitsInForce(userId, clock.now())).toEqual([]);
  });
});
