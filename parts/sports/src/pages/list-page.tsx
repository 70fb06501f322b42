import { type SportsPlace, sportsHref } from '@parlay/contract/sports-paths';
import { timeFilters } from '@parlay/contract/sports-segments';
import type { Translator } from '@parlay/i18n';
import { CyberNav } from '../components/cyber-nav.tsx';
import { GameList } from '../components/game-list.tsx';
import { filtersQuery } from '../list-filters.ts';
import styles from '../sports.module.css';
import type { ListFilters } from '../sports-view.ts';
import { type ListView, listTitle } from './list-title.ts';
import { SportsFrame } from './sports-frame.tsx';

interface ListPageProps {
  view: ListView;
  language: string;
  i18n: Translator;
  readAt: number;
}

function SportsMenu({ view, language, i18n }: Omit<ListPageProps, 'readAt'>) {
  const { t } = i18n;
  const { place } = view;
  const base: SportsPlace = {
    section: place.section,
    ...(place.pageType ? { pageType: place.pageType } : {}),
    ...(place.menuSection ? { menuSection: place.menuSection } : {}),
  };
  return (
    <nav aria-label={t('sports_menu_label')} className={styles.menu}>
      <ul>
        <li>
          <a href={sportsHref(language, base)} aria-current={place.sport === undefined ? 'page' : undefined}>
            {t('sports_all_sports')}
          </a>
        </li>
        {view.sports.map((sport) => (
          <li key={sport.id}>
            <a
              href={sportsHref(language, { ...base, sport: sport.slug })}
              aria-current={place.sport === sport.slug && !place.champ ? 'page' : undefined}
            >
              <span>{sport.name}</span>
              <span className={styles.count}>{sport.gameCount}</span>
            </a>
            {place.sport === sport.slug && view.championships && view.championships.length > 0 && (
              <ul className={styles.subMenu}>
                {view.championships.map((champ) => (
                  <li key={champ.id}>
                    <a
                      href={sportsHref(language, { ...base, sport: sport.slug, champ })}
                      aria-current={place.champ?.id === champ.id ? 'page' : undefined}
                    >
                      <span>{champ.name}</span>
                      <span className={styles.count}>{champ.gameCount}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The betting state's filters as links (they work without JavaScript and keep a reload's state). */
function Filters({ view, language, i18n }: Omit<ListPageProps, 'readAt'>) {
  const { t } = i18n;
  const here = sportsHref(language, view.place);
  const link = (filters: ListFilters) => `${here}${filtersQuery(filters)}`;
  const { filters } = view;
  return (
    <nav aria-label={t('sports_filters_label')} className={styles.filters}>
      <ul className={styles.chips}>
        {timeFilters.map((timeFilter) => (
          <li key={timeFilter}>
            <a
              href={link({ ...filters, timeFilter })}
              aria-current={filters.timeFilter === timeFilter ? 'true' : undefined}
            >
              {t(`sports_time_${timeFilter.replace('-', '_')}`)}
            </a>
          </li>
        ))}
      </ul>
      <ul className={styles.chips}>
        <li>
          <a
            href={link({ ...filters, groupByCountry: !filters.groupByCountry })}
            aria-current={filters.groupByCountry ? 'true' : undefined}
          >
            {t('sports_group_by_country')}
          </a>
        </li>
        <li>
          <a
            href={link({ ...filters, onlyVideo: !filters.onlyVideo })}
            aria-current={filters.onlyVideo ? 'true' : undefined}
          >
            {t('sports_only_video')}
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** Line or live by sport → championship: the games with their main market, moving live. */
export function ListPage({ view, language, i18n, readAt }: ListPageProps) {
  const { t } = i18n;
  return (
    <SportsFrame
      title={listTitle(view, t)}
      language={language}
      i18n={i18n}
      place={view.place}
      aside={<SportsMenu view={view} language={language} i18n={i18n} />}
    >
      {view.place.pageType === 'cyber' && (
        <CyberNav
          section={view.place.section}
          current={view.place.cyberView}
          language={language}
          i18n={i18n}
        />
      )}
      <Filters view={view} language={language} i18n={i18n} />
      {view.games.length === 0 ? (
        <p className={styles.empty}>
          {t(view.place.section === 'live' ? 'sports_no_live_games' : 'sports_no_games')}
        </p>
      ) : (
        <>
          <GameList
            games={view.games}
            place={view.place}
            language={language}
            i18n={i18n}
            readAt={readAt}
            groupByCountry={view.filters.groupByCountry}
            groupIds={view.filters.filteredMarkets}
          />
          {view.total > view.games.length && (
            <p className={styles.more}>
              {t('sports_more_games', { shown: view.games.length, total: view.total })}
            </p>
          )}
        </>
      )}
    </SportsFrame>
  );
}
