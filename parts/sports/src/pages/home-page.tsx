import { sportsHref } from '@parlay/contract/sports-paths';
import type { Translator } from '@parlay/i18n';
import { GameList } from '../components/game-list.tsx';
import styles from '../sports.module.css';
import type { SportsView } from '../sports-view.ts';

type HomeView = Extract<SportsView, { kind: 'home' }>;

/** The home page's sports: the top games in play and the top of the line, each with a link to all. */
export function HomePage({
  view,
  language,
  i18n,
  readAt,
}: {
  view: HomeView;
  language: string;
  i18n: Translator;
  readAt: number;
}) {
  const { t } = i18n;
  const block = (section: 'live' | 'line', games: HomeView['live']) => (
    <section className={styles.homeBlock} aria-labelledby={`home-top-${section}`}>
      <header className={styles.homeBlockHeader}>
        <h2 id={`home-top-${section}`}>{t(`sports_top_${section}`)}</h2>
        <a href={sportsHref(language, { section })}>{t(`sports_all_${section}`)}</a>
      </header>
      {games.length === 0 ? (
        <p className={styles.empty}>{t(section === 'live' ? 'sports_no_live_games' : 'sports_no_games')}</p>
      ) : (
        <GameList
          games={games}
          place={{ section }}
          language={language}
          i18n={i18n}
          readAt={readAt}
          groupByCountry={false}
          level={3}
        />
      )}
    </section>
  );
  return (
    <div className={styles.home}>
      <h1 className={styles.title}>{t('sports_home_title')}</h1>
      {block('live', view.live)}
      {block('line', view.line)}
    </div>
  );
}
