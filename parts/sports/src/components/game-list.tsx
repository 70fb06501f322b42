import type { GameSummary } from '@parlay/contract';
import { type SportsPlace, sportsHref } from '@parlay/contract/sports-paths';
import type { Translator } from '@parlay/i18n';
import { useId } from 'react';
import styles from '../sports.module.css';
import { GameRow } from './game-row.tsx';

interface GameListProps {
  games: readonly GameSummary[];
  place: SportsPlace;
  language: string;
  i18n: Translator;
  readAt: number;
  groupByCountry: boolean;
  groupIds?: readonly number[];
  /** Heading level of the championships (a country's are one below). */
  level?: 2 | 3;
}

interface Bucket<T> {
  key: number;
  first: GameSummary;
  items: T[];
}

/** Items bucketed by a key, in the order their first item comes. */
function bucketsOf<T>(
  items: readonly T[],
  keyOf: (item: T) => number,
  gameOf: (item: T) => GameSummary,
): Bucket<T>[] {
  const buckets = new Map<number, Bucket<T>>();
  for (const item of items) {
    const key = keyOf(item);
    const bucket = buckets.get(key);
    if (bucket) bucket.items.push(item);
    else buckets.set(key, { key, first: gameOf(item), items: [item] });
  }
  return [...buckets.values()];
}

/** Games under their championships (and these under their countries when asked), each linking to its page. */
export function GameList({
  games,
  place,
  language,
  i18n,
  readAt,
  groupByCountry,
  groupIds,
  level = 2,
}: GameListProps) {
  const idPrefix = useId();
  const championships = (list: readonly GameSummary[], headingLevel: 2 | 3 | 4) =>
    bucketsOf(
      list,
      (game) => game.champId,
      (game) => game,
    ).map(({ key, first, items }) => {
      const Heading = `h${headingLevel}` as const;
      return (
        <section key={key} className={styles.champ} aria-labelledby={`${idPrefix}champ-${key}`}>
          <Heading id={`${idPrefix}champ-${key}`} className={styles.champTitle}>
            <a
              href={sportsHref(language, {
                section: place.section,
                ...(place.pageType ? { pageType: place.pageType } : {}),
                sport: first.sportSlug,
                champ: { id: first.champId, slug: first.champSlug },
              })}
            >
              {groupByCountry ? first.champName : `${first.category.name}. ${first.champName}`}
            </a>
          </Heading>
          <ul className={styles.games}>
            {items.map((game) => (
              <GameRow
                key={game.id}
                game={game}
                place={place}
                language={language}
                i18n={i18n}
                readAt={readAt}
                {...(groupIds ? { groupIds } : {})}
              />
            ))}
          </ul>
        </section>
      );
    });
  if (!groupByCountry) return <>{championships(games, level)}</>;
  return (
    <>
      {bucketsOf(
        games,
        (game) => game.category.id,
        (game) => game,
      ).map(({ key, first, items }) => {
        const Heading = `h${level}` as const;
        return (
          <section key={key} className={styles.country} aria-labelledby={`${idPrefix}country-${key}`}>
            <Heading id={`${idPrefix}country-${key}`} className={styles.countryTitle}>
              {first.category.name}
            </Heading>
            {championships(items, level === 2 ? 3 : 4)}
          </section>
        );
      })}
    </>
  );
}
