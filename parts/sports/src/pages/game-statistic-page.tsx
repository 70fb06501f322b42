import { FinalScore } from '../components/final-score.tsx';
import { StartTime } from '../components/start-time.tsx';
import { TeamName } from '../components/team-name.tsx';
import styles from '../sports.module.css';
import type { PageProps } from '../sports-view.ts';
import { SportsFrame } from './sports-frame.tsx';

/** A finished game's result: the final score and each period's; a page, or the popup's small window. */
export function GameStatisticPage({ view, language, i18n }: PageProps<'game-statistic'>) {
  const { t } = i18n;
  const { result } = view;
  const body = (
    <>
      <p className={styles.subtitle}>
        {result.sportName}. {result.category.name}. {result.champName} ·{' '}
        <StartTime startAt={result.startAt} language={language} />
      </p>
      <p className={styles.teams}>
        {result.home && <TeamName team={result.home} section="line" language={language} />}
        <FinalScore game={result} i18n={i18n} />
        {result.away && <TeamName team={result.away} section="line" language={language} />}
      </p>
      {result.periodScores.length === 0 ? (
        <p className={styles.empty}>{t('sports_statistic_no_periods')}</p>
      ) : (
        <table className={styles.results}>
          <caption className={styles.visuallyHidden}>{t('sports_statistic_periods')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sports_statistic_period')}</th>
              <th scope="col">{result.home?.name ?? '1'}</th>
              <th scope="col">{result.away?.name ?? '2'}</th>
            </tr>
          </thead>
          <tbody>
            {result.periodScores.map((score, index) => (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                <td>{score.home}</td>
                <td>{score.away}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
  if (view.popup)
    return (
      <article className={styles.popup} aria-labelledby="statistic-title">
        <h1 id="statistic-title" className={styles.title}>
          {result.name}
        </h1>
        {body}
      </article>
    );
  return (
    <SportsFrame title={result.name} language={language} i18n={i18n}>
      {body}
    </SportsFrame>
  );
}
