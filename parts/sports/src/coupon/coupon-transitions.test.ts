import { couponTypeIds } from '@parlay/domain';
import { describe, expect, it } from 'vitest';
import { couponBet as bet } from '../testing/coupon-bets.ts';
import { typesFor } from './coupon-fit.ts';
import { type CouponBet, type CouponState, emptyCoupon } from './coupon-state.ts';
import { readCoupon, writeCoupon } from './coupon-storage.ts';
import {
  cancelOneClick,
  clearBets,
  confirmOneClick,
  placed,
  removeBet,
  requestOneClick,
  setAccount,
  setBlock,
  setSystemValue,
  setType,
  setVipBet,
  toggleBanker,
  toggleBet,
} from './coupon-transitions.ts';
import { classifyBet, coefChanges, dependentBetIds } from './coupon-view.ts';

function couponOf(...bets: CouponBet[]): CouponState {
  return bets.reduce((state, next, index) => toggleBet(state, next, 1000 + index), emptyCoupon);
}

describe('adding and removing selections', () => {
  it('adds a selection, takes it out on a second press, and remembers when each came', () => {
    const one = toggleBet(emptyCoupon, bet(1), 1000);
    expect(one.bets.map((b) => b.id)).toEqual([1]);
    expect(one.addedAtByBetId).toEqual({ 1: 1000 });
    const none = toggleBet(one, bet(1), 2000);
    expect(none.bets).toEqual([]);
    expect(none.addedAtByBetId).toEqual({});
  });

  it('makes one bet a single and two an express, and falls back when the type no longer fits', () => {
    expect(couponOf(bet(1)).typeId).toBe(couponTypeIds.single);
    expect(couponOf(bet(1), bet(2)).typeId).toBe(couponTypeIds.express);
    const system = setType(couponOf(bet(1), bet(2), bet(3)), couponTypeIds.system);
    expect(system.typeId).toBe(couponTypeIds.system);
    expect(removeBet(system, 3).typeId).toBe(couponTypeIds.express);
    expect(removeBet(removeBet(system, 3), 2).typeId).toBe(couponTypeIds.single);
  });

  it('marks a deleted bonus bet as deleted by hand, and forgets it when the player adds it again', () => {
    const state = couponOf(bet(1, { isBonus: true }), bet(2));
    const deleted = removeBet(state, 1);
    expect(deleted.manuallyDeletedBetIds).toEqual([1]);
    expect(removeBet(state, 2).manuallyDeletedBetIds).toEqual([]);
    expect(toggleBet(deleted, bet(1, { isBonus: true }), 5).manuallyDeletedBetIds).toEqual([]);
  });

  it('keeps the account, amount and settings when emptied', () => {
    const state = { ...couponOf(bet(1), bet(2)), accountId: 7, amount: '25' };
    const empty = clearBets(state);
    expect(empty.bets).toEqual([]);
    expect([empty.accountId, empty.amount, empty.settings]).toEqual([7, '25', state.settings]);
  });
});

describe('coupon types', () => {
  it('offers only the types the rules take for the number of bets', () => {
    expect(typesFor([])).toEqual([]);
    expect(typesFor([bet(1)])).toEqual([couponTypeIds.single, couponTypeIds.manySingles]);
    const two = typesFor([bet(1), bet(2)]);
    expect(two).toContain(couponTypeIds.express);
    expect(two).not.toContain(couponTypeIds.system);
    expect(two).not.toContain(couponTypeIds.single);
    const three = typesFor([bet(1), bet(2), bet(3)]);
    expect(three).toEqual(
      expect.arrayContaining([couponTypeIds.system, couponTypeIds.patent, couponTypeIds.lucky]),
    );
  });

  it('refuses a type that does not fit, keeping the one chosen', () => {
    const two = couponOf(bet(1), bet(2));
    expect(setType(two, couponTypeIds.system)).toBe(two);
  });
});

