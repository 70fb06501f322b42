/** Length limits of a new password: newPasswordSchema of the contract (zod stays out of the browser; a test keeps them equal). */
export const minPasswordLength = 8;
export const maxPasswordLength = 128;

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A hint, not a rule: length counts most, then the mix of character kinds. A password below the
 * minimum length is always weak; one repeated character or a plain sequence never rates higher.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < minPasswordLength) return 'weak';
  if (/^(.)\1*$/.test(password) || isSequence(password)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  const score = kinds + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (score >= 4) return 'strong';
  if (score >= 2) return 'fair';
  return 'weak';
}

/** 12345678, abcdefgh, 87654321: each character one step from the previous. */
function isSequence(text: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < text.length; i++) steps.add(text.charCodeAt(i) - text.charCodeAt(i - 1));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}
