import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['Ab1!', 'weak'],
    ['aaaaaaaaaaaa', 'weak'],
    ['12345678', 'weak'],
    ['abcdefghij', 'weak'],
    ['lowercaseonly', 'fair'],
    ['Summer2026', 'fair'],
    ['Summer2026!', 'strong'],
    ['correct horse battery staple', 'strong'],
  ] as const)('rates %j as %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});

describe('password length limits', () => {
  it('are the contract’s rule for new passwords', async () => {
    const { newPasswordSchema } = await import('@parlay/contract');
    const { maxPasswordLength, minPasswordLength } = await import('./password-strength.ts');
    expect(newPasswordSchema.safeParse('a'.repeat(minPasswordLength - 1)).success).toBe(false);
    expect(newPasswordSchema.safeParse('a'.repeat(minPasswordLength)).success).toBe(true);
    expect(newPasswordSchema.safeParse('a'.repeat(maxPasswordLength)).success).toBe(true);
    expect(newPasswordSchema.safeParse('a'.repeat(maxPasswordLength + 1)).success).toBe(false);
  });
});
