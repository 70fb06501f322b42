import { paths } from '@parlay/contract/paths';
import type { Translator } from '@parlay/i18n';
import { MarketGroups } from '../components/market-groups.tsx';
import styles from '../sports.module.css';
import type { SportsView } from '../sports-view.ts';
import { SportsFrame } from './sports-frame.tsx';

type OutrightsView = Extract<SportsView, { kind: 'outrights' }>;

/** Long-term markets (champs, champion final): who wins a championship, each outright with its prices. */
export function OutrightsPage({
  view,
  language,
  i18n,
}: {
  view: OutrightsView;
  language: string;
  i18n: Translator;
}) {
  const { t } = i18n;
  return (
    <SportsFrame
      title={t(view.page === 'champs' ? 'sports_champs_title' : 'sports_champion_final_title')}
      language={language}
      i18n={i18n}
      aside={
        <nav aria-label={t('sports_champs_label')} className={styles.menu}>
          <ul>
            {view.championships.map((champ) => (
              <li key={champ.id}>
                <a href={paths.champs.getHref(language, champ.id)}>
                  <span>
                    {champ.category.name}. {champ.name}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      {view.games.length === 0 ? (
        <p className={styles.empty}>{t('sports_no_games')}</p>
      ) : (
        view.games.map((game) => (
          <section key={game.id} className={styles.champ} aria-label={game.name}>
            <h2 className={styles.champTitle}>{game.name}</h2>
            <MarketGroups groups={game.mainMarkets} gameName={game.name} i18n={i18n} />
          </section>
        ))
      )}
    </SportsFrame>
  );
}
