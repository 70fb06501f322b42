import type { GameSummary } from '@parlay/contract';
import { type SportsPlace, sportsHref } from '@parlay/contract/sports-paths';
import type { Translator } from '@parlay/i18n';
import styles from '../sports.module.css';
import { GameState } from './game-state.tsx';
import { SelectionPrices } from './selection-price.tsx';

interface GameRowProps {
  game: GameSummary;
  /** The list's place: a game's link keeps its section and special page. */
  place: Pick<SportsPlace, 'section' | 'pageType'>;
  language: string;
  i18n: Translator;
  readAt: number;
  /** Market types to show (groupIds); empty: the main market. */
  groupIds?: readonly number[];
}

/** The URL of a game's page from a list of `place`. */
export function gameHref(language: string, game: GameSummary, place: GameRowProps['place']): string {
  return sportsHref(language, {
    section: game.isLive ? 'live' : place.section,
    ...(place.pageType ? { pageType: place.pageType } : {}),
    sport: game.sportSlug,
    champ: { id: game.champId, slug: game.champSlug },
    game: { id: game.id, slug: game.slug },
  });
}

/** One game of a list: its competitors, state and main market, linking to its page. */
export function GameRow({ game, place, language, i18n, readAt, groupIds = [] }: GameRowProps) {
  const { t } = i18n;
  const groups =
    groupIds.length === 0
      ? game.mainMarkets.slice(0, 1)
      : game.mainMarkets.filter((group) => groupIds.includes(group.groupId));
  return (
    <li className={styles.gameRow}>
      <a className={styles.gameLink} href={gameHref(language, game, place)}>
        <span className={styles.competitors}>
          {game.home && game.away ? (
            <>
              <span>{game.home.name}</span>
              <span>{game.away.name}</span>
            </>
          ) : (
            <span>{game.name}</span>
          )}
        </span>
        <GameState game={game} i18n={i18n} language={language} readAt={readAt} />
      </a>
      <div className={styles.rowMarkets}>
        {groups.map((group) => (
          <fieldset key={group.groupId} className={styles.rowGroup} aria-label={group.name}>
            <SelectionPrices selections={group.markets.slice(0, 3)} gameName={game.name} i18n={i18n} />
          </fieldset>
        ))}
        {game.marketCount > 0 && (
          <a
            className={styles.moreMarkets}
            href={gameHref(language, game, place)}
            aria-label={t('sports_all_markets', { count: game.marketCount, game: game.name })}
          >
            +{game.marketCount}
          </a>
        )}
      </div>
    </li>
  );
}
