import type { GameSummary } from '@parlay/contract';
import type { SportsPlace } from '@parlay/contract/sports-paths';
import type { Translator } from '@parlay/i18n';
import styles from '../sports.module.css';
import { GameList } from './game-list.tsx';

interface GameBoardProps {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  games: readonly GameSummary[];
  /** The board's place: its games' links keep its section and special page. */
  place: SportsPlace;
  /** Said when there is no game. */
  emptyText: string;
  /** A link to every game of the board's kind. */
  more?: { href: string; text: string };
  language: string;
  i18n: Translator;
  readAt: number;
}

/**
 * A titled block of games under their championships, with their main market moving live: the home
 * page's top live and top line, a team's games, the cyber dashboard.
 */
export function GameBoard({
  id,
  title,
  games,
  place,
  emptyText,
  more,
  language,
  i18n,
  readAt,
}: GameBoardProps) {
  return (
    <section className={styles.board} aria-labelledby={id}>
      <header className={styles.boardHeader}>
        <h2 id={id}>{title}</h2>
        {more && <a href={more.href}>{more.text}</a>}
      </header>
      {games.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <GameList
          games={games}
          place={place}
          language={language}
          i18n={i18n}
          readAt={readAt}
          groupByCountry={false}
          level={3}
        />
      )}
    </section>
  );
}
