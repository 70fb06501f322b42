import { describe, expect, it } from 'vitest';
import {
  betStatusOf,
  combineHalves,
  legResultOf,
  outcomeDeadHeat,
  outcomeHalfLost,
  outcomeHalfWon,
  outcomeLost,
  outcomeRefunded,
  outcomeWon,
  unitReturn,
} from './outcome-result.ts';

describe('outcome results', () => {
  it('map to the bet statuses of the specification', () => {
    expect(betStatusOf(outcomeLost)).toBe(0);
    expect(betStatusOf(outcomeWon)).toBe(1);
    expect(betStatusOf(outcomeRefunded)).toBe(2);
    expect(betStatusOf(outcomeHalfWon)).toBe(4);
    expect(betStatusOf(outcomeHalfLost)).toBe(5);
    expect(betStatusOf(outcomeDeadHeat(2))).toBe(6);
    expect(betStatusOf(outcomeDeadHeat(3))).toBeUndefined();
  });

  it('read as a coupon leg: a status, and a dead heat without one as a win shared by the number tied', () => {
    expect(legResultOf(outcomeHalfWon)).toEqual({ statusId: 4 });
    expect(legResultOf(outcomeDeadHeat(2))).toEqual({ statusId: 6 });
    expect(legResultOf(outcomeDeadHeat(3))).toEqual({ statusId: 1, deadHeatTies: 3 });
    expect(legResultOf(outcomeDeadHeat(7))).toEqual({ statusId: 1, deadHeatTies: 7 });
  });

  it('return per unit staked as BET-TYPES.md leg factors say', () => {
    expect(unitReturn(outcomeWon, 1.85)).toBeCloseTo(1.85, 12);
    expect(unitReturn(outcomeLost, 1.85)).toBe(0);
    expect(unitReturn(outcomeRefunded, 1.85)).toBe(1);
    // S2 of BET-TYPES.md: 50 at 1.90, half win → 72.50.
    expect(50 * unitReturn(outcomeHalfWon, 1.9)).toBeCloseTo(72.5, 9);
    expect(unitReturn(outcomeHalfLost, 1.9)).toBe(0.5);
    expect(unitReturn(outcomeDeadHeat(2), 3)).toBe(1.5);
  });

  it('combine the halves of a split stake', () => {
    expect(combineHalves(outcomeWon, outcomeWon)).toBe(outcomeWon);
    expect(combineHalves(outcomeRefunded, outcomeWon)).toBe(outcomeHalfWon);
    expect(combineHalves(outcomeLost, outcomeRefunded)).toBe(outcomeHalfLost);
    expect(combineHalves(outcomeLost, outcomeLost)).toBe(outcomeLost);
    expect(unitReturn(combineHalves(outcomeWon, outcomeLost), 2)).toBe(1);
  });
});
