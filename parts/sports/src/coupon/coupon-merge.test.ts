import { ApiError } from '@parlay/client';
import { type CouponDraft, emptyCouponDraft, type StoredCouponDraft } from '@parlay/contract';
import { couponTypeIds } from '@parlay/domain';
import { describe, expect, it } from 'vitest';
import { couponBet as bet } from '../testing/coupon-bets.ts';
import { adoptDraft, draftOf, sameValue } from './coupon-draft.ts';
import { mergeDrafts } from './coupon-merge.ts';
import { type CouponBet, type CouponState, emptyCoupon } from './coupon-state.ts';
import { CouponStore } from './coupon-store.ts';
import { CouponSync, couponSyncStorageKey, type DraftApi } from './coupon-sync.ts';
import {
  placed,
  removeBet,
  setAmount,
  setChangeCoefAction,
  setOneClickAmount,
  toggleBanker,
  toggleBet,
} from './coupon-transitions.ts';

function withBets(state: CouponState, ...bets: CouponBet[]): CouponState {
  return bets.reduce((next, added, index) => toggleBet(next, added, 1000 + added.id + index), state);
}

/** The same value with every object's keys in the reverse order (as a database may give them). */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reversedKeys(inner)]),
  );
}

const ids = (draft: CouponDraft) => draft.bets.map((known) => known.id);

describe('merging the coupon here with the server’s', () => {
  it('reads the empty coupon as the contract’s empty draft', () => {
    expect(draftOf(emptyCoupon)).toEqual(emptyCouponDraft);
  });

  it('at sign-in, joins the visitor’s selections to the account’s and keeps the settings the visitor changed', () => {
    const account = setOneClickAmount(withBets(emptyCoupon, bet(1), bet(2)), '25');
    const visitor = setChangeCoefAction(setAmount(withBets(emptyCoupon, bet(2), bet(3)), '40'), 0);

    const merged = mergeDrafts(draftOf(visitor), draftOf(account), emptyCouponDraft);

    expect(ids(merged)).toEqual([1, 2, 3]);
    expect(merged.settings.changeCoefAction).toBe(0);
    // A setting the visitor left at its default takes the account's.
    expect(merged.settings.oneClickAmount).toBe('25');
    expect(merged.amount).toBe('40');
    expect(Object.keys(merged.addedAtByBetId).sort()).toEqual(['1', '2', '3']);
  });

  it('lays what changed here since the base over what the server holds now', () => {
    const base = withBets(emptyCoupon, bet(1), bet(2), bet(3));
    // Here: 2 taken out, 4 added, the stake typed.
    const here = setAmount(withBets(removeBet(base, 2), bet(4)), '100');
    // Another device: 3 taken out, 5 added, the option changed.
    const there = setChangeCoefAction(withBets(removeBet(base, 3), bet(5)), 1);

    const merged = mergeDrafts(draftOf(here), draftOf(there), draftOf(base));

    expect(ids(merged)).toEqual([1, 5, 4]);
    expect(merged.amount).toBe('100');
    expect(merged.settings.changeCoefAction).toBe(1);
    expect(Object.keys(merged.addedAtByBetId).sort()).toEqual(['1', '4', '5']);
  });

  it('keeps a selection changed here (a banker) and the server’s where only the server changed it', () => {
    const base = { ...withBets(emptyCoupon, bet(1), bet(2), bet(3), bet(4)), typeId: couponTypeIds.system };
    const here = toggleBanker(base, 1);
    const there = {
      ...base,
      bets: base.bets.map((known) => (known.id === 2 ? { ...known, coef: 3.1 } : known)),
    };

    const merged = mergeDrafts(draftOf(here), draftOf(there), draftOf(base));

    expect(merged.bets.find((known) => known.id === 1)?.banker).toBe(true);
    expect(merged.bets.find((known) => known.id === 2)?.coef).toBe(3.1);
  });

  it('never holds more selections than the coupon takes', () => {
    const server = withBets(emptyCoupon, ...Array.from({ length: 25 }, (_, index) => bet(index + 1)));
    const local = withBets(emptyCoupon, ...Array.from({ length: 10 }, (_, index) => bet(index + 100)));
    expect(mergeDrafts(draftOf(local), draftOf(server), emptyCouponDraft).bets).toHaveLength(30);
  });

  it('changes nothing when neither side did, whatever the order of the server’s keys', () => {
    const state = withBets(emptyCoupon, bet(1), bet(2));
    const reordered = reversedKeys(draftOf(state)) as CouponDraft;
    expect(sameValue(mergeDrafts(draftOf(state), reordered, draftOf(state)), draftOf(state))).toBe(true);
  });

  it('adopts a draft with the type kept valid and this page’s own parts kept', () => {
    const shown = {
      ...placed(withBets(emptyCoupon, bet(1)), [
        { id: 9, amount: '10', currency: 'RUB', coef: '2', approvalDeadline: null },
      ]),
    };
    const draft = { ...draftOf(withBets(emptyCoupon, bet(1), bet(2))), typeId: couponTypeIds.single };
    const adopted = adoptDraft(shown, draft);
    expect(adopted.bets.map((known) => known.id)).toEqual([1, 2]);
    expect(adopted.typeId).toBe(couponTypeIds.express);
    expect(adopted.successCoupon).toEqual(shown.successCoupon);
  });
});

