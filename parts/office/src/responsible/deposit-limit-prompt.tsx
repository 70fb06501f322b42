import { getLimits, getUserConfig } from '@parlay/client';
import { paths } from '@parlay/contract/paths';
import { limitKindOf } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { Button } from '@parlay/ui';
import { useEffect, useState } from 'react';
import styles from '../office.module.css';
import { Notice } from '../office-frame.tsx';

/**
 * On the deposit form: the way to the limits page, one click away, and — before a player's first
 * deposit, while they have no deposit limit — a prompt to set one (UKGC RTS 12A), which they may
 * dismiss. Neither read failing keeps the form from working: the prompt then stays a plain link.
 */
export function DepositLimitPrompt({ language, i18n }: { language: string; i18n: Translator }) {
  const { t } = i18n;
  const [prompt, setPrompt] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    let live = true;
    // The limits (a user token, then the limit service) are read only before a first deposit.
    const firstDepositWithoutLimit = async () => {
      if ((await getUserConfig()).result.has_deposit) return false;
      const mine = await getLimits();
      return !mine.limits.some(
        (limit) => limitKindOf[limit.limitType] === 'deposit' && limit.limitState !== 'INACTIVE',
      );
    };
    firstDepositWithoutLimit().then(
      (shown) => {
        if (live) setPrompt(shown);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const href = paths.responsibleGaming.getHref(language);
  if (prompt && !dismissed)
    return (
      <Notice tone="info">
        <p>
          <strong>{t('office_rg_prompt_title')}</strong>
        </p>
        <p>{t('office_rg_prompt_text')}</p>
        <p className={styles.actions}>
          <a href={href}>{t('office_rg_prompt_link')}</a>
          <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
            {t('office_rg_prompt_dismiss')}
          </Button>
        </p>
      </Notice>
    );
  return (
    <p className={styles.muted}>
      <a href={href}>{t('office_rg_limits_link')}</a>
    </p>
  );
}
