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

describe.each(testDatabaseKinds)('the line read API on %s', (kind) => {
  const now = Date.parse('2030-03-01T10:00:00Z');
  let jobsNow = now;
  const context = useTestApp(kind, { sportsbook: { now: () => now }, scheduledJobs: { now: () => jobsNow } });
  let gameId: number;

  beforeAll(async () => {
    const { sportsbook } = context.app;
    const sequence = sequencer();
    await sportsbook.registerProducer(testProducerId, 'test');
    await sportsbook.describeMarkets(descriptions);
    await sportsbook.applyFeedMessage(fixtureChange(sequence, fixture('a1', now + 3_600_000)));
    await sportsbook.applyFeedMessage(oddsChange(sequence, 'a1', { home: 2000, draw: 3000, away: 3500 }));
    const games = await context.app.inject({ method: 'GET', url: '/line-api/v1/games?section=line&lang=en' });
    gameId = games.json().games[0].id;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });

  it('answers with an ETag a CDN may keep briefly, and 304 without a body to a client holding it', async () => {
    const first = await get(`/line-api/v1/games/${gameId}?lang=en`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=2, stale-while-revalidate=5');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(`/line-api/v1/games/${gameId}?lang=en`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another language is another answer.
    const russian = await get(`/line-api/v1/games/${gameId}?lang=ru`, { 'if-none-match': etag });
    expect(russian.statusCode).toBe(200);
    expect(russian.headers.etag).not.toBe(etag);
    const sports = await get('/line-api/v1/sports?section=line&lang=en');
    expect(sports.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=30');
  });

  it('answers 304 only while the answer is the same: a price move gives a new ETag', async () => {
    const before = await get('/line-api/v1/games?section=line&lang=en');
    const sequence = sequencer();
    // The producer's next number, after the two messages of beforeAll.
    sequence.next();
    sequence.next();
    await context.app.sportsbook.applyFeedMessage(
      oddsChange(sequence, 'a1', { home: 1900, draw: 3100, away: 3600 }),
    );
    const after = await get('/line-api/v1/games?section=line&lang=en', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().games[0].mainMarkets[0].markets[0].coef).toBe(1.9);
  });

  it.each([
    ['/line-api/v1/games/999999999?lang=en', 'gameId', 'sportsbook_game_not_found'],
    ['/line-api/v1/championships?section=line&lang=en&sport=424242', 'sport', 'sportsbook_sport_not_found'],
    ['/line-api/v1/games?section=live&lang=en&champ=424242', 'champ', 'sportsbook_championship_not_found'],
    ['/line-api/v1/results?lang=en&sport=424242', 'sport', 'sportsbook_sport_not_found'],
  ])('answers 404 naming the parameter for an unknown id: %s', async (url, field, messageKey) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', messageKey, fields: { [field]: messageKey } });
  });

  it.each([
    ['/line-api/v1/games/abc?lang=en', 'gameId'],
    ['/line-api/v1/games/0?lang=en', 'gameId'],
    ['/line-api/v1/games/12?lang=xx', 'lang'],
    ['/line-api/v1/games?lang=en', 'section'],
    ['/line-api/v1/games?section=later&lang=en', 'section'],
    ['/line-api/v1/games?section=line&lang=en&hours=999', 'hours'],
    ['/line-api/v1/games?section=line&lang=en&hours=0', 'hours'],
    ['/line-api/v1/games?section=line&lang=en&limit=100000', 'limit'],
    ['/line-api/v1/games?section=line&lang=en&timeFilter=soon', 'timeFilter'],
    ['/line-api/v1/games?section=line&lang=en&pageType=nba', 'pageType'],
    ['/line-api/v1/games?section=line&lang=en&sport=-1', 'sport'],
    ['/line-api/v1/games?section=line&lang=en&unknown=1', 'unknown'],
    ['/line-api/v1/results?lang=en&date=2030-02-30', 'date'],
  ])('answers 400 naming the field for malformed input, never 500: %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields ?? {}).some((key) => key === field || key.endsWith(`.${field}`))).toBe(
      true,
    );
  });

  it('filters the line by hours ahead and by the recommended games', async () => {
    expect((await get('/line-api/v1/games?section=line&lang=en&hours=2')).json().total).toBe(1);
    expect((await get('/line-api/v1/games?section=line&lang=en&hours=1')).json().total).toBe(1);
    expect((await get('/line-api/v1/games?section=line&lang=en&timeFilter=recommended')).json().total).toBe(
      0,
    );
    expect((await get('/line-api/v1/games?section=live&lang=en')).json().total).toBe(0);
  });

  it('keeps a finished game for the results a week, then forgets it with its markets', async () => {
    const sequence = sequencer();
    for (let index = 0; index < 3; index += 1) sequence.next();
    const announced = fixtureChange(sequence, fixture('a2', now - 3_600_000));
    expect(await context.app.sportsbook.applyFeedMessage(announced)).toBe('applied');
    const ended = {
      status: 4 as const,
      score: { home: 0, away: 0 },
      periodScores: [],
      period: 2,
      clock: null,
    };
    const end = oddsChange(
      sequence,
      'a2',
      { home: 2000, draw: 3000, away: 3500 },
      { gameState: ended, status: 'deactivated' },
    );
    expect(await context.app.sportsbook.applyFeedMessage({ ...end, timestamp: now })).toBe('applied');
    const results = async () =>
      (await get('/line-api/v1/results?lang=en&date=2030-03-01')).json().games.length;
    expect(await results()).toBe(1);
    jobsNow = now + 6 * 24 * 3_600_000;
    await context.app.scheduledJobs.runAll();
    expect(await results()).toBe(1);
    jobsNow = now + 8 * 24 * 3_600_000;
    await context.app.scheduledJobs.runAll();
    expect(await results()).toBe(0);
  });
});
