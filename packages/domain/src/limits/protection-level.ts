/** The protection methods of the user config (seed 001 §3), each on or off. */
export interface ProtectionMethods {
  readonly isChangedPassword: boolean;
  readonly twoFactorAuth: boolean;
  readonly phoneBinding: boolean;
  readonly securityQuestion: boolean;
  readonly emailAuth: boolean;
}

/**
 * Protection level 0-100: what each method on adds — a changed password 20, two-step sign-in 30
 * (the strongest), a bound phone 20, a security question 10, email sign-in confirmation 20.
 */
export function protectionLevelOf(methods: ProtectionMethods): number {
  return (
    (methods.isChangedPassword ? 20 : 0) +
    (methods.twoFactorAuth ? 30 : 0) +
    (methods.phoneBinding ? 20 : 0) +
    (methods.securityQuestion ? 10 : 0) +
    (methods.emailAuth ? 20 : 0)
  );
}

export type ProtectionStatus = 'bad' | 'normal' | 'good' | 'full';

/** The thresholds of seed 001 §4 and §9: at or below 30 bad, 31-69 normal, 70-99 good, 100 full. */
export function protectionStatusOf(level: number): ProtectionStatus {
  if (level <= 30) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}
