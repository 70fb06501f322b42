import type { Translator } from '@parlay/i18n';
import styles from './identity.module.css';
import { minPasswordLength, passwordStrength } from './password-strength.ts';

/** The rule and, once something is typed, how strong the password looks (a meter and its word). */
export function PasswordStrengthHint({ password, t }: { password: string; t: Translator['t'] }) {
  const rule = t('identity_reset_rule', { min: minPasswordLength });
  if (!password) return <>{rule}</>;
  const strength = passwordStrength(password);
  return (
    <>
      <span className={styles.strength} data-strength={strength}>
        <span className={styles.strengthBar} aria-hidden="true" />
        {t('identity_strength_label', { strength: t(`identity_strength_${strength}`) })}
      </span>{' '}
      {rule}
    </>
  );
}