describe('system value and bankers', () => {
  const four = setType(couponOf(bet(1), bet(2), bet(3), bet(4)), couponTypeIds.system);

  it('keeps k at least 2 and below the number of choices', () => {
    expect(four.systemValue).toBe(2);
    expect(setSystemValue(four, 3).systemValue).toBe(3);
    expect(setSystemValue(four, 1)).toBe(four);
    expect(setSystemValue(four, 4)).toBe(four);
  });

  it('takes a banker out of the choices, lowering k when it no longer fits', () => {
    const threeOfFour = setSystemValue(four, 3);
    const withBanker = toggleBanker(threeOfFour, 1);
    expect(withBanker.bets.find((b) => b.id === 1)?.banker).toBe(true);
    expect(withBanker.isActiveSystemBanker).toBe(true);
    expect(withBanker.systemValue).toBe(2);
    // A second banker would leave two choices: refused.
    expect(toggleBanker(withBanker, 2)).toBe(withBanker);
  });

  it('never makes a banker of a bet that may not be one, nor in an express', () => {
    const state = setType(
      couponOf(bet(1, { isDisabledBanker: true }), bet(2), bet(3), bet(4)),
      couponTypeIds.system,
    );
    expect(toggleBanker(state, 1).bets[0]?.banker).toBe(false);
    const express = couponOf(bet(1), bet(2));
    expect(toggleBanker(express, 1)).toBe(express);
  });
});

describe('blocks', () => {
  it('groups bets in a conditional coupon’s blocks', () => {
    const conditional = setType(couponOf(bet(1), bet(2), bet(3)), couponTypeIds.conditional);
    expect(conditional.typeId).toBe(couponTypeIds.conditional);
    const grouped = setBlock(setBlock(conditional, 2, 1), 1, 1);
    expect(grouped.bets.map((b) => b.blockId)).toEqual([1, 1, 0]);
    expect(grouped.typeId).toBe(couponTypeIds.conditional);
    expect(setBlock(conditional, 1, -1)).toBe(conditional);
  });
});

describe('one-click betting', () => {
  it('turns on at once with an empty coupon', () => {
    expect(requestOneClick(emptyCoupon, true).settings.isActiveOneClick).toBe(true);
  });

  it('asks first with bets in the coupon, and empties it only once confirmed', () => {
    const state = couponOf(bet(1), bet(2));
    const asking = requestOneClick(state, true);
    expect(asking.isOneClickConfirmPending).toBe(true);
    expect(asking.settings.isActiveOneClick).toBe(false);
    expect(asking.bets).toHaveLength(2);
    expect(cancelOneClick(asking).bets).toHaveLength(2);
    const confirmed = confirmOneClick(asking);
    expect(confirmed.bets).toEqual([]);
    expect(confirmed.settings.isActiveOneClick).toBe(true);
    expect(confirmed.isOneClickConfirmPending).toBe(false);
    expect(confirmOneClick(state)).toBe(state);
  });
});

describe('accounts', () => {
  it('sets the prepaid amount to 0 when the account changes, not otherwise', () => {
    const state = { ...emptyCoupon, accountId: 1, prepaidAmount: '40' };
    expect(setAccount(state, 2)).toMatchObject({ accountId: 2, prepaidAmount: '0' });
    expect(setAccount(state, 1)).toBe(state);
  });
});

describe('dependent selections', () => {
  it('marks two outcomes of one game in an accumulator, not in singles', () => {
    const state = couponOf(bet(1, { gameId: 9 }), bet(2, { gameId: 9 }), bet(3));
    expect(state.typeId).toBe(couponTypeIds.express);
    expect([...dependentBetIds(state)].sort()).toEqual([1, 2]);
    expect([...dependentBetIds(setType(state, couponTypeIds.manySingles))]).toEqual([]);
  });
});

