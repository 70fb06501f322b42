import { statisticHref } from '@parlay/contract/sports-paths';
import { DayForm } from '../components/day-form.tsx';
import { FinalScore } from '../components/final-score.tsx';
import { groupBy } from '../group-by.ts';
import styles from '../sports.module.css';
import type { PageProps } from '../sports-view.ts';
import { SportsFrame } from './sports-frame.tsx';

/** The statistics' index: the day's finished games by championship, each linking to its result. */
export function StatisticPage({ view, language, i18n }: PageProps<'statistic'>) {
  const { t } = i18n;
  return (
    <SportsFrame title={t('sports_statistic_title')} language={language} i18n={i18n}>
      <DayForm action={statisticHref(language)} date={view.date} i18n={i18n} />
      {view.games.length === 0 ? (
        <p className={styles.empty}>{t('sports_results_none')}</p>
      ) : (
        [...groupBy(view.games, (game) => game.champId).values()].map((games) => {
          const first = games[0]!;
          return (
            <section
              key={first.champId}
              className={styles.champ}
              aria-labelledby={`statistic-${first.champId}`}
            >
              <h2 id={`statistic-${first.champId}`} className={styles.champTitle}>
                {first.category.name}. {first.champName}
              </h2>
              <ul className={styles.statisticList}>
                {games.map((game) => (
                  <li key={game.id}>
                    <a href={statisticHref(language, game)}>{game.name}</a>
                    <FinalScore game={game} i18n={i18n} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </SportsFrame>
  );
}
