import { describe, expect, it } from 'vitest';
import {
  finalScoreMarketOf,
  formatSpecifier,
  marketRestrictions,
  marketTypeIds,
  outcomeParam,
  outcomeTypeIds,
  parseSpecifier,
  settleAgainstLine,
  settleFinalScoreOutcome,
  settleNextGoalOutcome,
  settleOutrightOutcome,
} from './market-catalogue.ts';
import {
  outcomeHalfLost,
  outcomeHalfWon,
  outcomeLost,
  outcomeRefunded,
  outcomeWon,
} from './outcome-result.ts';

const { over, under, handicapHome, handicapAway, home, draw, away } = outcomeTypeIds;

describe('settling on the final score', () => {
  it('settles totals on half, whole and quarter lines', () => {
    const total = (line: number) => ({ typeId: marketTypeIds.total, line }) as const;
    const twoGoals = { home: 1, away: 1 };
    expect(settleFinalScoreOutcome(total(2.5), over, twoGoals)).toBe(outcomeLost);
    expect(settleFinalScoreOutcome(total(2.5), under, twoGoals)).toBe(outcomeWon);
    expect(settleFinalScoreOutcome(total(2), over, twoGoals)).toBe(outcomeRefunded);
    expect(settleFinalScoreOutcome(total(2.25), over, twoGoals)).toBe(outcomeHalfLost);
    expect(settleFinalScoreOutcome(total(2.25), under, twoGoals)).toBe(outcomeHalfWon);
    expect(settleFinalScoreOutcome(total(1.75), over, twoGoals)).toBe(outcomeHalfWon);
  });

  it("settles handicaps on the home side's line, the away side taking the opposite", () => {
    const handicap = (line: number) => ({ typeId: marketTypeIds.handicap, line }) as const;
    const oneNil = { home: 1, away: 0 };
    expect(settleFinalScoreOutcome(handicap(-1), handicapHome, oneNil)).toBe(outcomeRefunded);
    expect(settleFinalScoreOutcome(handicap(-0.75), handicapHome, oneNil)).toBe(outcomeHalfWon);
    expect(settleFinalScoreOutcome(handicap(-0.75), handicapAway, oneNil)).toBe(outcomeHalfLost);
    expect(settleFinalScoreOutcome(handicap(-1.5), handicapHome, oneNil)).toBe(outcomeLost);
    expect(settleFinalScoreOutcome(handicap(0.5), handicapAway, { home: 0, away: 0 })).toBe(outcomeLost);
    expect(outcomeParam(handicap(-1.5), handicapAway)).toBe(1.5);
  });

  it('settles 1X2, and refunds a two-way winner of a level game', () => {
    expect(settleFinalScoreOutcome({ typeId: marketTypeIds.result }, draw, { home: 2, away: 2 })).toBe(
      outcomeWon,
    );
    expect(settleFinalScoreOutcome({ typeId: marketTypeIds.result }, away, { home: 2, away: 2 })).toBe(
      outcomeLost,
    );
    expect(settleFinalScoreOutcome({ typeId: marketTypeIds.winner }, home, { home: 1, away: 1 })).toBe(
      outcomeRefunded,
    );
  });

  it('refuses lines off the quarter grid and outcomes of other markets', () => {
    expect(() => settleAgainstLine(2, 2.1)).toThrow(RangeError);
    expect(() =>
      settleFinalScoreOutcome({ typeId: marketTypeIds.result }, over, { home: 0, away: 0 }),
    ).toThrow(RangeError);
  });
});

describe('settling on events', () => {
  it('settles the next goal on who scored it', () => {
    expect(settleNextGoalOutcome(outcomeTypeIds.nextGoalAway, 'away')).toBe(outcomeWon);
    expect(settleNextGoalOutcome(outcomeTypeIds.noNextGoal, 'home')).toBe(outcomeLost);
  });

  it('settles an outright with a dead heat when the first place is shared', () => {
    expect(settleOutrightOutcome('a', ['a'])).toBe(outcomeWon);
    expect(settleOutrightOutcome('a', ['a', 'b']).deadHeatFactor).toBe(0.5);
    expect(settleOutrightOutcome('c', ['a', 'b'])).toBe(outcomeLost);
  });
});

describe('specifiers', () => {
  it('write canonically and read back', () => {
    expect(formatSpecifier({ total: 2.5 })).toBe('total=2.5');
    expect(formatSpecifier({ hcp: -0.75, goalnr: 2 })).toBe('goalnr=2|hcp=-0.75');
    expect(parseSpecifier('goalnr=2|hcp=-0.75')).toEqual({ goalnr: '2', hcp: '-0.75' });
    expect(parseSpecifier('')).toEqual({});
  });

  it('name final-score markets, refusing lines off the grid', () => {
    expect(finalScoreMarketOf(marketTypeIds.total, 'total=2.5')).toEqual({
      typeId: marketTypeIds.total,
      line: 2.5,
    });
    expect(finalScoreMarketOf(marketTypeIds.handicap, 'hcp=-1')).toEqual({
      typeId: marketTypeIds.handicap,
      line: -1,
    });
    expect(finalScoreMarketOf(marketTypeIds.total, 'total=2.1')).toBeUndefined();
    expect(finalScoreMarketOf(marketTypeIds.total, '')).toBeUndefined();
    expect(finalScoreMarketOf(marketTypeIds.nextGoal, 'goalnr=1')).toBeUndefined();
  });

  it('single-only next goal, no banker on a long-term bet', () => {
    expect(marketRestrictions(marketTypeIds.nextGoal, 2)).toEqual({
      isBannedExpress: true,
      isDisabledBanker: false,
    });
    expect(marketRestrictions(marketTypeIds.outright, 7)).toEqual({
      isBannedExpress: false,
      isDisabledBanker: true,
    });
  });
});
