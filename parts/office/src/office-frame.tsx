import { routeHref } from '@parlay/contract/route-href';
import type { Translator } from '@parlay/i18n';
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './office.module.css';
import type { OfficePage } from './office-view.ts';

const officeLinks: readonly { page: OfficePage; key: string }[] = [
  { page: 'account', key: 'office_nav_account' },
  { page: 'recharge', key: 'office_nav_recharge' },
  { page: 'deduce', key: 'office_nav_deduce' },
  { page: 'history', key: 'office_nav_history' },
  { page: 'historypay', key: 'office_nav_historypay' },
  { page: 'responsible', key: 'office_nav_responsible' },
];

interface OfficeFrameProps {
  /** The page of the menu this one is (none for a section of the office not open yet). */
  current: OfficePage | null;
  title: string;
  language: string;
  i18n: Translator;
  children: ReactNode;
}

/**
 * An office page: the office menu (links the shell follows without a reload) and the page under its
 * one heading.
 */
export function OfficeFrame({ current, title, language, i18n, children }: OfficeFrameProps) {
  const { t } = i18n;
  return (
    <div className={styles.office}>
      <nav className={styles.nav} aria-label={t('office_nav_label')}>
        <ul>
          {officeLinks.map(({ page, key }) => (
            <li key={page}>
              <a
                href={routeHref(`office-${page}`, language)}
                aria-current={page === current ? 'page' : undefined}
              >
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.main} aria-labelledby="office-title">
        <h1 id="office-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

/** A boxed line of news on a page; `focus` brings a screen reader and the keyboard to it when it appears. */
export function Notice({
  tone,
  children,
  role,
  focus = false,
}: {
  tone: NoticeTone;
  children: ReactNode;
  role?: 'alert' | 'status';
  focus?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  return (
    <div ref={box} className={styles.notice} data-tone={tone} role={role} tabIndex={focus ? -1 : undefined}>
      {children}
    </div>
  );
}