/** The server's draft in memory, as the coupon module keeps it. */
function fakeServer(userId: number) {
  let stored: StoredCouponDraft = { userId, version: 0, updatedAt: null, draft: null };
  const saves: number[] = [];
  let reads = 0;
  let failNext = false;
  const api: DraftApi = {
    read: async () => {
      reads += 1;
      return structuredClone(stored);
    },
    save: async ({ version, draft }) => {
      saves.push(version);
      if (failNext) {
        failNext = false;
        throw new ApiError({ status: 0, code: 'NETWORK_ERROR', messageKey: 'main_network_error' });
      }
      if (version !== stored.version)
        throw new ApiError({
          status: 409,
          code: 'COUPON_DRAFT_STALE',
          messageKey: 'main_bet_error_draft_stale',
          couponDraft: structuredClone(stored),
        });
      stored = {
        userId,
        version: version + 1,
        updatedAt: new Date(0).toISOString(),
        draft: structuredClone(draft),
      };
      return structuredClone(stored);
    },
  };
  return {
    api,
    saves,
    get reads() {
      return reads;
    },
    get stored() {
      return stored;
    },
    /** Another device's save. */
    put(draft: CouponDraft) {
      stored = { ...stored, version: stored.version + 1, draft };
    },
    failOnce() {
      failNext = true;
    },
  };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe('the coupon in step with the server', () => {
  const device = (server: ReturnType<typeof fakeServer>, initial = emptyCoupon) => {
    const store = new CouponStore(initial);
    const sync = new CouponSync(store, {
      api: server.api,
      storage: memoryStorage(),
      mayBeSignedIn: () => true,
      delayMs: 60_000,
    });
    return { store, sync };
  };

  it('shows on one device what another saved, and takes out what the other took out', async () => {
    const server = fakeServer(7);
    const first = device(server);
    const second = device(server);
    await first.sync.refresh();
    await second.sync.refresh();

    first.store.apply(toggleBet, bet(1), 1000);
    await first.sync.flush();
    expect(server.stored.version).toBe(1);
    await second.sync.refresh();
    expect(second.store.state.bets.map((known) => known.id)).toEqual([1]);

    second.store.apply(removeBet, 1);
    await second.sync.flush();
    await first.sync.refresh();
    expect(first.store.state.bets).toEqual([]);
    expect(server.stored.version).toBe(2);
  });

  it('merges a save refused as stale with the newer draft and saves again', async () => {
    const server = fakeServer(7);
    const here = device(server);
    await here.sync.refresh();
    here.store.apply(toggleBet, bet(1), 1000);
    await here.sync.flush();
    // Another device adds 2 meanwhile; this one adds 3 before reading it.
    server.put(draftOf(withBets(emptyCoupon, bet(1), bet(2))));
    here.store.apply(toggleBet, bet(3), 1003);
    await here.sync.flush();
    await here.sync.flush();

    expect(server.saves).toEqual([0, 1, 2]);
    expect(ids(server.stored.draft ?? emptyCouponDraft)).toEqual([1, 2, 3]);
    expect(here.store.state.bets.map((known) => known.id)).toEqual([1, 2, 3]);
  });

  it('keeps the coupon when a save fails, and saves it on the next try', async () => {
    const server = fakeServer(7);
    const here = device(server);
    await here.sync.refresh();
    server.failOnce();
    here.store.apply(toggleBet, bet(1), 1000);
    await here.sync.flush();
    expect(here.store.state.bets).toHaveLength(1);
    expect(server.stored.version).toBe(0);
    await here.sync.flush();
    expect(ids(server.stored.draft ?? emptyCouponDraft)).toEqual([1]);
  });

  it('merges a coupon made before signing in, but not another player’s', async () => {
    const server = fakeServer(7);
    server.put(draftOf(withBets(emptyCoupon, bet(1))));
    const visitor = device(server, withBets(emptyCoupon, bet(2)));
    await visitor.sync.refresh();
    expect(visitor.store.state.bets.map((known) => known.id)).toEqual([1, 2]);

    const storage = memoryStorage();
    storage.setItem(
      couponSyncStorageKey,
      JSON.stringify({ userId: 8, version: 4, base: draftOf(emptyCoupon) }),
    );
    const store = new CouponStore(withBets(emptyCoupon, bet(5)));
    const sync = new CouponSync(store, {
      api: server.api,
      storage,
      mayBeSignedIn: () => true,
      delayMs: 60_000,
    });
    await sync.refresh();
    expect(store.state.bets.map((known) => known.id)).toEqual([1]);
  });

  it('after a placement, takes the server’s emptied draft without a stale save', async () => {
    const server = fakeServer(7);
    const here = device(server);
    await here.sync.refresh();
    here.store.apply(toggleBet, bet(1), 1000);
    await here.sync.flush();
    // The placement empties the server's draft (a new version) and the coupon here.
    server.put({ ...draftOf(here.store.state), bets: [], addedAtByBetId: {} });
    here.store.apply(placed, [{ id: 9, amount: '10', currency: 'RUB', coef: '2', approvalDeadline: null }]);
    await here.sync.refresh();
    await here.sync.flush();
    expect(server.saves).toEqual([0]);
    expect(here.store.state.bets).toEqual([]);
    expect(here.store.state.successCoupon?.id).toBe(9);
  });

  it('once stopped (its part unmounted), neither adopts nor saves', async () => {
    const server = fakeServer(7);
    const left = device(server);
    await left.sync.refresh();
    left.store.apply(toggleBet, bet(1), 1000);
    left.sync.stop();
    await left.sync.flush();
    expect(server.saves).toEqual([]);
    server.put(draftOf(withBets(emptyCoupon, bet(2))));
    await left.sync.refresh();
    expect(left.store.state.bets.map((known) => known.id)).toEqual([1]);
    // The next page to follow the draft (same browser) saves the change that waited.
  });

  it('reads once when focus, visibility and pageshow ask together, and again when asked after', async () => {
    const server = fakeServer(7);
    const sync = new CouponSync(new CouponStore(), {
      api: server.api,
      storage: memoryStorage(),
      mayBeSignedIn: () => true,
    });
    await Promise.all([sync.refresh(), sync.refresh(), sync.refresh()]);
    expect(server.reads).toBe(1);
    await sync.refresh();
    expect(server.reads).toBe(2);
  });

  it('asks nothing of the server while signed out', async () => {
    const server = fakeServer(7);
    const store = new CouponStore();
    const sync = new CouponSync(store, {
      api: server.api,
      storage: memoryStorage(),
      mayBeSignedIn: () => false,
    });
    await sync.refresh();
    store.apply(toggleBet, bet(1), 1000);
    await sync.flush();
    expect(server.reads).toBe(0);
    expect(server.saves).toEqual([]);
  });
});

describe('signing in and out without leaving the page', () => {
  /** One browser whose session the shell changes in place (`signedIn`), over the servers' drafts. */
  const browser = (initial = emptyCoupon) => {
    const session = { signedIn: false, server: fakeServer(7) };
    let reads = 0;
    const store = new CouponStore(initial);
    const sync = new CouponSync(store, {
      api: {
        read: () => {
          reads += 1;
          return session.server.api.read();
        },
        save: (body) => session.server.api.save(body),
      },
      storage: memoryStorage(),
      mayBeSignedIn: () => session.signedIn,
      delayMs: 10,
    });
    return {
      store,
      sync,
      get reads() {
        return reads;
      },
      /** The shell says this player signed in: the part reads and merges (CouponHandle.sessionChanged). */
      async signIn(server: ReturnType<typeof fakeServer>) {
        session.server = server;
        session.signedIn = true;
        sync.signOut();
        await sync.refresh();
      },
      signOut() {
        session.signedIn = false;
        sync.signOut();
      },
    };
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('at sign-in, merges the visitor’s coupon with the account’s as a page that starts signed in does, and saves it', async () => {
    const account = fakeServer(7);
    account.put(draftOf(withBets(emptyCoupon, bet(1))));
    const here = browser(withBets(emptyCoupon, bet(2)));
    await here.sync.refresh();
    expect(here.reads).toBe(0);

    await here.signIn(account);
    expect(here.store.state.bets.map((known) => known.id)).toEqual([1, 2]);
    await here.sync.flush();
    expect(account.saves).toEqual([1]);
    expect(ids(account.stored.draft ?? emptyCouponDraft)).toEqual([1, 2]);

    // Followed from then on: the next change is saved after its pause.
    here.store.apply(toggleBet, bet(3), 1003);
    await expect.poll(() => account.saves).toEqual([1, 2]);
    expect(ids(account.stored.draft ?? emptyCouponDraft)).toEqual([1, 2, 3]);
  });

  it('after a sign-out, saves nothing — not even the change waiting for its pause — and reads nothing', async () => {
    const account = fakeServer(7);
    const here = browser();
    await here.signIn(account);
    here.store.apply(toggleBet, bet(1), 1000);
    here.signOut();
    await pause(30);
    here.store.apply(toggleBet, bet(2), 1002);
    await pause(30);
    await here.sync.flush();
    await here.sync.refresh();
    expect(account.saves).toEqual([]);
    expect(here.reads).toBe(1);
    // The coupon stays in this browser.
    expect(here.store.state.bets.map((known) => known.id)).toEqual([1, 2]);
  });

  it('drops the former player’s draft when it arrives after the sign-out', async () => {
    const account = fakeServer(7);
    account.put(draftOf(withBets(emptyCoupon, bet(1))));
    let answer: (() => void) | undefined;
    const here = browser(withBets(emptyCoupon, bet(2)));
    const slow: ReturnType<typeof fakeServer> = {
      ...account,
      api: {
        ...account.api,
        read: () => new Promise((resolve) => (answer = () => resolve(account.api.read()))),
      },
    };
    const signingIn = here.signIn(slow);
    // The read is on its way when the shell says the player signed out.
    await expect.poll(() => answer).toBeDefined();
    here.signOut();
    answer?.();
    await signingIn;
    await here.sync.flush();
    expect(here.store.state.bets.map((known) => known.id)).toEqual([2]);
    expect(account.saves).toEqual([]);
  });

  it('when another player signs in, shows their coupon and writes nothing of the former one’s into it', async () => {
    const first = fakeServer(7);
    const second = fakeServer(8);
    second.put(draftOf(withBets(emptyCoupon, bet(5))));
    const here = browser();
    await here.signIn(first);
    here.store.apply(toggleBet, bet(1), 1000);
    // The shell says another player is signed in before the change's pause is over.
    await here.signIn(second);
    await pause(30);
    await here.sync.flush();
    expect(here.store.state.bets.map((known) => known.id)).toEqual([5]);
    expect(first.saves).toEqual([]);
    expect(second.saves).toEqual([]);
    expect(ids(second.stored.draft ?? emptyCouponDraft)).toEqual([5]);
  });
});
