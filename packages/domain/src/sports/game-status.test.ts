import { describe, expect, it } from 'vitest';
import {
  gameStatusIdList,
  gameStatusIds,
  isGameFinished,
  isGameInPlay,
  isLiveBet,
  isLockedBet,
} from './game-status.ts';

describe('bet classification (seed 001 §4)', () => {
  const prematch = { finished: false, status: gameStatusIds.notStarted, isLive: false };

  it('is live with game time, live-in-live, status 2 or 3, or a live market, unless finished', () => {
    expect(isLiveBet(prematch)).toBe(false);
    expect(isLiveBet({ ...prematch, gameTime: 0 })).toBe(true);
    expect(isLiveBet({ ...prematch, isLiveInLive: true })).toBe(true);
    expect(isLiveBet({ ...prematch, status: gameStatusIds.inPlay })).toBe(true);
    expect(isLiveBet({ ...prematch, status: gameStatusIds.interrupted })).toBe(true);
    expect(isLiveBet({ ...prematch, isLive: true })).toBe(true);
    expect(isLiveBet({ ...prematch, isLive: true, finished: true })).toBe(false);
    expect(isLiveBet({ ...prematch, isLive: true, status: gameStatusIds.ended })).toBe(false);
  });

  it('lists every status id once', () => {
    expect([...gameStatusIdList].sort()).toEqual(Object.values(gameStatusIds).sort());
  });

  it('is finished by the flag or status 4', () => {
    expect(isGameFinished({ finished: true, status: gameStatusIds.inPlay })).toBe(true);
    expect(isGameFinished({ finished: false, status: gameStatusIds.ended })).toBe(true);
    expect(isGameFinished({ finished: false, status: gameStatusIds.cancelled })).toBe(false);
  });

  it('is locked when blocked, dependent or banned from express', () => {
    const open = { isBlocked: false, isDepend: false, isBannedExpress: false };
    expect(isLockedBet(open)).toBe(false);
    for (const flag of ['isBlocked', 'isDepend', 'isBannedExpress'] as const)
      expect(isLockedBet({ ...open, [flag]: true })).toBe(true);
  });
});

describe('isGameInPlay', () => {
  it('is true for a game in play or interrupted, false for every other status', () => {
    expect(gameStatusIdList.filter(isGameInPlay)).toEqual([gameStatusIds.inPlay, gameStatusIds.interrupted]);
  });
});
