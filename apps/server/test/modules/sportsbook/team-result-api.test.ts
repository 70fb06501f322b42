import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';
import { testDatabaseKinds } from '../../helpers/test-databases.ts';
import {
  descriptions,
  fixture,
  fixtureChange,
  oddsChange,
  sequencer,
  testProducerId,
} from './feed-messages.ts';

describe.each(testDatabaseKinds)('the line API’s teams and results on %s', (kind) => {
  const now = Date.parse('2030-03-01T10:00:00Z');
  const context = useTestApp(kind, { sportsbook: { now: () => now } });
  let upcoming: { id: number; home: { id: number; slug: string } };
  let endedId: number;

  beforeAll(async () => {
    const { sportsbook } = context.app;
    const sequence = sequencer();
    await sportsbook.registerProducer(testProducerId, 'test');
    await sportsbook.describeMarkets(descriptions);
    await sportsbook.applyFeedMessage(fixtureChange(sequence, fixture('t1', now + 3_600_000)));
    await sportsbook.applyFeedMessage(oddsChange(sequence, 't1', { home: 2000, draw: 3000, away: 3500 }));
    await sportsbook.applyFeedMessage(fixtureChange(sequence, fixture('t2', now - 3_600_000)));
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
    await sportsbook.applyFeedMessage({
      ...oddsChange(
        sequence,
        't2',
        { home: 2000, draw: 3000, away: 3500 },
        { gameState: ended, status: 'deactivated' },
      ),
      timestamp: now,
    });
    const line = await context.app.inject({ url: '/line-api/v1/games?section=line&lang=en' });
    upcoming = line.json().games[0];
    const results = await context.app.inject({ url: '/line-api/v1/results?lang=en&date=2030-03-01' });
    endedId = results.json().games[0].id;
  });

  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it('answers a team with its sport, in the language asked for, cacheable', async () => {
    const response = await get(`/line-api/v1/teams/${upcoming.home.id}?lang=ru`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
    expect(response.json()).toEqual({
      team: {
        id: upcoming.home.id,
        slug: upcoming.home.slug,
        name: 'Arsenal ru',
        countryCode: 'GB',
        sportId: expect.any(Number),
        sportSlug: 'football',
        sportName: 'Football ru',
      },
    });
  });

  it('lists only the games a team plays in', async () => {
    const games = (await get(`/line-api/v1/games?section=line&lang=en&team=${upcoming.home.id}`)).json();
    expect(games.games.map((game: { id: number }) => game.id)).toEqual([upcoming.id]);
    const ended = (await get(`/line-api/v1/results/${endedId}?lang=en`)).json();
    const other = (await get(`/line-api/v1/games?section=line&lang=en&team=${ended.result.home.id}`)).json();
    expect(other.total).toBe(0);
  });

  it('answers a finished game’s result with its score and periods', async () => {
    const response = await get(`/line-api/v1/results/${endedId}?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      id: endedId,
      name: 'Arsenal — Chelsea',
      sportName: 'Football',
      finished: true,
      score: { home: 2, away: 1 },
      periodScores: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
    });
    expect(response.json().result).not.toHaveProperty('mainMarkets');
  });

  it.each([
    ['/line-api/v1/teams/424242?lang=en', 'teamId', 'sportsbook_team_not_found'],
    ['/line-api/v1/games?section=line&lang=en&team=424242', 'team', 'sportsbook_team_not_found'],
    ['/line-api/v1/results/424242?lang=en', 'gameId', 'sportsbook_result_not_found'],
  ])('answers 404 naming the parameter for an unknown id: %s', async (url, field, messageKey) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', messageKey, fields: { [field]: messageKey } });
  });

  it('answers 404 for the result of a game that has not finished', async () => {
    const response = await get(`/line-api/v1/results/${upcoming.id}?lang=en`);
    expect(response.statusCode).toBe(404);
    expect(response.json().messageKey).toBe('sportsbook_result_not_found');
  });

  it.each(['/line-api/v1/teams/abc?lang=en', '/line-api/v1/games?section=line&lang=en&team=0'])(
    'answers 400 for a malformed team id: %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(400);
    },
  );
});