describe('bet classification (seed 001 §4)', () => {
  const now = { coef: 2, blocked: false, inPlay: false, finished: false };
  const none = new Map<number, string[]>();

  it('is live when in play or on a live market, unless finished', () => {
    expect(classifyBet(bet(1), { ...now, inPlay: true }, new Set(), none).live).toBe(true);
    expect(classifyBet(bet(1, { isLive: true }), now, new Set(), none).live).toBe(true);
    expect(classifyBet(bet(1, { isLive: true }), { ...now, finished: true }, new Set(), none)).toMatchObject({
      live: false,
      finished: true,
      locked: true,
    });
    expect(classifyBet(bet(1), now, new Set(), none).live).toBe(false);
  });

  it('is locked when blocked, dependent, or refused by the placement rules', () => {
    expect(classifyBet(bet(1), now, new Set(), none).locked).toBe(false);
    expect(classifyBet(bet(1), { ...now, blocked: true }, new Set(), none).locked).toBe(true);
    expect(classifyBet(bet(1), now, new Set([1]), none).locked).toBe(true);
    expect(classifyBet(bet(1), now, new Set(), new Map([[1, ['banned_express']]])).locked).toBe(true);
  });
});

describe('moved odds under changeCoefAction', () => {
  const bets = [bet(1, { coef: 2 }), bet(2, { coef: 3 }), bet(3, { coef: 1.5 })];
  const nowCoefs = new Map([
    [1, 2.2],
    [2, 2.8],
    [3, 1.5],
  ]);
  const silently = (action: 0 | 1 | 2) =>
    coefChanges(bets, (b) => nowCoefs.get(b.id) ?? null, action).map((change) => [
      change.id,
      change.takenSilently,
    ]);

  it('asks for every move (0), takes any (1), takes rises only (2)', () => {
    expect(silently(0)).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(silently(1)).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(silently(2)).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});

describe('placement', () => {
  it('asks for a vip bet until the coupon is placed or emptied', () => {
    const asked = setVipBet(couponOf(bet(1), bet(2)), true);
    expect(asked.isActiveVipBet).toBe(true);
    expect(setVipBet(asked, true)).toBe(asked);
    expect(setVipBet(asked, false).isActiveVipBet).toBe(false);
    expect(clearBets(asked).isActiveVipBet).toBe(false);
    const deadline = '2030-03-01T09:30:00.000Z';
    const after = placed(asked, [
      { id: 32, amount: '2000000', currency: 'RUB', coef: '4.000', approvalDeadline: deadline },
    ]);
    expect(after.isActiveVipBet).toBe(false);
    expect(after.successCoupon?.approvalDeadline).toBe(deadline);
  });

  it('shows the coupon placed and empties the coupon', () => {
    const state = couponOf(bet(1), bet(2));
    const after = placed(state, [
      { id: 31, amount: '10', currency: 'USD', coef: '4.000', approvalDeadline: null },
    ]);
    expect(after.bets).toEqual([]);
    expect(after.successCoupon?.id).toBe(31);
  });
});

describe('remembering the coupon', () => {
  it('has the seed’s defaults: accept increases, one-click amount 0', () => {
    expect(emptyCoupon.settings.changeCoefAction).toBe(2);
    expect(emptyCoupon.settings.oneClickAmount).toBe('0');
  });

  it('reads back what it wrote, without the outcome of a placement', () => {
    const state = {
      ...couponOf(bet(1), bet(2)),
      amount: '15',
      successCoupon: { id: 1, amount: '1', currency: 'USD', coef: '2.000', approvalDeadline: null },
    };
    const read = readCoupon(writeCoupon(state));
    expect(read.bets).toEqual(state.bets);
    expect(read.amount).toBe('15');
    expect(read.successCoupon).toBeNull();
  });

  it('falls back to the defaults for anything unreadable', () => {
    expect(readCoupon('{not json')).toEqual(emptyCoupon);
    expect(readCoupon('[1]')).toEqual(emptyCoupon);
    expect(readCoupon('{"bets":[{"x":1}]}').bets).toEqual([]);
    const odd = readCoupon('{"typeId":42,"settings":{"changeCoefAction":9},"amount":5}');
    expect([odd.typeId, odd.settings.changeCoefAction, odd.amount]).toEqual([0, 2, '']);
  });
});
