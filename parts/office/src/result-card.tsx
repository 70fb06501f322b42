import { type ReactNode, useEffect, useRef } from 'react';
import styles from './office.module.css';

export type ResultTone = 'neutral' | 'success' | 'warning' | 'error';

/**
 * One card in the middle of the page, under its one heading (result pages, the restricted account,
 * a section not open yet). When the heading changes (a payment confirmed while the page is open),
 * focus moves to it, so a screen reader reads the new state from its start.
 */
export function ResultCard({
  title,
  tone = 'neutral',
  busy = false,
  children,
}: {
  title: string;
  tone?: ResultTone;
  /** Something of the card is still being read. */
  busy?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);
  return (
    <section className={styles.resultPage} aria-labelledby="office-result-title" aria-busy={busy}>
      <div className={styles.resultCard} data-tone={tone}>
        <h1 id="office-result-title" ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
