import { getUserConfig } from '@parlay/client';
import { routeHref } from '@parlay/contract/route-href';
import { mayWithdrawUnderBan } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Link } from '@parlay/ui';
import { useEffect, useState } from 'react';
import styles from './office.module.css';
import { ResultCard } from './result-card.tsx';

/**
 * The page a banned player is kept on (seed 001 §4 "Bans", the blocked layout): what happened, how
 * to appeal, and — when the ban allows it — the way to take their money out.
 */
export function RestrictedPage({ language, i18n }: { language: string; i18n: Translator }) {
  const { t } = i18n;
  const [mayWithdraw, setMayWithdraw] = useState(false);
  useEffect(() => {
    let live = true;
    getUserConfig().then(
      ({ result }) =>
        live &&
        setMayWithdraw(result.ban_level > 0 && mayWithdrawUnderBan(result.ban_level, result.ban_version)),
      (error: unknown) => console.error('[office] user config failed to load', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <ResultCard title={t('office_restricted_title')} tone="warning" busy={mayWithdraw === null}>
      <p>{t('office_restricted_text')}</p>
      <p>{t('office_restricted_appeal')}</p>
      {mayWithdraw && (
        <>
          <p>{t('office_restricted_withdraw_text')}</p>
          <p className={styles.actions}>
            <Link href={routeHref('office-deduce', language)} variant="standalone">
              {t('office_restricted_withdraw_link')}
            </Link>
          </p>
        </>
      )}
    </ResultCard>
  );
}
