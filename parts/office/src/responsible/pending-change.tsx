import type { Translator } from '@parlay/i18n';
import { Button, VisuallyHidden } from '@parlay/ui';
import { useEffect, useRef, useState } from 'react';
import styles from '../office.module.css';
import { clockText, isoDuration, remainingUntil } from './countdown.ts';
import type { LimitRow } from './limit-rows.ts';
import own from './responsible.module.css';

interface PendingChangeProps {
  pending: LimitRow;
  /** The new value as the page writes it, or null for a removal. */
  valueText: string | null;
  now: number;
  language: string;
  busy: boolean;
  onConfirm: () => void;
  onReject: () => void;
  i18n: Translator;
}

/**
 * A looser limit waiting for its cooling-off (RTS 12): what it will be, a live countdown to the
 * moment it may be confirmed, then "Confirm" (until its deadline, if it has one; only while the
 * service awaits the player's confirmation, `needApprove`) and "Cancel the change" at any time.
 * The clock ticks visibly; screen readers hear only that it has run out.
 */
export function PendingChange({
  pending,
  valueText,
  now,
  language,
  busy,
  onConfirm,
  onReject,
  i18n,
}: PendingChangeProps) {
  const { t } = i18n;
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const from = pending.startedAt ?? now;
  const remaining = remainingUntil(from, now);
  const waiting = remaining.totalSeconds > 0;
  const [announced, setAnnounced] = useState('');
  const wasWaiting = useRef(waiting);
  useEffect(() => {
    if (wasWaiting.current && !waiting) setAnnounced(t('office_rg_pending_ready'));
    wasWaiting.current = waiting;
  }, [waiting, t]);

  return (
    <div className={own.pending}>
      <p>
        <strong>
          {valueText === null
            ? t('office_rg_pending_removal')
            : t('office_rg_pending_value', { value: valueText })}
        </strong>
      </p>
      {waiting ? (
        <p>
          {t('office_rg_pending_wait')}{' '}
          <time className={own.countdown} dateTime={isoDuration(remaining)}>
            {clockText(remaining)}
          </time>{' '}
          <span>({t('office_rg_pending_from', { date: dates.format(new Date(from)) })})</span>
        </p>
      ) : (
        pending.endsAt !== null && (
          <p>{t('office_rg_pending_until', { date: dates.format(new Date(pending.endsAt)) })}</p>
        )
      )}
      <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
      <p className={styles.actions}>
        {pending.needApprove && (
          <Button size="sm" disabled={waiting || busy} onClick={onConfirm}>
            {t('office_rg_confirm')}
          </Button>
        )}
        <Button size="sm" variant="secondary" disabled={busy} onClick={onReject}>
          {t('office_rg_reject')}
        </Button>
      </p>
    </div>
  );
}
