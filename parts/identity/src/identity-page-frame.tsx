import { type ReactNode, useEffect, useRef } from 'react';
import styles from './identity.module.css';

export type FrameTone = 'neutral' | 'success' | 'warning' | 'error';

interface IdentityPageFrameProps {
  title: string;
  tone?: FrameTone;
  children: ReactNode;
}

/**
 * The card every identity page shows: one heading, its text and actions. When the outcome changes
 * the heading (checked, saved, expired…), focus moves to it, so a screen reader reads the new
 * state from its start and keyboard users continue from there.
 */
export function IdentityPageFrame({ title, tone = 'neutral', children }: IdentityPageFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby="identity-title">
      <div className={styles.card} data-tone={tone}>
        <h1 id="identity-title" ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
