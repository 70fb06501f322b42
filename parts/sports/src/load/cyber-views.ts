import type { LineReads } from '@parlay/client';
import type { CyberView, SportsPlace } from '@parlay/contract/sports-paths';
import type { SiteLanguageCode } from '@parlay/domain';
import type { LoadedView } from './loaded-view.ts';

/** Games of each kind the dashboard shows at most. */
const dashboardLimit = '20';

/**
 * The cyber tree's own pages (`cyber/{line|live}/{disciplines|champs|dashboard}`): its disciplines,
 * their championships, and a dashboard of the games in play and the next to come. `all`, a
 * discipline, a championship and a game are the line's pages under `cyber` (line-views.ts).
 */
export async function cyberView(
  lang: SiteLanguageCode,
  place: SportsPlace & { cyberView: Exclude<CyberView, 'all'> },
  line: LineReads,
): Promise<LoadedView> {
  const query = { lang, section: place.section, pageType: 'cyber' } as const;
  const [{ sports }, championships, live, upcoming] = await Promise.all([
    line.listSports({ query }),
    place.cyberView === 'champs' ? line.listChampionships({ query }) : null,
    place.cyberView === 'dashboard'
      ? line.listGames({ query: { ...query, section: 'live', limit: dashboardLimit } })
      : null,
    place.cyberView === 'dashboard'
      ? line.listGames({ query: { ...query, section: 'line', limit: dashboardLimit } })
      : null,
  ]);
  return {
    status: 200,
    view: {
      kind: 'cyber',
      place,
      page: place.cyberView,
      disciplines: sports,
      championships: championships?.championships ?? [],
      live: live?.games ?? [],
      upcoming: upcoming?.games ?? [],
    },
  };
}
