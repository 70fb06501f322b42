import { paths } from '@parlay/contract/paths';
import { statisticHref } from '@parlay/contract/sports-paths';
import type { Translator } from '@parlay/i18n';
import { DayForm } from '../components/day-form.tsx';
import { FinalScore } from '../components/final-score.tsx';
import { StartTime } from '../components/start-time.tsx';
import styles from '../sports.module.css';
import type { SportsView } from '../sports-view.ts';
import { SportsFrame } from './sports-frame.tsx';

type ResultsView = Extract<SportsView, { kind: 'results' }>;

/** The day's results from the feed: final scores with each period's, live games or every game. */
export function ResultsPage({
  view,
  language,
  i18n,
}: {
  view: ResultsView;
  language: string;
  i18n: Translator;
}) {
  const { t } = i18n;
  const tab = (type: 'live' | 'zone') => (
    <li key={type}>
      <a
        href={`${paths.results.getHref(language, type)}?date=${view.date}`}
        aria-current={view.type === type ? 'page' : undefined}
      >
        {t(`sports_results_${type}`)}
      </a>
    </li>
  );
  return (
    <SportsFrame title={t('sports_results_title')} language={language} i18n={i18n}>
      <nav aria-label={t('sports_results_label')}>
        <ul className={styles.tabs}>{(['zone', 'live'] as const).map(tab)}</ul>
      </nav>
      <DayForm action={paths.results.getHref(language, view.type)} date={view.date} i18n={i18n} />
      {view.games.length === 0 ? (
        <p className={styles.empty}>{t('sports_results_none')}</p>
      ) : (
        <table className={styles.results}>
          <thead>
            <tr>
              <th scope="col">{t('sports_results_start')}</th>
              <th scope="col">{t('sports_results_game')}</th>
              <th scope="col">{t('sports_results_score')}</th>
              <th scope="col">{t('sports_results_periods')}</th>
            </tr>
          </thead>
          <tbody>
            {view.games.map((game) => (
              <tr key={game.id}>
                <td>
                  <StartTime startAt={game.startAt} language={language} />
                </td>
                <td>
                  <span className={styles.resultChamp}>
                    {game.category.name}. {game.champName}
                  </span>
                  <a href={statisticHref(language, game)}>{game.name}</a>
                </td>
                <td>
                  <FinalScore game={game} i18n={i18n} />
                </td>
                <td>{game.periodScores.map((score) => `${score.home}:${score.away}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SportsFrame>
  );
}
