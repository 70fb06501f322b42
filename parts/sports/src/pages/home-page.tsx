import { sportsHref } from '@parlay/contract/sports-paths';
import type { Translator } from '@parlay/i18n';
import { GameBoard } from '../components/game-board.tsx';
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
  const board = (section: 'live' | 'line', games: HomeView['live']) => (
    <GameBoard
      id={`home-top-${section}`}
      title={t(`sports_top_${section}`)}
      games={games}
      place={{ section }}
      emptyText={t(section === 'live' ? 'sports_no_live_games' : 'sports_no_games')}
      more={{ href: sportsHref(language, { section }), text: t(`sports_all_${section}`) }}
      language={language}
      i18n={i18n}
      readAt={readAt}
    />
  );
  return (
    <div className={styles.home}>
      <h1 className={styles.title}>{t('sports_home_title')}</h1>
      {board('live', view.live)}
      {board('line', view.line)}
    </div>
  );
}
