import type { Translator } from '@parlay/i18n';
import { Button } from '@parlay/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import styles from '../office.module.css';
import own from './responsible.module.css';

interface TwoStepConfirmProps {
  /** The second step's heading id (unique on the page). */
  id: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
  i18n: Translator;
}

/**
 * The second of two confirmations of an action that cannot be undone (a timeout, a
 * self-exclusion): it takes the focus when it appears, so a keyboard or screen-reader user lands
 * on what they are about to confirm; "Go back" returns them to the first step.
 */
export function TwoStepConfirm({
  id,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onBack,
  i18n,
}: TwoStepConfirmProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={own.confirmBox} aria-labelledby={id}>
      <h3 id={id} ref={heading} tabIndex={-1} className={own.confirmTitle}>
        {title}
      </h3>
      {children}
      <p className={styles.actions}>
        <Button variant="danger" loading={busy} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          {i18n.t('office_rg_go_back')}
        </Button>
      </p>
    </section>
  );
}
