import { describe, expect, it } from 'vitest';
import { protectionLevelOf, protectionStatusOf } from './protection-level.ts';

const none = {
  isChangedPassword: false,
  twoFactorAuth: false,
  phoneBinding: false,
  securityQuestion: false,
  emailAuth: false,
};

describe('protection level', () => {
  it('adds up the methods on: none 0, all 100', () => {
    expect(protectionLevelOf(none)).toBe(0);
    expect(protectionLevelOf({ ...none, twoFactorAuth: true, phoneBinding: true })).toBe(50);
    expect(
      protectionLevelOf({
        isChangedPassword: true,
        twoFactorAuth: true,
        phoneBinding: true,
        securityQuestion: true,
        emailAuth: true,
      }),
    ).toBe(100);
  });

  it('reads as bad at or below 30, normal 31-69, good 70-99, full at 100', () => {
    expect([0, 30, 31, 69, 70, 99, 100].map(protectionStatusOf)).toEqual([
      'bad',
      'bad',
      'normal',
      'normal',
      'good',
      'good',
      'full',
    ]);
  });
});
