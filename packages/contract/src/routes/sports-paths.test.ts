import { describe, expect, it } from 'vitest';
import { routeHref } from './route-href.ts';
import { routeByName } from './route-table.ts';
import { parseSportsPath, parseStatisticPath, parseTeamPath } from './sports-path-parsing.ts';
import { type SportsPlace, sportsHref, statisticHref, statisticPopupHref, teamHref } from './sports-paths.ts';
import { cyberViews, menuSections, sportsPageTypes } from './sports-segments.ts';

const champ = { id: 88637, slug: 'premier-league' };
const game = { id: 2874551, slug: 'arsenal-chelsea' };

/** Whether a URL fits a route of the table: its shape and its params' patterns. */
function fits(routeName: string, href: string): boolean {
  const route = routeByName.get(routeName)!;
  const segments = href.split('/').slice(2);
  const pattern = route.path.split('/');
  const params: Record<string, string> = {};
  let index = 0;
  for (const part of pattern) {
    const name = part.startsWith(':') ? part.slice(1).replace(/\?$/, '') : null;
    const segment = segments[index];
    if (name === null) {
      if (segment !== part) return false;
      index += 1;
      continue;
    }
    const rule = route.params?.[name];
    const matches =
      segment !== undefined && (rule === undefined || new RegExp(`^(?:${rule})$`).test(segment));
    if (matches) {
      params[name] = segment;
      index += 1;
    } else if (!part.endsWith('?')) return false;
  }
  return index === segments.length && routeHref(routeName, 'en', params) === href;
}

describe('sports paths', () => {
  it('build the URLs of the decision: sport first, then championship and game as id-slug', () => {
    expect(sportsHref('en', { section: 'line', sport: 'football' })).toBe('/en/line/football');
    expect(sportsHref('en', { section: 'line', sport: 'football', champ })).toBe(
      '/en/line/football/88637-premier-league',
    );
    expect(sportsHref('en', { section: 'live', sport: 'football', champ, game })).toBe(
      '/en/live/football/88637-premier-league/2874551-arsenal-chelsea',
    );
    expect(sportsHref('en', { section: 'line', pageType: 'epl', sport: 'football' })).toBe(
      '/en/epl/line/football',
    );
    expect(sportsHref('en', { section: 'line', menuSection: 'top', sport: 'football' })).toBe(
      '/en/line/top/football',
    );
  });

  it('build URLs that fit the route table, for every section, special page and menu section', () => {
    const places: { route: string; place: SportsPlace }[] = [];
    for (const section of ['line', 'live'] as const) {
      for (const menuSection of [undefined, ...menuSections]) {
        const base = { section, ...(menuSection ? { menuSection } : {}) };
        places.push(
          { route: section, place: base },
          { route: section, place: { ...base, sport: 'football' } },
          { route: section, place: { ...base, sport: 'football', champ } },
          { route: `${section}-game`, place: { ...base, sport: 'football', champ, game } },
        );
        for (const pageType of sportsPageTypes) {
          places.push(
            { route: `sports-${pageType}`, place: { ...base, pageType, sport: 'ice-hockey', champ } },
            {
              route: `sports-${pageType}-game`,
              place: { ...base, pageType, sport: 'ice-hockey', champ, game },
            },
          );
        }
      }
      places.push(
        { route: 'cyber', place: { section, pageType: 'cyber' } },
        { route: 'cyber-discipline', place: { section, pageType: 'cyber', sport: 'dota-2' } },
        { route: 'cyber-champ', place: { section, pageType: 'cyber', sport: 'dota-2', champ } },
        { route: 'cyber-game', place: { section, pageType: 'cyber', sport: 'dota-2', champ, game } },
        ...cyberViews.map((cyberView) => ({
          route: `cyber-${cyberView}`,
          place: { section, pageType: 'cyber' as const, cyberView },
        })),
      );
    }
    for (const { route, place } of places) {
      const href = sportsHref('en', place);
      expect(fits(route, href), `${href} as ${route}`).toBe(true);
      expect(parseSportsPath(href)).toEqual(place);
    }
  });

  it('read a stale or missing slug by its id, and refuse malformed segments', () => {
    expect(parseSportsPath('/en/line/football/88637')).toEqual({
      section: 'line',
      sport: 'football',
      champ: { id: 88637, slug: '' },
    });
    expect(parseSportsPath('/en/line/Football')).toBeNull();
    expect(parseSportsPath('/en/line/football/premier-league')).toBeNull();
    expect(parseSportsPath('/en/line/football/0-x')).toBeNull();
    expect(parseSportsPath('/en/line/football/1-a/2-b/3-c')).toBeNull();
    expect(parseSportsPath('/en/casino')).toBeNull();
  });

  it('never read a menu section as a sport', () => {
    expect(parseSportsPath('/en/live/soon')).toEqual({ section: 'live', menuSection: 'soon' });
    expect(parseSportsPath('/en/live/soon/tennis')).toEqual({
      section: 'live',
      menuSection: 'soon',
      sport: 'tennis',
    });
  });

  it('build team and statistic URLs that fit the route table, and read them back', () => {
    const team = { id: 431, slug: 'arsenal' };
    for (const section of ['line', 'live'] as const) {
      const href = teamHref('en', section, team);
      expect(href).toBe(`/en/team/${section}/431-arsenal`);
      expect(fits('team', href), href).toBe(true);
      expect(parseTeamPath(href)).toEqual({ section, team });
    }
    expect(parseTeamPath('/en/team/line/431')).toEqual({ section: 'line', team: { id: 431, slug: '' } });
    expect(parseTeamPath('/en/team/later/431-arsenal')).toBeNull();
    expect(parseTeamPath('/en/team/line/arsenal')).toBeNull();
    // The table's statistic route is a wildcard under `statistic`: the index and a game's page are in it.
    expect(routeByName.get('statistic')?.path).toBe('statistic/*');
    expect(statisticHref('en')).toBe('/en/statistic');
    expect(statisticHref('en', game)).toBe('/en/statistic/2874551-arsenal-chelsea');
    expect(parseStatisticPath(statisticHref('en'))).toEqual({ game: null });
    expect(parseStatisticPath(statisticHref('en', game))).toEqual({ game });
    expect(parseStatisticPath('/en/statistic/x/y')).toBeUndefined();
    expect(parseStatisticPath('/en/statistic/abc')).toBeUndefined();
    expect(statisticPopupHref('en', 5)).toBe(`${routeHref('statistic-popup', 'en')}?game=5`);
  });
});
