import { sportsHref } from '@parlay/contract/sports-paths';
import { CyberNav } from '../components/cyber-nav.tsx';
import { GameBoard } from '../components/game-board.tsx';
import { groupBy } from '../group-by.ts';
import styles from '../sports.module.css';
import type { PageProps } from '../sports-view.ts';
import { cyberTitle } from './cyber-title.ts';
import { SportsFrame } from './sports-frame.tsx';

/** The cyber tree's own pages: its disciplines, their championships, or the dashboard of games. */
export function CyberPage({ view, language, i18n, readAt }: PageProps<'cyber'>) {
  const { t } = i18n;
  const { section } = view.place;
  const cyber = { section, pageType: 'cyber' } as const;
  const disciplineName = new Map(view.disciplines.map((sport) => [sport.id, sport.name]));
  const content = () => {
    switch (view.page) {
      case 'disciplines':
        return view.disciplines.length === 0 ? (
          <p className={styles.empty}>{t('sports_no_games')}</p>
        ) : (
          <ul className={styles.cyberGrid}>
            {view.disciplines.map((sport) => (
              <li key={sport.id}>
                <a href={sportsHref(language, { ...cyber, sport: sport.slug })}>
                  <span>{sport.name}</span>
                  <span className={styles.count}>{sport.gameCount}</span>
                </a>
              </li>
            ))}
          </ul>
        );
      case 'champs': {
        const bySport = groupBy(view.championships, (champ) => champ.sportId);
        return bySport.size === 0 ? (
          <p className={styles.empty}>{t('sports_no_games')}</p>
        ) : (
          [...bySport].map(([sportId, champs]) => (
            <section key={sportId} className={styles.champ} aria-labelledby={`cyber-sport-${sportId}`}>
              <h2 id={`cyber-sport-${sportId}`} className={styles.champTitle}>
                {disciplineName.get(sportId) ?? champs[0]!.sportSlug}
              </h2>
              <ul className={styles.cyberGrid}>
                {champs.map((champ) => (
                  <li key={champ.id}>
                    <a href={sportsHref(language, { ...cyber, sport: champ.sportSlug, champ })}>
                      <span>{champ.name}</span>
                      <span className={styles.count}>{champ.gameCount}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))
        );
      }
      case 'dashboard':
        return (
          <>
            <GameBoard
              id="cyber-live"
              title={t('sports_in_play')}
              games={view.live}
              place={{ section: 'live', pageType: 'cyber' }}
              emptyText={t('sports_no_live_games')}
              more={{
                href: sportsHref(language, { section: 'live', pageType: 'cyber', cyberView: 'all' }),
                text: t('sports_all_live'),
              }}
              language={language}
              i18n={i18n}
              readAt={readAt}
            />
            <GameBoard
              id="cyber-line"
              title={t('sports_coming_up')}
              games={view.upcoming}
              place={{ section: 'line', pageType: 'cyber' }}
              emptyText={t('sports_no_games')}
              more={{
                href: sportsHref(language, { section: 'line', pageType: 'cyber', cyberView: 'all' }),
                text: t('sports_all_line'),
              }}
              language={language}
              i18n={i18n}
              readAt={readAt}
            />
          </>
        );
    }
  };
  return (
    <SportsFrame title={cyberTitle(view, t)} language={language} i18n={i18n} place={cyber}>
      <CyberNav section={section} current={view.page} language={language} i18n={i18n} />
      {content()}
    </SportsFrame>
  );
}
