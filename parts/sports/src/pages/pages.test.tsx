import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGame, fakeLine, sampleGames, teamsOfLine } from '../testing/fake-line.ts';
import { renderSportsPage } from '../testing/render-sports.tsx';

afterEach(cleanup);

const hrefOf = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

/** The prices shown in a part of the page, each with its outcome's label, as read on screen. */
const pricesIn = (scope: HTMLElement) =>
  [...scope.querySelectorAll('[data-selection-id]')].map((price) => price.textContent);

/** The games of a list or board, by the names of their competitors. */
const gamesIn = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('listitem')
    .map((row) =>
      [...row.querySelectorAll(':scope > a:first-child > span:first-child > span')]
        .map((name) => name.textContent)
        .join(' — '),
    );

describe('sports pages as a visitor sees them', () => {
  it('a sport’s line lists its games under their championship with their prices, a suspended one locked', async () => {
    await renderSportsPage('/en/line/football');
    expect(screen.getByRole('heading', { level: 1, name: 'Football — Line' })).toBeTruthy();
    const champ = screen.getByRole('region', { name: 'England. Premier League' });
    expect(gamesIn(champ)).toEqual(['Arsenal — Chelsea', 'Everton — Chelsea']);
    const [first, suspended] = within(champ).getAllByRole('listitem');
    expect(pricesIn(first!)).toEqual(['11.85', 'X3.60', '24.20']);
    expect(within(suspended!).getAllByText('Suspended: no bets now')).toHaveLength(3);
    expect(hrefOf('All 3 markets of Arsenal — Chelsea')).toBe(
      '/en/line/football/88637-premier-league/2874551-arsenal-chelsea',
    );
    // The menu: every sport of the line with its count, the sport's championships under it.
    const menu = screen.getByRole('navigation', { name: 'Sports' });
    expect(hrefOf(/Premier League/, menu)).toBe('/en/line/football/88637-premier-league');
  });

  it('a game page shows its score, every market, and its teams linking to their pages', async () => {
    await renderSportsPage('/en/live/football/88637-premier-league/2874552-liverpool-arsenal');
    expect(screen.getByRole('heading', { level: 1, name: 'Liverpool — Arsenal' })).toBeTruthy();
    expect(screen.getByText('Score 1:0')).toBeTruthy();
    expect(hrefOf('Liverpool')).toBe('/en/team/live/433-liverpool');
    expect(hrefOf('Arsenal')).toBe('/en/team/live/431-arsenal');
    expect(pricesIn(screen.getByRole('region', { name: '1X2' }))).toEqual(['12.10', 'X3.40', '23.60']);
  });

  it('a team page shows the team’s games in play and to come, with their prices', async () => {
    await renderSportsPage('/en/team/line/431-arsenal');
    expect(screen.getByRole('heading', { level: 1, name: 'Arsenal' })).toBeTruthy();
    expect(hrefOf('Football')).toBe('/en/line/football');
    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    const inPlay = screen.getByRole('region', { name: 'In play' });
    expect(gamesIn(comingUp)).toEqual(['Arsenal — Chelsea']);
    expect(gamesIn(inPlay)).toEqual(['Liverpool — Arsenal']);
    expect(pricesIn(comingUp)).toEqual(['11.85', 'X3.60', '24.20']);
    // The line page was linked from: its games come first.
    expect(comingUp.compareDocumentPosition(inPlay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the statistics list the day’s finished games with their score read out, linking to each result', async () => {
    await renderSportsPage('/en/statistic?date=2030-03-01');
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeTruthy();
    const champ = screen.getByRole('region', { name: 'England. Premier League' });
    expect(hrefOf('Chelsea — Everton', champ)).toBe('/en/statistic/2874500-chelsea-everton');
    expect(within(champ).getByText('Score 2:1')).toBeTruthy();
    expect(screen.getByLabelText(/Day/)).toHaveProperty('value', '2030-03-01');
  });

  it('the statistics say a cancelled game was cancelled instead of giving it a score', async () => {
    const { liverpool, everton } = teamsOfLine;
    const called = fakeGame({ id: 2874501, home: liverpool, away: everton, cancelled: true });
    await renderSportsPage('/en/statistic?date=2030-03-01', fakeLine([...sampleGames(), called]).line);
    const row = screen.getByRole('link', { name: 'Liverpool — Everton' }).closest('li')!;
    expect(within(row).getByText('Cancelled')).toBeTruthy();
    expect(within(row).queryByText(/Score/)).toBeNull();
  });

  it('a game’s statistics show the final score and each period’s, in the page and in the popup', async () => {
    await renderSportsPage('/en/statistic/2874500-chelsea-everton');
    expect(screen.getByRole('heading', { level: 1, name: 'Chelsea — Everton' })).toBeTruthy();
    expect(screen.getByText('Score 2:1')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Score by period' })).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Period', 'Chelsea', 'Everton'],
      ['1', '1', '0'],
      ['2', '1', '1'],
    ]);
    cleanup();
    await renderSportsPage('/en/statisticpopup?game=2874500');
    const popup = screen.getByRole('article', { name: 'Chelsea — Everton' });
    expect(within(popup).getByText('Score 2:1')).toBeTruthy();
    // The popup is a small window: no odds setting, no line/live tabs.
    expect(screen.queryByLabelText('Odds format')).toBeNull();
  });

  it('the cyber dashboard shows the esports games in play and to come, with the cyber pages as tabs', async () => {
    await renderSportsPage('/en/cyber/live/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Esports — Dashboard' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Esports pages' });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Dashboard');
    expect(hrefOf('Disciplines', tabs)).toBe('/en/cyber/live/disciplines');
    expect(gamesIn(screen.getByRole('region', { name: 'In play' }))).toEqual(['Team Spirit — Falcons']);
    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    expect(gamesIn(comingUp)).toEqual(['Falcons — Team Spirit']);
    expect(pricesIn(comingUp)).toEqual(['11.50', 'X9.00', '22.50']);
    expect(hrefOf(/^All 3 markets of Falcons/, comingUp)).toBe(
      '/en/cyber/line/dota-2/900-pro-league/3000002-falcons-team-spirit',
    );
  });

  it('the cyber disciplines and championships link to their lists', async () => {
    await renderSportsPage('/en/cyber/line/disciplines');
    expect(hrefOf(/Dota 2/)).toBe('/en/cyber/line/dota-2');
    cleanup();
    await renderSportsPage('/en/cyber/line/champs');
    const dota = screen.getByRole('region', { name: 'Dota 2' });
    expect(hrefOf(/Pro League/, dota)).toBe('/en/cyber/line/dota-2/900-pro-league');
  });

  it('an unknown page says so and links to the line', async () => {
    const { status } = await renderSportsPage('/en/team/line/999999-nobody');
    expect(status).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: 'No such sports page' })).toBeTruthy();
    expect(hrefOf('Go to the line')).toBe('/en/line');
  });
});
