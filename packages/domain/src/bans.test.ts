import { describe, expect, it } from 'vitest';
import { mayWithdrawUnderBan, withdrawalBanLevel } from './bans.ts';

describe('bans', () => {
  it('allows withdrawal at level 53 under ban version 1 and at 45 under any other', () => {
    expect(withdrawalBanLevel(1)).toBe(53);
    expect(withdrawalBanLevel(0)).toBe(45);
    expect(withdrawalBanLevel(2)).toBe(45);
    expect(mayWithdrawUnderBan(53, 1)).toBe(true);
    expect(mayWithdrawUnderBan(45, 0)).toBe(true);
    expect(mayWithdrawUnderBan(45, 1)).toBe(false);
    expect(mayWithdrawUnderBan(53, 0)).toBe(false);
  });

  it('lets a player who is not banned withdraw', () => {
    expect(mayWithdrawUnderBan(0, 1)).toBe(true);
  });
});
