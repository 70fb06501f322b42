import { describe, expect, it } from 'vitest';
import type { LoadedView } from './load-view.ts';
import { loadView } from './load-view.ts';
import type { SportsView } from './sports-view.ts';
import { fakeLine } from './testing/fake-line.ts';

const load = (url: string) => loadView(url, fakeLine().line);

/** The view of a page that rendered (fails the test on a redirect). */
function viewOf<K extends SportsView['kind']>(loaded: LoadedView, kind: K): Extract<SportsView, { kind: K }> {
  if (!('view' in loaded)) throw new Error(`moved to ${loaded.location}`);
  expect(loaded.view.kind).toBe(kind);
  return loaded.view as Extract<SportsView, { kind: K }>;
}

const gameIds = (games: readonly { id: number }[]) => games.map((game) => game.id);

describe('loading a sports page', () => {
  it('reads a sport’s line: its games, the sports of the menu and the sport’s championships', async () => {
    const loaded = await load('/en/line/football');
    expect(loaded.status).toBe(200);
    const view = viewOf(loaded, 'list');
    expect(gameIds(view.games)).toEqual([2874551, 2874553]);
    expect(view.sports.map((sport) => [sport.slug, sport.gameCount])).toEqual([
      ['football', 2],
      ['dota-2', 1],
    ]);
    expect(view.championships?.map((champ) => champ.slug)).toEqual(['premier-league']);
  });

  it('narrows the list to a menu section: top asks for the recommended games, today for 24 hours', async () => {
    const { line, calls } = fakeLine();
    viewOf(await loadView('/en/live/top/football', line), 'list');
    viewOf(await loadView('/en/line/today', line), 'list');
    const queries = calls.filter((call) => call.name === 'listGames').map((call) => call.request);
    expect(queries).toEqual([
      { query: expect.objectContaining({ section: 'live', timeFilter: 'recommended', sport: '1' }) },
      { query: expect.objectContaining({ section: 'line', hours: '24' }) },
    ]);
  });

  it.each([
    ['/en/line/curling', 'an unknown sport'],
    ['/en/line/football/424242-premier-league', 'an unknown championship'],
    ['/en/line/dota-2/88637-premier-league', 'a championship under another sport'],
    ['/en/live/football/88637-premier-league/999999-nobody', 'an unknown game'],
    ['/en/line/football/900-pro-league/3000002-falcons-team-spirit', 'a game under another championship'],
    ['/en/team/line/999999-nobody', 'an unknown team'],
    ['/en/team/later/431-arsenal', 'a team page of no section'],
    ['/en/statistic/2874551-arsenal-chelsea', 'the statistics of a game not finished'],
    ['/en/statistic/a/b', 'a statistics path of no shape'],
    ['/en/statisticpopup?game=999999', 'the popup of an unknown game'],
    ['/en/results/yesterday', 'results of no type'],
  ])('answers 404 for %s (%s)', async (url) => {
    expect(await load(url)).toEqual({ status: 404, view: { kind: 'not-found' } });
  });

  it.each([
    ['/en/line/football/88637-old-name', '/en/line/football/88637-premier-league'],
    [
      '/en/line/football/88637?timeFilter=upcoming',
      '/en/line/football/88637-premier-league?timeFilter=upcoming',
    ],
    [
      '/en/live/football/88637-premier-league/2874552-old',
      '/en/live/football/88637-premier-league/2874552-liverpool-arsenal',
    ],
    [
      '/en/cyber/line/dota-2/900-pro/3000002-x',
      '/en/cyber/line/dota-2/900-pro-league/3000002-falcons-team-spirit',
    ],
    ['/en/team/live/431-gunners', '/en/team/live/431-arsenal'],
    ['/en/team/line/431', '/en/team/line/431-arsenal'],
    ['/en/statistic/2874500', '/en/statistic/2874500-chelsea-everton'],
  ])('moves a stale slug for good: %s → %s', async (url, location) => {
    expect(await load(url)).toEqual({ status: 301, location });
  });

  it.each([
    '/en/line/football?timeFilter=tomorrow',
    '/en/line/football?groupByCategories=yes',
    '/en/line?filteredMarkets=1,x',
    '/en/multi-live?games=1,2,3,4,5',
    '/en/results?date=2030-13-01',
    '/en/statistic?date=yesterday',
    '/en/statisticpopup',
    '/en/statisticpopup?game=abc',
  ])('answers 400 for a filter out of its range: %s', async (url) => {
    expect(await load(url)).toEqual({ status: 400, view: { kind: 'bad-request' } });
  });

  it('reads a game’s page with every market under its canonical place', async () => {
    const view = viewOf(await load('/en/line/football/88637-premier-league/2874551-arsenal-chelsea'), 'game');
    expect(view.game.name).toBe('Arsenal — Chelsea');
    expect(view.groups.map((group) => group.name)).toEqual(['1X2']);
  });

  it('reads a team’s games in play and to come, and only theirs', async () => {
    const view = viewOf(await load('/en/team/line/431-arsenal'), 'team');
    expect(view.team).toMatchObject({ name: 'Arsenal', sportName: 'Football' });
    expect(gameIds(view.live)).toEqual([2874552]);
    expect(gameIds(view.line)).toEqual([2874551]);
  });

  it('reads the statistics: the day’s finished games, a game’s result, the popup', async () => {
    expect(gameIds(viewOf(await load('/en/statistic?date=2030-03-01'), 'statistic').games)).toEqual([
      2874500,
    ]);
    const page = viewOf(await load('/en/statistic/2874500-chelsea-everton'), 'game-statistic');
    expect(page).toMatchObject({ popup: false, result: { score: { home: 2, away: 1 } } });
    const popup = viewOf(await load('/en/statisticpopup?game=2874500'), 'game-statistic');
    expect(popup.popup).toBe(true);
  });

  it('reads the cyber tree: disciplines, championships, the dashboard, all games and a game', async () => {
    const disciplines = viewOf(await load('/en/cyber/line/disciplines'), 'cyber');
    expect(disciplines.disciplines.map((sport) => sport.name)).toEqual(['Dota 2']);
    const champs = viewOf(await load('/en/cyber/live/champs'), 'cyber');
    expect(champs.championships.map((champ) => champ.name)).toEqual(['Pro League']);
    const dashboard = viewOf(await load('/en/cyber/live/dashboard'), 'cyber');
    expect([gameIds(dashboard.live), gameIds(dashboard.upcoming)]).toEqual([[3000001], [3000002]]);
    const all = viewOf(await load('/en/cyber/line/all'), 'list');
    expect(gameIds(all.games)).toEqual([3000002]);
    expect(all.place).toMatchObject({ pageType: 'cyber', cyberView: 'all' });
    viewOf(await load('/en/cyber/line/dota-2/900-pro-league/3000002-falcons-team-spirit'), 'game');
  });
});
