import { sportsHref } from '@parlay/contract/sports-paths';
import { type CyberView, cyberViews, type SportsSection } from '@parlay/contract/sports-segments';
import type { Translator } from '@parlay/i18n';
import styles from '../sports.module.css';

/** The cyber tree's own pages as tabs: disciplines, all games, championships, dashboard. */
export function CyberNav({
  section,
  current,
  language,
  i18n,
}: {
  section: SportsSection;
  current: CyberView | undefined;
  language: string;
  i18n: Translator;
}) {
  const { t } = i18n;
  return (
    <nav aria-label={t('sports_cyber_label')}>
      <ul className={styles.tabs}>
        {cyberViews.map((cyberView) => (
          <li key={cyberView}>
            <a
              href={sportsHref(language, { section, pageType: 'cyber', cyberView })}
              aria-current={current === cyberView ? 'page' : undefined}
            >
              {t(`sports_cyber_${cyberView}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
