import type { Translator } from '@parlay/i18n';
import { gameHref } from '../components/game-row.tsx';
import { GameState } from '../components/game-state.tsx';
import { MarketGroups } from '../components/market-groups.tsx';
import styles from '../sports.module.css';
import type { SportsView } from '../sports-view.ts';
import { SportsFrame } from './sports-frame.tsx';

type MultiLiveView = Extract<SportsView, { kind: 'multi-live' }>;

/** Groups of markets each game shows side by side. */
const groupsPerGame = 3;

/** Several live games side by side, each with its score, clock and first markets moving. */
export function MultiLivePage({
  view,
  language,
  i18n,
  readAt,
}: {
  view: MultiLiveView;
  language: string;
  i18n: Translator;
  readAt: number;
}) {
  const { t } = i18n;
  return (
    <SportsFrame title={t('sports_multi_live_title')} language={language} i18n={i18n}>
      {view.games.length === 0 ? (
        <p className={styles.empty}>{t('sports_no_live_games')}</p>
      ) : (
        <div className={styles.multiLive}>
          {view.games.map(({ game, groups }) => (
            <article key={game.id} className={styles.multiGame} aria-labelledby={`multi-${game.id}`}>
              <h2 id={`multi-${game.id}`} className={styles.champTitle}>
                <a href={gameHref(language, game, { section: 'live' })}>{game.name}</a>
              </h2>
              <p className={styles.multiChamp}>
                {game.category.name}. {game.champName}
              </p>
              <GameState game={game} i18n={i18n} language={language} readAt={readAt} />
              <MarketGroups groups={groups.slice(0, groupsPerGame)} gameName={game.name} i18n={i18n} />
            </article>
          ))}
        </div>
      )}
    </SportsFrame>
  );
}
