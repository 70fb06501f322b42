import {
  type CouponDraft,
  type CouponDraftBet,
  emptyCouponDraft,
  storedCouponDraftSchema,
} from '@parlay/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import { authClient, registerFast } from '../identity/auth-client.ts';
import { newPlayer, type Player } from '../payments/payments-helpers.ts';
import type { Sequencer } from '../sportsbook/feed-messages.ts';
import { newGame, openLine, place, playerWith, testClock } from './coupon-helpers.ts';

function draftBet(id: number, coef = 1.85): CouponDraftBet {
  return {
    id,
    coef,
    sportId: 1,
    typeId: 1,
    kind: 1,
    isLive: false,
    gameId: 7,
    champId: 3,
    names: { game: 'Home – Away', market: '1X2', outcome: 'Home' },
    blockId: 0,
    banker: false,
    isBonus: false,
    isBannedExpress: false,
    isDisabledBanker: false,
  };
}

function draftWith(bets: CouponDraftBet[], changes: Partial<CouponDraft> = {}): CouponDraft {
  return {
    ...emptyCouponDraft,
    typeId: bets.length > 1 ? 1 : 0,
    bets,
    amount: '150',
    addedAtByBetId: Object.fromEntries(bets.map((bet, index) => [String(bet.id), 1_000 + index])),
    settings: { ...emptyCouponDraft.settings, changeCoefAction: 1, oneClickAmount: '50' },
    ...changes,
  };
}

const readDraft = (player: Player) => player.client.get('/coupon-api/draft');
const saveDraft = (player: Player, body: unknown, options: { bare?: boolean } = {}) =>
  player.client.request({ method: 'PUT', url: '/coupon-api/draft', payload: body, ...options });

