import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { testDatabaseKinds } from '../helpers/test-databases.ts';
import {
  descriptions,
  fixture,
  fixtureChange,
  names,
  oddsChange,
  sequencer,
  testProducerId,
} from '../modules/sportsbook/feed-messages.ts';

const hour = 3_600_000;

describe.each(testDatabaseKinds)('sports pages rendered on the server from the line (%s)', (kind) => {
  const now = Date.now();
  const context = useTestApp(kind, { pages: { reactBuild: 'production' }, sportsbook: { now: () => now } });
  const ids = { champ: 0, game: 0, team: 0, ended: 0, cyberGame: 0 };
  const endedAt = now - 2 * hour;

  beforeAll(async () => {
    const { sportsbook } = context.app;
    const sequence = sequencer();
    await sportsbook.registerProducer(testProducerId, 'test');
    await sportsbook.describeMarkets(descriptions);
    // The producer is up (a first heartbeat, then its empty replay): its prices take bets.
    await sportsbook.recordHeartbeat(
      { type: 'heartbeat', producerId: testProducerId, timestamp: now, lastSequence: 0 },
      now,
    );
    await sportsbook.completeRecovery(testProducerId, now);
    const feed = (message: Parameters<typeof sportsbook.applyFeedMessage>[0]) =>
      sportsbook.applyFeedMessage(message);
    await feed(fixtureChange(sequence, fixture('s1', now + hour)));
    await feed(oddsChange(sequence, 's1', { home: 1850, draw: 3600, away: 4200 }));
    await feed(
      fixtureChange(
        sequence,
        fixture('s2', now + 2 * hour, {
          sport: { id: 'test:sport:dota', names: names('Dota 2'), sortOrder: 30 },
          category: { id: 'test:category:world', names: names('World'), countryCode: null },
          championship: {
            id: 'test:champ:dota-pro',
            names: names('Pro League'),
            sections: ['cyber'],
            sortOrder: 1,
          },
          competitors: [
            { id: 's2:home', names: names('Team Spirit'), countryCode: null },
            { id: 's2:away', names: names('Falcons'), countryCode: null },
          ],
        }),
      ),
    );
    await feed(oddsChange(sequence, 's2', { home: 1500, draw: 9000, away: 2500 }));
    await feed(fixtureChange(sequence, fixture('s3', endedAt)));
    const ended = {
      status: 4 as const,
      score: { home: 2, away: 1 },
      periodScores: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
      period: 2,
      clock: null,
    };
    await feed({
      ...oddsChange(
        sequence,
        's3',
        { home: 2000, draw: 3000, away: 3500 },
        { gameState: ended, status: 'deactivated' },
      ),
      timestamp: now,
    });
    const line = (await context.app.inject({ url: '/line-api/v1/games?section=line&lang=en' })).json();
    const football = line.games.find((game: { sportSlug: string }) => game.sportSlug === 'football');
    ids.champ = football.champId;
    ids.game = football.id;
    ids.team = football.home.id;
    ids.cyberGame = line.games.find((game: { sportSlug: string }) => game.sportSlug === 'dota-2').id;
    const day = new Date(endedAt).toISOString().slice(0, 10);
    ids.ended = (
      await context.app.inject({ url: `/line-api/v1/results?lang=en&date=${day}` })
    ).json().games[0].id;
  });

  const page = (url: string) => context.app.inject({ url });
  /** The page's text content, tags dropped (what a reader without JavaScript reads). */
  const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

  it('renders a sport’s line with its games and their prices', async () => {
    const response = await page('/en/line/football');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-part-host="sports"');
    expect(response.body).toMatch(/<h1[^>]*>Football — Line<\/h1>/);
    const text = textOf(response.body);
    expect(text).toMatch(/Arsenal\s+Chelsea/);
    expect(text).toMatch(/1\s+1.85\s+X\s+3.60\s+2\s+4.20/);
    expect(response.body).toContain(
      `href="/en/line/football/${ids.champ}-premier-league/${ids.game}-arsenal-chelsea"`,
    );
  });

  it('answers 404 for an unknown game id and 301 to the current slug for a stale one', async () => {
    expect((await page(`/en/line/football/${ids.champ}-premier-league/999999999-nobody`)).statusCode).toBe(
      404,
    );
    const stale = await page(`/en/line/football/${ids.champ}-old-name/${ids.game}-old-game`);
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(
      `/en/line/football/${ids.champ}-premier-league/${ids.game}-arsenal-chelsea`,
    );
    const staleChamp = await page(`/en/line/football/${ids.champ}?timeFilter=upcoming`);
    expect([staleChamp.statusCode, staleChamp.headers.location]).toEqual([
      301,
      `/en/line/football/${ids.champ}-premier-league?timeFilter=upcoming`,
    ]);
  });

  it('renders a team’s page with its games and prices; a stale slug moves, an unknown team is 404', async () => {
    const response = await page(`/en/team/line/${ids.team}-arsenal`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Arsenal<\/h1>/);
    expect(textOf(response.body)).toMatch(/Coming up[\s\S]*Arsenal\s+Chelsea[\s\S]*1.85/);
    const stale = await page(`/en/team/live/${ids.team}-gunners`);
    expect([stale.statusCode, stale.headers.location]).toEqual([301, `/en/team/live/${ids.team}-arsenal`]);
    expect((await page('/en/team/line/999999999-nobody')).statusCode).toBe(404);
  });

  it('renders the cyber dashboard and a discipline’s games with their prices', async () => {
    const dashboard = await page('/en/cyber/line/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toMatch(/<h1[^>]*>Esports — Dashboard<\/h1>/);
    expect(textOf(dashboard.body)).toMatch(/Coming up[\s\S]*Team Spirit\s+Falcons[\s\S]*1.50/);
    const discipline = await page('/en/cyber/line/dota-2');
    expect(discipline.statusCode).toBe(200);
    expect(discipline.body).toContain(`/en/cyber/line/dota-2/`);
    expect(textOf(discipline.body)).not.toContain('Arsenal');
  });

  it('renders the statistics of a finished game, as a page and as the popup', async () => {
    const day = new Date(endedAt).toISOString().slice(0, 10);
    const index = await page(`/en/statistic?date=${day}`);
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(`href="/en/statistic/${ids.ended}-arsenal-chelsea"`);
    const game = await page(`/en/statistic/${ids.ended}-arsenal-chelsea`);
    expect(game.statusCode).toBe(200);
    expect(textOf(game.body)).toMatch(/Score 2:1/);
    const popup = await page(`/en/statisticpopup?game=${ids.ended}`);
    expect(popup.statusCode).toBe(200);
    expect(popup.body).toContain('data-layout="empty"');
    expect(textOf(popup.body)).toMatch(/Score 2:1/);
    // A game still to come has no statistics yet.
    expect((await page(`/en/statistic/${ids.game}-arsenal-chelsea`)).statusCode).toBe(404);
  });
});
