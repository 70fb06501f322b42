import type { GameResult } from '@parlay/contract';
import { gameStatusIds } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import styles from '../sports.module.css';

/** A finished game's score, `2:1` on screen and "Score 2:1" read out; a cancelled game says so instead. */
export function FinalScore({ game, i18n }: { game: Pick<GameResult, 'score' | 'status'>; i18n: Translator }) {
  if (game.status === gameStatusIds.cancelled)
    return <span className={styles.statusText}>{i18n.t('sports_status_cancelled')}</span>;
  return (
    <span className={styles.score}>
      <span aria-hidden="true">
        {game.score.home}:{game.score.away}
      </span>
      <span className={styles.visuallyHidden}>{i18n.t('sports_score', game.score)}</span>
    </span>
  );
}
