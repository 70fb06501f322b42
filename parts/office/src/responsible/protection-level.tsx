import { getUserConfig } from '@parlay/client';
import { protectionStatusOf } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { useEffect, useState } from 'react';
import styles from '../office.module.css';
import own from './responsible.module.css';

/**
 * The account's protection level (user config `protection_level`, 0-100, computed by the server
 * from the protection methods the player has on) and its band: bad, normal, good or full. Nothing
 * is shown while it is unknown (not loaded, or null for an account without one).
 */
export function ProtectionLevel({ i18n }: { i18n: Translator }) {
  const { t } = i18n;
  const [level, setLevel] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    getUserConfig().then(
      (answer) => live && setLevel(answer.result.protection_level),
      // The level is a hint beside the limits: a failed read leaves it out rather than the page.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (level === null) return null;
  const status = protectionStatusOf(level);
  return (
    <section className={own.protection} aria-labelledby="protection-title" data-status={status}>
      <h2 id="protection-title" className={styles.subtitle}>
        {t('office_protection_title')}
      </h2>
      <p className={own.protectionLine}>
        <meter
          className={own.protectionMeter}
          min={0}
          max={100}
          low={31}
          high={70}
          optimum={100}
          value={level}
        >
          {level}
        </meter>
        <span>{t('office_protection_value', { level, status: t(`office_protection_${status}`) })}</span>
      </p>
      <p className={styles.muted}>{t('office_protection_hint')}</p>
    </section>
  );
}
