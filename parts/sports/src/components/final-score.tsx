import type { ScoreValue } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import styles from '../sports.module.css';

/** A finished game's score: `2:1` on screen, "Score 2:1" read out. */
export function FinalScore({ score, i18n }: { score: ScoreValue; i18n: Translator }) {
  return (
    <span className={styles.score}>
      <span aria-hidden="true">
        {score.home}:{score.away}
      </span>
      <span className={styles.visuallyHidden}>{i18n.t('sports_score', score)}</span>
    </span>
  );
}
