import { sportsHref } from '@parlay/contract/sports-paths';
import { GameBoard } from '../components/game-board.tsx';
import styles from '../sports.module.css';
import type { PageProps } from '../sports-view.ts';
import { SportsFrame } from './sports-frame.tsx';

/** A team's games in play and to come, each with its main market moving live; the linked-from section first. */
export function TeamPage({ view, language, i18n, readAt }: PageProps<'team'>) {
  const { t } = i18n;
  const { team } = view;
  const boards = {
    live: (
      <GameBoard
        key="live"
        id="team-live"
        title={t('sports_in_play')}
        games={view.live}
        place={{ section: 'live' }}
        emptyText={t('sports_no_live_games')}
        language={language}
        i18n={i18n}
        readAt={readAt}
      />
    ),
    line: (
      <GameBoard
        key="line"
        id="team-line"
        title={t('sports_coming_up')}
        games={view.line}
        place={{ section: 'line' }}
        emptyText={t('sports_no_games')}
        language={language}
        i18n={i18n}
        readAt={readAt}
      />
    ),
  };
  return (
    <SportsFrame title={team.name} language={language} i18n={i18n}>
      <p className={styles.subtitle}>
        <a href={sportsHref(language, { section: view.section, sport: team.sportSlug })}>{team.sportName}</a>
      </p>
      {view.section === 'live' ? [boards.live, boards.line] : [boards.line, boards.live]}
    </SportsFrame>
  );
}
