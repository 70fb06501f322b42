import type { GameSummary } from '@parlay/contract';
import { gameStatusIds, isGameInPlay } from '@parlay/domain';
import type { Translator } from '@parlay/i18n';
import { useLiveGame } from '../live/live-hooks.ts';
import styles from '../sports.module.css';
import { GameClock } from './game-clock.tsx';
import { StartTime } from './start-time.tsx';

const statusKeys: Record<number, string> = {
  [gameStatusIds.interrupted]: 'sports_status_interrupted',
  [gameStatusIds.ended]: 'sports_status_ended',
  [gameStatusIds.cancelled]: 'sports_status_cancelled',
  [gameStatusIds.postponed]: 'sports_status_postponed',
};

/** A game's score with its clock and period while in play, its start before, its outcome after. */
export function GameState({
  game,
  i18n,
  language,
  readAt,
}: {
  game: GameSummary;
  i18n: Translator;
  language: string;
  readAt: number;
}) {
  const { t } = i18n;
  const live = useLiveGame(game);
  if (live.status === gameStatusIds.notStarted && !live.finished)
    return (
      <span className={styles.gameTime}>
        <StartTime startAt={game.startAt} language={language} />
      </span>
    );
  const statusKey = live.finished ? 'sports_status_ended' : statusKeys[live.status];
  return (
    <span className={styles.gameState} data-in-play={isGameInPlay(live.status) || undefined}>
      <span className={styles.score}>
        <span aria-hidden="true">
          {live.score.home}:{live.score.away}
        </span>
        <span className="pl-visually-hidden">
          {t('sports_score', { home: live.score.home, away: live.score.away })}
        </span>
      </span>
      {statusKey !== undefined ? (
        <span className={styles.statusText}>{t(statusKey)}</span>
      ) : (
        <span className={styles.statusText}>
          {live.period > 0 && <>{t('sports_period', { period: live.period })} </>}
          {live.clock && <GameClock clock={live.clock} readAt={readAt} />}
        </span>
      )}
    </span>
  );
}
