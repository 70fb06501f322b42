import { type SportsPlace, type SportsSection, sportsHref } from '@parlay/contract/sports-paths';
import type { Translator } from '@parlay/i18n';
import type { ReactNode } from 'react';
import { OddsFormatSelect } from '../components/odds-format-select.tsx';
import styles from '../sports.module.css';

interface SportsFrameProps {
  title: string;
  language: string;
  i18n: Translator;
  /** The section tabs' place (line ↔ live keep the special page); none: no tabs. */
  place?: Pick<SportsPlace, 'section' | 'pageType'>;
  aside?: ReactNode;
  children: ReactNode;
}

/** A sports page: its heading, the line/live tabs and the odds setting, the menu beside the content. */
export function SportsFrame({ title, language, i18n, place, aside, children }: SportsFrameProps) {
  const { t } = i18n;
  const tab = (section: SportsSection) => (
    <li key={section}>
      <a
        href={sportsHref(language, { section, ...(place?.pageType ? { pageType: place.pageType } : {}) })}
        aria-current={place?.section === section ? 'page' : undefined}
      >
        {t(`sports_${section}`)}
      </a>
    </li>
  );
  return (
    <div className={styles.frame} data-has-aside={aside ? true : undefined}>
      {aside && <aside className={styles.aside}>{aside}</aside>}
      <div className={styles.content}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.toolbar}>
            {place && (
              <nav aria-label={t('sports_sections_label')}>
                <ul className={styles.tabs}>{(['line', 'live'] as const).map(tab)}</ul>
              </nav>
            )}
            <OddsFormatSelect i18n={i18n} />
          </div>
        </header>
        {children}
      </div>
    </div>
  );
}
