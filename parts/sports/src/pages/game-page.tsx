import { type SportsPlace, sportsHref } from '@parlay/contract/sports-paths';
import type { Translator } from '@parlay/i18n';
import { GameState } from '../components/game-state.tsx';
import { MarketGroups } from '../components/market-groups.tsx';
import { TeamName } from '../components/team-name.tsx';
import styles from '../sports.module.css';
import type { SportsView } from '../sports-view.ts';
import { SportsFrame } from './sports-frame.tsx';

type GameView = Extract<SportsView, { kind: 'game' }>;

/** A game (or an outright) with every market grouped, its score and clock moving live. */
export function GamePage({
  view,
  language,
  i18n,
  readAt,
}: {
  view: GameView;
  language: string;
  i18n: Translator;
  readAt: number;
}) {
  const { t } = i18n;
  const { game, groups, place } = view;
  const teamSection = game.isLive ? 'live' : 'line';
  const base: SportsPlace = {
    section: place.section,
    ...(place.pageType ? { pageType: place.pageType } : {}),
  };
  return (
    <SportsFrame title={game.name} language={language} i18n={i18n} place={place}>
      <nav aria-label={t('sports_breadcrumbs_label')} className={styles.breadcrumbs}>
        <ol>
          <li>
            <a href={sportsHref(language, { ...base, sport: game.sportSlug })}>{game.sportName}</a>
          </li>
          <li>
            <a
              href={sportsHref(language, {
                ...base,
                sport: game.sportSlug,
                champ: { id: game.champId, slug: game.champSlug },
              })}
            >
              {game.category.name}. {game.champName}
            </a>
          </li>
        </ol>
      </nav>
      <div className={styles.scoreboard}>
        {game.home && game.away ? (
          <p className={styles.teams}>
            <TeamName team={game.home} section={teamSection} language={language} />
            <GameState game={game} i18n={i18n} language={language} readAt={readAt} />
            <TeamName team={game.away} section={teamSection} language={language} />
          </p>
        ) : (
          <p className={styles.teams}>
            <GameState game={game} i18n={i18n} language={language} readAt={readAt} />
          </p>
        )}
      </div>
      {groups.length === 0 ? (
        <p className={styles.empty}>{t('sports_no_markets')}</p>
      ) : (
        <MarketGroups groups={groups} gameName={game.name} i18n={i18n} />
      )}
    </SportsFrame>
  );
}
