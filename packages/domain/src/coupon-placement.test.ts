import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountLimitProblem,
  defaultStakeLimits,
  isCoefChangeAcceptable,
  type PlacementBet,
  placementProblems,
} from './coupon-placement.ts';
import { moneyFromDecimal } from './money.ts';
import type { Odds } from './odds.ts';

const bet = (selectionId: number, gameId: number, overrides: Partial<PlacementBet> = {}): PlacementBet => ({
  selectionId,
  gameId,
  banker: false,
  blockId: undefined,
  isBannedExpress: false,
  isDisabledBanker: false,
  ...overrides,
});

describe('placementProblems', () => {
  it('finds nothing wrong with an express of different games', () => {
    expect(placementProblems(1, [bet(1, 10), bet(2, 11), bet(3, 12)])).toEqual([]);
  });

  it('names the second of a selection given twice', () => {
    expect(placementProblems(1, [bet(1, 10), bet(1, 10)])).toEqual([
      { field: 'bets.1.id', reason: 'duplicate_bet' },
    ]);
  });

  it('refuses two outcomes of one game in an accumulator, but not in many singles or a chain', () => {
    expect(placementProblems(2, [bet(1, 10), bet(2, 11), bet(3, 10)])).toEqual([
      { field: 'bets.2.id', reason: 'dependent_bets' },
    ]);
    expect(placementProblems(9, [bet(1, 10), bet(2, 10)])).toEqual([]);
    expect(placementProblems(3, [bet(1, 10), bet(2, 10)])).toEqual([]);
  });

  it('allows one game in two blocks of a conditional coupon, not twice in one block', () => {
    expect(placementProblems(5, [bet(1, 10, { blockId: 0 }), bet(2, 10, { blockId: 1 })])).toEqual([]);
    expect(placementProblems(5, [bet(1, 10, { blockId: 1 }), bet(2, 10, { blockId: 1 })])).toEqual([
      { field: 'bets.1.id', reason: 'dependent_bets' },
    ]);
  });

  it('keeps a selection banned from express to singles, and bankers to systems on selections that allow them', () => {
    expect(placementProblems(0, [bet(1, 10, { isBannedExpress: true })])).toEqual([]);
    expect(placementProblems(1, [bet(1, 10, { isBannedExpress: true }), bet(2, 11)])).toEqual([
      { field: 'bets.0.id', reason: 'banned_express' },
    ]);
    expect(placementProblems(1, [bet(1, 10, { banker: true }), bet(2, 11)])).toEqual([
      { field: 'bets.0.banker', reason: 'banker_not_allowed' },
    ]);
    expect(placementProblems(2, [bet(1, 10, { banker: true, isDisabledBanker: true })])).toEqual([
      { field: 'bets.0.banker', reason: 'banker_disabled' },
    ]);
  });

  it('refuses more bets than the maximum', () => {
    const bets = Array.from({ length: 4 }, (_, index) => bet(index + 1, index + 100));
    expect(placementProblems(9, bets, 3)).toEqual([{ field: 'bets', reason: 'too_many_bets' }]);
  });
});

describe('isCoefChangeAcceptable', () => {
  const odds = fc.integer({ min: 1001, max: 1_000_000 }).map((value) => value as Odds);

  it('takes an unchanged price under every option', () => {
    fc.assert(
      fc.property(odds, fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>, (price, action) => {
        expect(isCoefChangeAcceptable(action, price, price)).toBe(true);
      }),
    );
  });

  it('takes any change under 1, a rise only under 2, nothing under 0', () => {
    fc.assert(
      fc.property(odds, odds, (seen, current) => {
        fc.pre(seen !== current);
        expect(isCoefChangeAcceptable(1, seen, current)).toBe(true);
        expect(isCoefChangeAcceptable(2, seen, current)).toBe(current > seen);
        expect(isCoefChangeAcceptable(0, seen, current)).toBe(false);
      }),
    );
  });
});

describe('amountLimitProblem', () => {
  const rules = { typesWithMinAmount: [0, 1, 2], typesWithMaxAmount: [0, 1] };
  const limits = defaultStakeLimits('RUB');

  it('derives RUB 10 to 1 000 000 from the RUB amount step of 100', () => {
    expect(limits).toEqual({ min: moneyFromDecimal('10', 'RUB'), max: moneyFromDecimal('1000000', 'RUB') });
  });

  it('applies the minimum and maximum only to the types that have them, and no maximum to a bonus account', () => {
    const small = moneyFromDecimal('9.99', 'RUB');
    const large = moneyFromDecimal('1000000.01', 'RUB');
    expect(amountLimitProblem(small, 0, limits, rules, false)).toBe('below_minimum');
    expect(amountLimitProblem(small, 7, limits, rules, false)).toBeUndefined();
    expect(amountLimitProblem(large, 1, limits, rules, false)).toBe('above_maximum');
    expect(amountLimitProblem(large, 2, limits, rules, false)).toBeUndefined();
    expect(amountLimitProblem(large, 1, limits, rules, true)).toBeUndefined();
    expect(amountLimitProblem(moneyFromDecimal('10', 'RUB'), 0, limits, rules, false)).toBeUndefined();
  });
});