describe.each(testDatabaseKinds)('the coupon draft across devices on %s', (kind) => {
  const clock = testClock();
  const context = useTestApp(kind, {
    sportsbook: { now: clock.now },
    coupon: { now: clock.now, placement: { betDelayMs: 0 } },
  });
  let sequence: Sequencer;

  beforeAll(async () => {
    sequence = await openLine(context.app, clock);
  });

  it('reads none at first, then what was saved, with the version raised by each save', async () => {
    // One player signed in on two devices.
    const client = authClient(context.app);
    const { userId, login, password } = await registerFast(client);
    const player = { client, userId, accountId: 0 };
    const otherDevice = { client: authClient(context.app), userId, accountId: 0 };
    expect((await otherDevice.client.login(login, password)).statusCode).toBe(200);
    const empty = await readDraft(player);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toContain('no-store');
    expect(empty.json()).toEqual({ userId: player.userId, version: 0, updatedAt: null, draft: null });

    const draft = draftWith([draftBet(101), draftBet(102, 2.4)]);
    const saved = await saveDraft(player, { version: 0, draft });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = storedCouponDraftSchema.parse(saved.json());
    expect(first).toMatchObject({ userId: player.userId, version: 1, draft });
    expect(first.updatedAt).toBe(new Date(clock.now()).toISOString());

    // The other device reads it back as saved.
    expect((await readDraft(otherDevice)).json()).toEqual(first);

    const next = draftWith([draftBet(102, 2.4)], { amount: '75' });
    const again = await saveDraft(otherDevice, { version: 1, draft: next });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ version: 2, draft: next });
    expect((await readDraft(player)).json()).toMatchObject({ version: 2, draft: next });
  });

  it('keeps each player to their own draft', async () => {
    const first = await newPlayer(context.app);
    const second = await newPlayer(context.app);
    const draft = draftWith([draftBet(201)]);
    expect((await saveDraft(first, { version: 0, draft })).statusCode).toBe(200);

    const seen = (await readDraft(second)).json();
    expect(seen).toEqual({ userId: second.userId, version: 0, updatedAt: null, draft: null });
    // The second player's save starts their own draft and leaves the first one's alone.
    const own = draftWith([draftBet(202)]);
    expect((await saveDraft(second, { version: 0, draft: own })).json()).toMatchObject({ version: 1 });
    expect((await readDraft(first)).json()).toMatchObject({ userId: first.userId, version: 1, draft });
    expect((await readDraft(second)).json()).toMatchObject({ userId: second.userId, version: 1, draft: own });
  });

  it('refuses a save over a stale version with 409 and the draft stored now, changing nothing', async () => {
    const player = await newPlayer(context.app);
    const stored = draftWith([draftBet(301)]);
    expect((await saveDraft(player, { version: 0, draft: stored })).statusCode).toBe(200);
    const newer = draftWith([draftBet(301), draftBet(302)]);
    expect((await saveDraft(player, { version: 1, draft: newer })).statusCode).toBe(200);

    // A device that last read version 1 (or none) saves over it.
    for (const version of [1, 0, 7]) {
      const stale = await saveDraft(player, { version, draft: draftWith([draftBet(399)]) });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'COUPON_DRAFT_STALE',
        messageKey: 'main_bet_error_draft_stale',
        fields: { version: 'main_bet_error_draft_stale' },
        couponDraft: { userId: player.userId, version: 2, draft: newer },
      });
    }
    expect((await readDraft(player)).json()).toMatchObject({ version: 2, draft: newer });
  });

  it('refuses a draft out of shape with 400 naming the field, changing nothing', async () => {
    const player = await newPlayer(context.app);
    const valid = draftWith([draftBet(401)]);
    const cases: [unknown, string][] = [
      [{ draft: valid }, 'version'],
      [{ version: -1, draft: valid }, 'version'],
      [{ version: 0 }, 'draft'],
      [{ version: 0, draft: { ...valid, typeId: 10 } }, 'draft.typeId'],
      [{ version: 0, draft: { ...valid, bets: [{ ...draftBet(401), coef: 0.5 }] } }, 'draft.bets.0.coef'],
      [
        {
          version: 0,
          draft: { ...valid, bets: Array.from({ length: 31 }, (_, index) => draftBet(500 + index)) },
        },
        'draft.bets',
      ],
      [{ version: 0, draft: { ...valid, amount: '1'.repeat(41) } }, 'draft.amount'],
      [
        {
          version: 0,
          draft: {
            ...valid,
            bets: [{ ...draftBet(401), names: { game: 'x'.repeat(301), market: '', outcome: '' } }],
          },
        },
        'draft.bets.0.names.game',
      ],
      [
        { version: 0, draft: { ...valid, settings: { ...valid.settings, changeCoefAction: 3 } } },
        'draft.settings.changeCoefAction',
      ],
      [{ version: 0, draft: { ...valid, amountByBetId: { abc: '10' } } }, 'draft.amountByBetId.abc'],
      [{ version: 0, draft: { ...valid, extra: true } }, 'draft.extra'],
    ];
    for (const [body, field] of cases) {
      const response = await saveDraft(player, body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(response.json().fields ?? {}), field).toContain(field);
    }
    expect((await readDraft(player)).json()).toMatchObject({ version: 0, draft: null });
  });

  it('answers a visitor with no session 401, and a save without the anti-CSRF headers 403', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const anonymous = await context.app.inject({
        method,
        url: '/coupon-api/draft',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        ...(method === 'PUT' ? { payload: { version: 0, draft: draftWith([]) } } : {}),
      });
      expect(anonymous.statusCode, method).toBe(401);
    }
    const player = await newPlayer(context.app);
    const bare = await saveDraft(player, { version: 0, draft: draftWith([draftBet(601)]) }, { bare: true });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('CSRF_FAILED');
    expect((await readDraft(player)).json()).toMatchObject({ version: 0, draft: null });
  });

  it('takes the placed selections out of the draft, in the placement', async () => {
    const game = await newGame(context.app, sequence, clock);
    const other = await newGame(context.app, sequence, clock);
    const player = await playerWith(context.app, '1000');
    const draft = draftWith([draftBet(game.home), draftBet(other.away, 4.2)], {
      amountByBetId: { [String(game.home)]: '20' },
    });
    expect((await saveDraft(player, { version: 0, draft })).statusCode).toBe(200);

    const placed = await place(player, { typeId: 0, amount: '100', bets: [{ id: game.home, coef: 1.85 }] });
    expect(placed.statusCode, placed.body).toBe(200);
    const afterSingle = (await readDraft(player)).json();
    expect(afterSingle.version).toBe(2);
    expect(afterSingle.draft.bets.map((bet: CouponDraftBet) => bet.id)).toEqual([other.away]);
    expect(afterSingle.draft.amountByBetId).toEqual({});
    expect(Object.keys(afterSingle.draft.addedAtByBetId)).toEqual([String(other.away)]);

    const last = await place(player, { typeId: 0, amount: '100', bets: [{ id: other.away, coef: 4.2 }] });
    expect(last.statusCode, last.body).toBe(200);
    const emptied = (await readDraft(player)).json();
    expect(emptied).toMatchObject({ version: 3 });
    // Emptied as the coupon empties itself: the amount and settings stay.
    expect(emptied.draft).toEqual({ ...draftWith([]), amount: '150' });

    // A placement of selections not in the draft leaves it (and its version) as it is.
    const third = await newGame(context.app, sequence, clock);
    expect(
      (await place(player, { typeId: 0, amount: '100', bets: [{ id: third.draw, coef: 3.4 }] })).statusCode,
    ).toBe(200);
    expect((await readDraft(player)).json()).toMatchObject({ version: 3 });
  });
});
